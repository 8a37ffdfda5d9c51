import type { FlaggedQueueQuery } from '@ug99/contract';
import type { PaymentOperatorContext } from './context.ts';
import { listFlaggedPage } from './rows.ts';
import { flaggedView } from './views.ts';

/** The flagged deposits queue, paged, filtered and sorted by the server. */
export async function listFlaggedQueue(ctx: PaymentOperatorContext, q: FlaggedQueueQuery) {
  const { total, rows } = await listFlaggedPage(ctx.db, await ctx.agentId(), q);
  return { total, page: q.page, page_size: q.page_size, items: rows.map(flaggedView) };
}
