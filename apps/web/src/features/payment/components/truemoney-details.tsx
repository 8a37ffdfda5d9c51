import type { PayTo } from '@ug99/contract';
import { paymentTh } from '../th.ts';
import { DetailRow as Row } from './detail-row.tsx';
import { formatWalletNumber } from './wallet-number.ts';

/**
 * A pending TrueMoney deposit (docs/PAYMENT-PAGES.md#truemoney): a wallet, not a bank account. The
 * wallet number and name come from the agent's TrueMoney account on the server; the steps are the
 * TrueMoney app's, with this intent's number and exact amount in them.
 */
export function TrueMoneyDetails({
  payTo,
  amount,
  payAmount,
  reference,
}: {
  payTo: PayTo;
  /** The exact amount, formatted. */
  amount: string;
  /** The exact amount as the app takes it: digits with two decimals. */
  payAmount: string;
  reference: string;
}) {
  const number = formatWalletNumber(payTo.account_no);
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl border border-orange-400/60 bg-ink-900/60">
        <p className="flex items-center gap-2 bg-orange-500/15 px-4 py-2 text-base font-bold text-orange-200">
          <WalletIcon />
          {paymentTh.truemoneyBadge}
        </p>
        <dl className="divide-y divide-ink-700 px-4">
          <Row label={paymentTh.walletNumber} value={number} copy={payTo.account_no.replace(/\D/g, '')} />
          <Row label={paymentTh.walletName} value={payTo.account_name} />
          <Row label={paymentTh.payExactly} value={amount} copy={payAmount} />
          <Row label={paymentTh.reference} value={reference} copy={reference} />
        </dl>
      </div>
      <section
        aria-labelledby="truemoney-steps"
        className="rounded-xl border border-ink-600 bg-ink-900/60 p-4"
      >
        <h3 id="truemoney-steps" className="mb-2 text-base font-bold text-white">
          {paymentTh.truemoneyStepsHeading}
        </h3>
        <ol className="list-decimal space-y-1 pl-5 text-base text-ink-100">
          {paymentTh.truemoneySteps(number, payTo.account_name, amount).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p className="text-base text-gold-300">{paymentTh.truemoneyExactNote}</p>
    </div>
  );
}

function WalletIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor">
      <rect x="3" y="6" width="18" height="13" rx="2.5" strokeWidth="2" />
      <path d="M3 10h18M16 14.5h2" strokeWidth="2" strokeLinecap="round" />
      <path d="M6 6l9-3 1.5 3" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
