import type { BoCapAlertsQuery } from '@ug99/contract';
import { pageCapAlerts } from '../alerts/queries.ts';
import type { LottoOperatorContext } from './context.ts';
import { alertView } from './views.ts';

/**
 * Near-cap alerts of rounds still taking bets, newest first (docs/BACKOFFICE.md#lotto): each with
 * the number as it stands now and what it would pay if it won; the screen closes the number or
 * reduces its rate through setNumberRule.
 */
export async function listCapAlerts(ctx: LottoOperatorContext, q: BoCapAlertsQuery) {
  const { total, rows } = await pageCapAlerts(ctx.db, await ctx.agentId(), ctx.clock.now(), {
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { total, page: q.page, page_size: q.page_size, items: rows.map(alertView) };
}
