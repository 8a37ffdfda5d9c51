import type { CashbackKind, CashbackRules } from '@ug99/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { th } from '@/th.ts';
import { cashbackTh } from '../th.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Pagination } from '@/shared/ui/pagination.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useHistory } from '../api/get-history.ts';
import { useCashbackRules } from '../api/get-rules.ts';
import { GuestPrompt } from './guest-prompt.tsx';
import { PeriodCard } from './period-card.tsx';

const t = cashbackTh;

function MemberPeriods({ kind }: { kind: CashbackKind }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { data, isPending, isError } = useHistory(kind, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Card title={t.historyTitle}>
      {isPending ? (
        <Skeleton className="h-40" />
      ) : isError && !data ? (
        <p role="alert" className="text-base text-red-100">
          {th.app.loadFailed}
        </p>
      ) : data && data.rows.length > 0 ? (
        <div className="space-y-3">
          <div className="space-y-3">
            {data.rows.map((period) => (
              <PeriodCard key={period.period} kind={kind} period={period} />
            ))}
          </div>
          <Pagination page={page} pages={pages} onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
        </div>
      ) : (
        <p className="text-base text-muted">{t.empty}</p>
      )}
    </Card>
  );
}

/**
 * /cashback and /winloss: the rules with the server's numbers for everyone; for members, their periods
 * with figures, state and the claim button (docs/rules/cashback.md).
 */
export function RebatePage({
  kind,
  heading,
  intro,
  rulesCard,
}: {
  kind: CashbackKind;
  heading: string;
  intro: string;
  rulesCard: (rules: CashbackRules | undefined) => ReactNode;
}) {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const { data: rules } = useCashbackRules();
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-white">{heading}</h1>
        <p className="text-base text-muted">{intro}</p>
      </div>
      {isLoggedIn ? <MemberPeriods kind={kind} /> : <GuestPrompt />}
      {rulesCard(rules)}
      {isLoggedIn && (
        <Link to="/member/winloss" className="inline-block text-base text-gold-300 underline">
          {t.winlossLink}
        </Link>
      )}
    </div>
  );
}
