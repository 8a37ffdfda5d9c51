import type { BoLottoRoundsQuery } from '@ug99/contract';
import { pageRounds } from '../rounds/operator-reads.ts';
import type { LottoOperatorContext } from './context.ts';
import { roundView } from './views.ts';

/** One page of the agent's rounds, by status and category. */
export async function listRounds(ctx: LottoOperatorContext, q: BoLottoRoundsQuery) {
  const { total, rows } = await pageRounds(ctx.db, {
    agentId: await ctx.agentId(),
    now: ctx.clock.now(),
    status: q.status,
    category: q.category,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
  });
  return { total, page: q.page, page_size: q.page_size, items: rows.map(roundView) };
}
