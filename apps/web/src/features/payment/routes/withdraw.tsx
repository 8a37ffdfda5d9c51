import { th } from '@/th.ts';
import { paymentTh } from '../th.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useWithdrawList } from '../api/get-withdraw-list.ts';
import { PaymentTabs } from '../components/payment-tabs.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { RowsSkeleton, WithdrawRequests } from '../components/withdraw-requests.tsx';

/** /member/withdraw (payment layout, members only): the withdrawable balance, the form and the requests. */
export function Component() {
  const { data, isPending } = useWithdrawList();
  return (
    <div className="space-y-5">
      <PaymentTabs />
      <div>
        <h1 className="text-2xl font-bold text-white">{paymentTh.withdrawHeading}</h1>
        <p className="text-base text-muted">
          {data?.auto_approval ? paymentTh.withdrawIntroAuto : paymentTh.withdrawIntro}
        </p>
      </div>
      <div className="rounded-2xl border border-gold-600/40 bg-linear-to-r from-ink-800 to-red-700/25 p-4">
        <p className="text-base text-muted">{paymentTh.withdrawable}</p>
        <p aria-live="polite" className="text-3xl font-bold text-gold-400 tabular-nums">
          {data ? formatTHB(data.withdrawable) : <Skeleton className="my-1 h-8 w-40" />}
        </p>
        <p className="text-sm text-muted">{paymentTh.withdrawableNote}</p>
      </div>
      {isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : !data ? (
        <p
          role="alert"
          className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
        >
          {th.app.loadFailed}
        </p>
      ) : data.has_pending ? (
        // One pending request at a time (docs/rules/payments.md#withdrawals): the form would only be refused,
        // so it waits.
        <p
          role="status"
          className="rounded-xl border border-gold-500/60 bg-gold-500/10 px-4 py-3 text-base text-gold-300"
        >
          {paymentTh.pendingExists}
        </p>
      ) : (
        <Card title={paymentTh.withdrawHeading}>
          <WithdrawForm list={data} />
        </Card>
      )}
      <section aria-labelledby="requests-heading" className="space-y-3">
        <h2 id="requests-heading" className="section-heading">
          {paymentTh.requestsHeading}
        </h2>
        {isPending ? (
          <RowsSkeleton />
        ) : (
          data && <WithdrawRequests rows={data.rows} expectedMinutes={data.expected_minutes} />
        )}
      </section>
    </div>
  );
}
