import type { LottoRoundStatus } from '@ug99/contract';
import { LIST_LIMIT, roundOrFail, siteAgentId } from './round-deps.ts';
import type { RoundDeps } from './round-deps.ts';
import { listRoundRows } from './queries.ts';
import { roundView } from './round-views.ts';

/** Without a status: the rounds still to bet on (open, then scheduled) by close; with one, newest first. */
export async function listPublicRounds(
  deps: RoundDeps,
  query: { category_id?: number | undefined; status?: LottoRoundStatus | undefined },
) {
  const now = deps.clock.now();
  const upcoming = query.status === undefined || query.status === 'open' || query.status === 'scheduled';
  const rows = await listRoundRows(deps.db, {
    agentId: await siteAgentId(deps),
    categoryId: query.category_id,
    statuses: query.status === undefined ? ['open', 'scheduled'] : [query.status],
    closingAfter: upcoming ? now : undefined,
    newestFirst: !upcoming,
    limit: LIST_LIMIT,
  });
  return rows.map((r) => roundView(r, now));
}

/** One round of the site's agent. */
export async function showPublicRound(deps: RoundDeps, roundId: number) {
  return roundView(await roundOrFail(deps, roundId), deps.clock.now());
}
