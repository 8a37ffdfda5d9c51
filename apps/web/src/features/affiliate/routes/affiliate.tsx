import { th } from '@/th.ts';
import { affiliateTh } from '../th.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useAffiliateConfig } from '../api/get-config.ts';
import { useAffiliateSummary } from '../api/get-summary.ts';
import { useAffiliateDaily } from '../api/get-transactions.ts';
import { CommissionChart } from '../components/commission-chart.tsx';
import { NetworkList } from '../components/network-list.tsx';
import { RatesTable } from '../components/rates-table.tsx';
import { RedeemForm } from '../components/redeem-form.tsx';
import { ReferralLinks } from '../components/referral-links.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TransactionsList } from '../components/transactions-list.tsx';
import { AuthPageLink } from '@/shared/ui/auth-page-link.tsx';

/**
 * /affiliate (docs/AFFILIATE.md#page): visitors see the programme and how to join (the footer links here
 * when logged out); members their links, figures, the 30-day chart, redemption, network and history.
 */
export function Component() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const config = useAffiliateConfig();
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-white">{affiliateTh.heading}</h1>
        <p className="text-base text-muted">{affiliateTh.intro}</p>
      </div>
      {isLoggedIn ? <MemberAffiliate /> : <GuestPrompt />}
      {config.data ? <RatesTable config={config.data} /> : <Skeleton className="h-56 w-full" />}
    </div>
  );
}

function GuestPrompt() {
  return (
    <div className="space-y-3 rounded-2xl border border-gold-600/40 bg-linear-to-r from-ink-800 to-red-700/25 p-4">
      <p className="text-lg font-bold text-white">{affiliateTh.guestTitle}</p>
      <p className="text-base text-muted">{affiliateTh.guestText}</p>
      <div className="grid grid-cols-2 gap-3">
        <AuthPageLink page="register" className="btn btn-gold">
          {affiliateTh.register}
        </AuthPageLink>
        <AuthPageLink page="login" className="btn border border-ink-500 bg-ink-700 text-white">
          {affiliateTh.login}
        </AuthPageLink>
      </div>
    </div>
  );
}

function MemberAffiliate() {
  const summary = useAffiliateSummary();
  const daily = useAffiliateDaily();
  if (summary.isPending) return <Skeleton className="h-96 w-full" />;
  if (!summary.data) {
    return (
      <p
        role="alert"
        className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
      >
        {th.app.loadFailed}
      </p>
    );
  }
  return (
    <>
      <ReferralLinks code={summary.data.referral_code} />
      <SummaryCards summary={summary.data} />
      {daily.data ? <CommissionChart daily={daily.data} /> : <Skeleton className="h-48 w-full" />}
      <RedeemForm summary={summary.data} />
      <NetworkList />
      <TransactionsList />
    </>
  );
}
