import { paymentTh } from '../th.ts';
import { DepositFlow } from '../components/deposit-flow.tsx';
import { PaymentTabs } from '../components/payment-tabs.tsx';

/** /member/deposit (payment layout, members only): the deposit flow as a page. */
export function Component() {
  return (
    <div className="space-y-5">
      <PaymentTabs />
      <div>
        <h1 className="text-2xl font-bold text-white">{paymentTh.depositHeading}</h1>
        <p className="text-base text-muted">{paymentTh.depositIntro}</p>
      </div>
      <DepositFlow />
    </div>
  );
}
