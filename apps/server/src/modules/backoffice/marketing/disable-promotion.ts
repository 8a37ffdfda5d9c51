import { AppError } from '#http/app-error.ts';
import { disablePromotion as disableAgentPromotion, findPromotion } from '#promotions';
import type { OperationsContext, Operator } from '../operations/context.ts';
import type { MarketingDeps } from './marketing-deps.ts';
import { promotionView } from './views.ts';

/**
 * Switches a promotion off as `promotion:disable` does: it can no longer be received, members already
 * playing it keep their terms. Again changes nothing and writes no second audit row.
 */
export async function disablePromotion(
  ctx: OperationsContext,
  deps: MarketingDeps,
  operator: Operator,
  id: number,
) {
  const agentId = await ctx.agentId();
  const switched = await ctx.db.transaction(async (tx) => {
    const row = await disableAgentPromotion(tx, agentId, id);
    if (row) {
      await deps.audit(tx, operator, {
        ip: operator.ip,
        action: 'promotion:disable',
        targetType: 'promotion',
        targetId: id,
        before: { active: true },
        after: { active: false },
        detail: { title: row.title },
      });
    }
    return row;
  });
  if (switched) {
    await deps.contentChanged();
    return { changed: true, promotion: promotionView(switched) };
  }
  const row = await findPromotion(ctx.db, agentId, id);
  if (!row) throw new AppError('BO_PROMOTION_NOT_FOUND');
  return { changed: false, promotion: promotionView(row) };
}
