import { z } from 'zod';
import { vipLevel } from './account.ts';

/**
 * What the VIP levels give (docs/rules/vip.md): an extra lotto discount, a cashback rate bonus and a
 * monthly bonus of free credit, per level as the operator set them. Rates are basis points of a percent
 * in the server (100 = 1%) and percent with 2 decimals at this edge; money is baht with 2 decimals.
 */

/** The most a level may add to a lotto line's discount, in basis points (20%). */
export const VIP_LOTTO_EXTRA_MAX_BP = 2_000;
/** A line's discount with the VIP extra never passes this (90%, the category discount's own ceiling). */
export const VIP_LOTTO_DISCOUNT_MAX_BP = 9_000;
/** The most a level may add to a cashback rate, in basis points (10%). */
export const VIP_CASHBACK_BONUS_MAX_BP = 1_000;
/** The largest monthly bonus a level may pay each member, in baht. */
export const VIP_MONTHLY_BONUS_MAX_BAHT = 100_000;

/** Thai names of the levels, as the member site and the back office show them. */
export const VIP_LEVEL_NAMES = { 0: 'สมาชิกทั่วไป', 1: 'สมาชิกระดับโกลด์', 2: 'สมาชิกระดับฮีโร่' } as const;
/** The levels that have terms: guest is every account, so it gives nothing (docs/rules/vip.md#terms). */
export const VIP_PAYING_LEVELS = [1, 2] as const;

export const vipTermsView = z.object({
  /** Points of a percent added to a lotto line's discount at the category's rate. */
  lotto_discount_extra_percent: z.number(),
  /** Points of a percent added to the loss and the turnover cashback rates. */
  cashback_bonus_percent: z.number(),
  /** Free credit each Bangkok month, in baht. */
  monthly_bonus: z.number(),
});
export type VipTermsView = z.infer<typeof vipTermsView>;

/** `GET /api/vip/status`: the member's level, what it gives, and how far the next one is. */
export const vipStatus = z.object({
  level: vipLevel,
  terms: vipTermsView,
  /** Lifetime deposits and turnover (stakes), baht, from the kept totals. */
  deposits: z.number(),
  turnover: z.number(),
  /** The next level and what it needs (either threshold reaches it); null at the highest level. */
  next: z
    .object({
      level: vipLevel,
      deposit_threshold: z.number(),
      turnover_threshold: z.number(),
      deposit_to_go: z.number(),
      turnover_to_go: z.number(),
      terms: vipTermsView,
    })
    .nullable(),
  /** The Bangkok month's bonus, once paid: its amount; null before it is paid or when the level pays none. */
  month_bonus_paid: z.number().nullable(),
});
export type VipStatus = z.infer<typeof vipStatus>;
