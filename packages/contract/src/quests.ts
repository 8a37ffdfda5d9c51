import { z } from 'zod';
import { rowId } from './ids.ts';

/**
 * Quests and the daily check-in (docs/ENGAGEMENT.md#quests-and-check-in, docs/rules/quests.md).
 * Money is baht at this edge; points are whole.
 */

/** Points paid by the check-in on streak day 1…7 (index 0 is day 1). */
export const CHECKIN_STREAK_POINTS = [5, 10, 15, 20, 25, 30, 50] as const;
export const CHECKIN_STREAK_DAYS = CHECKIN_STREAK_POINTS.length;

export const questPeriod = z.enum(['day', 'week']);
export const questMetric = z.enum(['deposit', 'turnover', 'lotto_bills', 'checkin_days']);
export const questRewardKind = z.enum(['points', 'credit', 'spins']);
export const questState = z.enum(['in_progress', 'claimable', 'claimed']);

export const quest = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  period: questPeriod,
  metric: questMetric,
  /** Baht for deposit and turnover, a count for lotto_bills and checkin_days. */
  target: z.number(),
  /** Same unit as target; may pass it. */
  progress: z.number(),
  reward_kind: questRewardKind,
  /** Points, or baht of free credit (wallet 3). */
  reward_amount: z.number(),
  state: questState,
  /** When the current day or week ends (ISO, UTC). */
  period_ends_at: z.string(),
});

export const checkinDay = z.object({
  day: z.number().int().min(1).max(CHECKIN_STREAK_DAYS),
  points: z.number().int(),
  done: z.boolean(),
});

export const checkinStatus = z.object({
  checked_in_today: z.boolean(),
  /** Today's streak day when checked in, else the day the next check-in will count as. */
  streak_day: z.number().int().min(1).max(CHECKIN_STREAK_DAYS),
  days: z.array(checkinDay),
});

export const questList = z.object({
  quests: z.array(quest),
  checkin: checkinStatus,
  /** Quests whose reward can be claimed now (the header star's badge); 0 while rewards are paused. */
  claimable: z.number().int(),
  /**
   * Set while the member is cooling off or self-excluded: no check-in or reward until then (ISO, UTC),
   * and nothing on the page urges them to play (docs/rules/quests.md#claiming).
   */
  paused_until: z.string().nullable(),
});

export const questRedeemRequest = z.object({
  quest_id: rowId,
});

export const questRedeemResult = z.object({
  quest_id: z.number().int(),
  reward_kind: questRewardKind,
  reward_amount: z.number(),
  /** The member's points balance after the claim. */
  point: z.number().int(),
});

export const checkinResult = z.object({
  streak_day: z.number().int().min(1).max(CHECKIN_STREAK_DAYS),
  points: z.number().int(),
  /** The member's points balance after the check-in. */
  point: z.number().int(),
});

export type QuestPeriod = z.infer<typeof questPeriod>;
export type QuestMetric = z.infer<typeof questMetric>;
export type QuestRewardKind = z.infer<typeof questRewardKind>;
export type QuestState = z.infer<typeof questState>;
export type Quest = z.infer<typeof quest>;
export type CheckinStatus = z.infer<typeof checkinStatus>;
export type QuestList = z.infer<typeof questList>;
export type QuestRedeemRequest = z.infer<typeof questRedeemRequest>;
export type QuestRedeemResult = z.infer<typeof questRedeemResult>;
export type CheckinResult = z.infer<typeof checkinResult>;
