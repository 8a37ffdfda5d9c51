import { ERRORS, MEMBER_PROMOTION_STATUS_LABELS, satangToBaht } from '@ug99/contract';
import type { MemberPromotion, Promotion } from '@ug99/contract';
import { fromHundredths } from '#shared/numbers.ts';
import type { MemberPromotionRow, PromotionRow } from './queries.ts';
import type { Refusal } from './rules.ts';

/** The API's view of a promotion: baht and plain numbers at the edge (docs/rules/principles.md#money-is-integer-satang). */
export function toPromotion(row: PromotionRow, agentCode: string): Promotion {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    description: row.description,
    type: row.type,
    min_deposit: satangToBaht(row.minDepositSatang),
    bonus_percent: fromHundredths(row.bonusPercentHundredths),
    bonus_cap: satangToBaht(row.bonusCapSatang),
    turnover_multiplier: fromHundredths(row.turnoverMultiplierHundredths),
    categories: row.categories,
    max_withdraw: row.maxWithdrawSatang === null ? null : satangToBaht(row.maxWithdrawSatang),
    per_member_limit: row.perMemberLimit,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    agent_code: agentCode,
  };
}

export function toMemberPromotion(
  row: MemberPromotionRow,
  title: string,
  reference: string,
): MemberPromotion {
  return {
    id: row.id,
    promotion_id: row.promotionId,
    title,
    deposit_reference: reference,
    status: row.status,
    status_label: MEMBER_PROMOTION_STATUS_LABELS[row.status],
    deposit: satangToBaht(row.depositSatang),
    bonus: satangToBaht(row.bonusSatang),
    required_turnover: satangToBaht(row.requiredTurnoverSatang),
    released: satangToBaht(row.releasedSatang),
    forfeited: satangToBaht(row.forfeitedSatang),
    note: row.note,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
  };
}

/** The Thai sentence a refusal is told with: its own (with the figure it names) or the table's. */
export function refusalMessage(refusal: Refusal): string {
  return refusal.message ?? ERRORS[refusal.key].message;
}
