import type { BoNumbersQuery } from '@ug99/contract';
import { pageNumberStakes } from '../rounds/operator-reads.ts';
import { requireRound } from './context.ts';
import type { LottoOperatorContext } from './context.ts';
import { numberView } from './views.ts';

/** One page of a round's numbers with what is staked on each and the rules set on them. */
export async function listNumbers(ctx: LottoOperatorContext, roundId: number, q: BoNumbersQuery) {
  await requireRound(ctx, roundId);
  const { total, rows } = await pageNumberStakes(ctx.db, {
    roundId,
    betType: q.bet_type,
    number: q.number,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
  });
  return { total, page: q.page, page_size: q.page_size, items: rows.map(numberView) };
}
