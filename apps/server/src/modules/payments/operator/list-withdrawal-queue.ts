import type { WithdrawalQueueQuery } from '@ug99/contract';
import type { PaymentOperatorContext } from './context.ts';
import { listWithdrawals } from './rows.ts';
import { withdrawalView } from './views.ts';

/** The withdrawals queue, paged, filtered and sorted by the server. */
export async function listWithdrawalQueue(ctx: PaymentOperatorContext, q: WithdrawalQueueQuery) {
  const { total, rows } = await listWithdrawals(ctx.db, await ctx.agentId(), q);
  return { total, page: q.page, page_size: q.page_size, items: rows.map(withdrawalView) };
}
