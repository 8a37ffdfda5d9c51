import { z } from 'zod';
import { promotion } from './content.ts';
import { rowId } from './ids.ts';

/**
 * Receiving a promotion, its live wagering progress, giving it up and the member's history
 * (docs/rules/promotions.md, docs/PROMOTIONS.md#promotions). Amounts are baht, times ISO 8601 in UTC.
 * The names of `activePromotion` are a contract other clients rely on: change them only with every client.
 */

/** A promotion below this balance (baht) ends: too little is left to play the turnover with. */
export const PROMOTION_END_BELOW_BAHT = 5;

/** How often the member's pages read the live progress again while they are visible, in ms. */
export const PROMOTION_PROGRESS_POLL_MS = 4_000;

export const promotionIdBody = z.object({ promotion_id: rowId });

/** GET /api/member/promotion/active: the member's one active promotion, or null. */
export const activePromotion = z.object({
  promotion,
  /** What the promotion wallet holds now. */
  locked_balance: z.number(),
  /** (deposit + bonus) × the turnover multiplier. */
  required_turnover: z.number(),
  /** Stakes from the promotion wallet on the promotion's categories since it started. */
  turnover: z.number(),
  /** required_turnover − turnover, never below 0. */
  remaining: z.number(),
  /** Null: no cap on what moves to main when the turnover is met. */
  max_withdraw: z.number().nullable(),
  started_at: z.string(),
});

/** GET /api/member/promotion/give_up: what giving up would do now, to show before the member confirms. */
export const giveUpPreview = z.object({
  promotion_id: z.number().int(),
  title: z.string(),
  locked_balance: z.number(),
  /** The deposit's share of the balance, returned to main. */
  returned: z.number(),
  /** The bonus's share, forfeited. */
  forfeited: z.number(),
});

/**
 * POST /api/member/promotion/give_up: `returned` is the amount the member saw; when the balance moved
 * since (a bet settled), the server refuses and the page shows the new figures.
 */
export const giveUpRequest = promotionIdBody.extend({ returned: z.number().nonnegative().max(100_000_000) });

export const memberPromotionStatus = z.enum(['active', 'completed', 'ended', 'given_up', 'refused']);
export type MemberPromotionStatus = z.infer<typeof memberPromotionStatus>;

export const MEMBER_PROMOTION_STATUS_LABELS: Record<MemberPromotionStatus, string> = {
  active: 'กำลังทำเทิร์น',
  completed: 'ทำเทิร์นครบแล้ว',
  ended: 'ยอดต่ำกว่า 5 บาท',
  given_up: 'ยกเลิกโปรโมชั่น',
  refused: 'ไม่ได้รับโปรโมชั่น',
};

/** One promotion the member received (or a deposit whose chosen promotion did not apply). */
export const memberPromotion = z.object({
  id: z.number().int(),
  promotion_id: z.number().int(),
  title: z.string(),
  /** The deposit it was applied to (or refused on), so the deposit page can say what became of it. */
  deposit_reference: z.string(),
  status: memberPromotionStatus,
  status_label: z.string(),
  deposit: z.number(),
  bonus: z.number(),
  required_turnover: z.number(),
  /** Moved to main when it ended (released, or the deposit's share on give-up). */
  released: z.number(),
  forfeited: z.number(),
  /** Why a chosen promotion was not applied, in Thai; null otherwise. */
  note: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});

export const memberPromotionHistory = z.array(memberPromotion);

export type ActivePromotion = z.infer<typeof activePromotion>;
export type GiveUpPreview = z.infer<typeof giveUpPreview>;
export type GiveUpRequest = z.infer<typeof giveUpRequest>;
export type MemberPromotion = z.infer<typeof memberPromotion>;
export type PromotionIdBody = z.infer<typeof promotionIdBody>;
