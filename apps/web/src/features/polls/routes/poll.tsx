import { useParams } from 'react-router';
import { pollsTh } from '../th.ts';
import { formatNumber, formatThaiDateTime, formatTHB } from '@/shared/format/index.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { Card } from '@/shared/ui/card.tsx';
import { usePollConfig, usePollQuota, usePollStats } from '../api/polls.ts';
import { PollChoices } from '../components/choices.tsx';
import { PollWinnersCard } from '../components/winners.tsx';
import { AuthPageLink } from '@/shared/ui/auth-page-link.tsx';

/**
 * /poll/{id} (the event image opens /poll/1, spec §9): the campaign, its choices and votes, the member's
 * quota and vote buttons, and after the draw the winners with the seed to check them.
 */
export function Component() {
  const pollId = Number(useParams().id ?? '1');
  const loggedIn = useUserStore((s) => s.isLoggedIn);
  const config = usePollConfig(pollId);
  const stats = usePollStats(pollId);
  const quota = usePollQuota(pollId, loggedIn && config.data !== undefined);

  if (config.isError) {
    return (
      <p className="rounded-2xl border border-ink-500 px-4 py-10 text-center text-lg text-white">
        {pollsTh.notFound}
      </p>
    );
  }
  const c = config.data;
  if (!c) return <div className="h-64 animate-pulse rounded-2xl bg-ink-700" />;

  return (
    <div className="space-y-5">
      {c.images[0] && (
        <img src={c.images[0]} alt="" width={800} height={300} className="w-full rounded-2xl" />
      )}
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-white">{c.title}</h1>
        <p className="text-base font-bold text-gold-400">{pollsTh.state[c.state]}</p>
        <p className="text-base text-muted">
          {pollsTh.window(formatThaiDateTime(c.opens_at), formatThaiDateTime(c.closes_at))}
        </p>
      </div>
      <Card title={pollsTh.detailsTitle}>
        <div className="space-y-2 text-base text-ink-100">
          <p>{c.description}</p>
          <p>{pollsTh.rule(formatTHB(c.baht_per_vote))}</p>
          <p>{pollsTh.prize(formatNumber(c.winner_count), formatNumber(c.prize_spins))}</p>
          {Object.entries(c.metadata).map(([key, value]) => (
            <p key={key}>{value}</p>
          ))}
        </div>
      </Card>
      {loggedIn
        ? quota.data && (
            <div className="rounded-2xl border border-gold-600/40 bg-ink-800 p-4" data-testid="poll-quota">
              <p className="text-lg font-bold text-white">
                {pollsTh.quota(formatNumber(quota.data.remaining), formatNumber(quota.data.quota))}
              </p>
              <p className="text-base text-muted">{pollsTh.deposited(formatTHB(quota.data.deposited))}</p>
              {quota.data.last_updated_quota && (
                <p className="text-sm text-muted">
                  {pollsTh.updatedAt(formatThaiDateTime(quota.data.last_updated_quota))}
                </p>
              )}
            </div>
          )
        : c.state === 'open' && (
            <AuthPageLink page="login" className="btn btn-gold w-full">
              {pollsTh.loginToVote}
            </AuthPageLink>
          )}
      <PollChoices config={c} stats={stats.data} canVote={loggedIn && quota.data?.can_vote === true} />
      <PollWinnersCard config={c} />
      <Card title={pollsTh.fairTitle}>
        <p className="text-sm text-muted">{pollsTh.seedHash}</p>
        {/* Random in every fresh database: the visual check paints it over. */}
        <p className="font-mono text-sm break-all text-ink-100" data-visual-mask>
          {c.seed_hash}
        </p>
      </Card>
    </div>
  );
}
