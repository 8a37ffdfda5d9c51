import type { QrcodeInfo } from '@ug99/contract';
import { paymentTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { DetailRow as Row } from './detail-row.tsx';
import { TestAccountMark } from './test-account-mark.tsx';
import { TrueMoneyDetails } from './truemoney-details.tsx';

/**
 * How to pay a pending intent: the PromptPay QR to scan, the account and the exact amount to type into
 * the banking app, or for TrueMoney the wallet and the app's own steps. Copy buttons give the bare digits a banking app accepts, not the formatted text.
 */
export function PayDetails({ intent }: { intent: QrcodeInfo }) {
  const amount = formatTHB(intent.pay_amount);
  const testMark = intent.test_account ? <TestAccountMark /> : null;
  if (intent.kind === 'truemoney' && intent.pay_to) {
    return (
      <div className="space-y-3">
        {testMark}
        <TrueMoneyDetails
          payTo={intent.pay_to}
          amount={amount}
          payAmount={intent.pay_amount.toFixed(2)}
          reference={intent.reference}
        />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {testMark}
      {intent.qr_svg && (
        <figure className="space-y-2 text-center">
          <img
            src={intent.qr_svg}
            alt={paymentTh.qrAlt(amount)}
            width={240}
            height={240}
            className="mx-auto size-60 rounded-xl bg-white p-2"
          />
          <figcaption className="text-base text-muted">{paymentTh.scanQr}</figcaption>
        </figure>
      )}
      <dl className="divide-y divide-ink-700 rounded-xl border border-ink-600 bg-ink-900/60 px-4">
        <Row label={paymentTh.payExactly} value={amount} copy={intent.pay_amount.toFixed(2)} />
        {intent.pay_to && (
          <>
            <Row
              label={paymentTh.payToAccount}
              value={intent.pay_to.bank_name ?? intent.pay_to.account_name}
            />
            <Row
              label={paymentTh.accountNo}
              value={intent.pay_to.account_no}
              copy={intent.pay_to.account_no}
            />
            <Row label={paymentTh.accountName} value={intent.pay_to.account_name} />
          </>
        )}
        <Row label={paymentTh.reference} value={intent.reference} copy={intent.reference} />
      </dl>
      {intent.pay_to && <p className="text-base text-gold-300">{paymentTh.exactAmountNote}</p>}
    </div>
  );
}
