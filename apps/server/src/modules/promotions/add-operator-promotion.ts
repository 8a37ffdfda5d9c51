import { bahtToSatang } from '@ug99/contract';
import type { AddPromotionRequest, BoPromotion } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import { addPromotion } from './operator.ts';
import { promotionView } from './operator-promotion-view.ts';

/** Baht or a rate with 2 decimals as integer hundredths, through the decimal string, never a float product. */
const hundredths = (value: number) => Number(bahtToSatang(value));

/**
 * A new promotion from the back office's form, switched on, with its `promotion:add` audit row (the command
 * line's action) in the caller's transaction (docs/BACKOFFICE.md#marketing). Run by the marketing operator
 * within the caps, or by the approver of a `promotion.add` request; the caller clears the content caches
 * after the commit.
 */
export async function addOperatorPromotion(
  tx: Db,
  agentId: number,
  operator: ActingOperator,
  input: AddPromotionRequest,
  detail: Record<string, unknown> = {},
): Promise<BoPromotion> {
  const row = await addPromotion(tx, {
    agentId,
    title: input.title,
    image: input.image,
    description: input.description,
    type: input.type,
    minDepositSatang: bahtToSatang(input.min_deposit),
    bonusPercentHundredths: hundredths(input.bonus_percent),
    bonusCapSatang: bahtToSatang(input.bonus_cap),
    turnoverMultiplierHundredths: hundredths(input.turnover_multiplier),
    categories: input.categories,
    maxWithdrawSatang: input.max_withdraw === null ? null : bahtToSatang(input.max_withdraw),
    perMemberLimit: input.per_member_limit,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    sortOrder: input.sort_order,
  });
  const after = promotionView(row);
  await operator.audit(tx, {
    action: 'promotion:add',
    targetType: 'promotion',
    targetId: row.id,
    after,
    ...(Object.keys(detail).length > 0 ? { detail } : {}),
  });
  return after;
}
