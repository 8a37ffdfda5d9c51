import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import { disablePromotion } from './operator.ts';
import { findPromotion } from './operator-queries.ts';
import { promotionView } from './operator-promotion-view.ts';

/**
 * Switches a promotion off from the back office as `promotion:disable` does (docs/BACKOFFICE.md#marketing):
 * it can no longer be received, members already playing it keep their terms. Again changes nothing and
 * writes no second audit row; the content caches are cleared after a switch.
 */
export async function disableOperatorPromotion(
  db: Db,
  agentId: number,
  contentChanged: () => Promise<void>,
  operator: ActingOperator,
  id: number,
) {
  const switched = await db.transaction(async (tx) => {
    const row = await disablePromotion(tx, agentId, id);
    if (row) {
      await operator.audit(tx, {
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
    await contentChanged();
    return { changed: true, promotion: promotionView(switched) };
  }
  const row = await findPromotion(db, agentId, id);
  if (!row) throw new AppError('BO_PROMOTION_NOT_FOUND');
  return { changed: false, promotion: promotionView(row) };
}
