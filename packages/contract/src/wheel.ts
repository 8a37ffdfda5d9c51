import { z } from 'zod';
import { rowIdParam } from './ids.ts';

/**
 * The prize wheel's calls (docs/ENGAGEMENT.md "Prize wheel", docs/rules/wheel.md). Tab 1 is the free-spin
 * wheel, tab 2 the points wheel (spec §9). Credit amounts are baht with 2 decimals; points and spins are
 * whole numbers. The server draws the segment from the member's commitment (wheel-fairness.ts); the
 * browser animates to it and can recompute it once the seed is revealed.
 */

const id = rowIdParam;

export const WHEEL_TABS = [1, 2] as const;
export const wheelTab = z.union([z.literal(1), z.literal(2)]);
export type WheelTab = z.infer<typeof wheelTab>;

export const wheelPrizeKind = z.enum(['credit', 'points', 'spins', 'nothing']);
export type WheelPrizeKind = z.infer<typeof wheelPrizeKind>;

export const wheelSegment = z.object({
  segment_id: z.number().int(),
  /** Clockwise from the pointer at 12 o'clock. */
  position: z.number().int(),
  label: z.string(),
  image: z.string(),
  prize_kind: wheelPrizeKind,
  /** Baht for credit, whole points or spins otherwise, 0 for nothing. */
  prize_amount: z.number(),
  weight: z.number().int(),
});
export type WheelSegment = z.infer<typeof wheelSegment>;

export const wheelConfig = z.object({
  wheel_id: z.number().int(),
  tab: wheelTab,
  name: z.string(),
  segments: z.array(wheelSegment),
  /** The member's free spins (tab 1 spends them). */
  free_spins: z.number().int(),
  /** The member's points (tab 2 spends them). */
  points: z.number().int(),
  spin_cost_points: z.number().int(),
  /** A credited deposit of at least this much (baht) grants `spins_per_deposit` free spins. */
  deposit_min: z.number(),
  spins_per_deposit: z.number().int(),
  /** Spins of this wheel whose prize is not credited yet (the page was closed mid-spin), oldest first. */
  pending_spins: z.array(
    z.object({
      spin_id: z.number().int(),
      label: z.string(),
      prize_kind: wheelPrizeKind,
      prize_amount: z.number(),
    }),
  ),
});
export type WheelConfig = z.infer<typeof wheelConfig>;

/**
 * A client seed as sent; the server checks it against CLIENT_SEED_PATTERN and refuses it with
 * WHEEL_BAD_CLIENT_SEED, a Thai message the member can act on (the page checks it first too).
 */
export const wheelClientSeed = z.string().max(200);

export const wheelSpinRequest = z.object({
  /** The client's id for this spin; a retry with the same id answers the same spin. */
  request_id: z.uuid({ error: 'คำขอไม่ถูกต้อง กรุณาหมุนใหม่อีกครั้ง' }),
  /**
   * The browser's client seed, used only while the current commitment has none (its first spin); without
   * it that spin's request_id becomes the client seed. Changing it later is a rotation.
   */
  client_seed: wheelClientSeed.optional(),
});
export type WheelSpinRequest = z.infer<typeof wheelSpinRequest>;

export const wheelSpinStatus = z.enum(['pending', 'rewarded']);

export const wheelSpin = z.object({
  spin_id: z.number().int(),
  tab: wheelTab,
  segment_id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  prize_kind: wheelPrizeKind,
  prize_amount: z.number(),
  status: wheelSpinStatus,
  /** What the member holds after this spin (and, after reward, after its prize). */
  free_spins: z.number().int(),
  points: z.number().int(),
});
export type WheelSpin = z.infer<typeof wheelSpin>;

export const wheelRewardRequest = z.object({ spin_id: id });
export type WheelRewardRequest = z.infer<typeof wheelRewardRequest>;

export const wheelBoard = z.object({
  winners: z.array(
    z.object({
      /** The winner's phone, masked: 08x-xxx-5678. */
      member: z.string(),
      tab: wheelTab,
      label: z.string(),
      prize_kind: wheelPrizeKind,
      prize_amount: z.number(),
      rewarded_at: z.string(),
    }),
  ),
});
export type WheelBoard = z.infer<typeof wheelBoard>;

/** Bangkok wall-clock time with the Buddhist year, for the refusals below: "31/12/2568 23:59". */
function bangkokTime(at: string | Date): string {
  return new Intl.DateTimeFormat('th-TH', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(at));
}

/**
 * Messages that name a number or a date; the ERRORS table holds their generic form. Shared by the wheel,
 * polls and coupons (docs/rules/wheel.md#responsible-gaming).
 */
export const engagementMessages = {
  paused: (until: string | Date) =>
    `ท่านอยู่ในช่วงพักการเล่นหรือระงับการเล่นถึง ${bangkokTime(until)} น. ระหว่างนี้หมุนวงล้อ รับรางวัล ใช้คูปอง หรือร่วมโหวตไม่ได้`,
  noSpins: (depositMin: string) => `สิทธิ์หมุนวงล้อฟรีของท่านหมดแล้ว ฝากเงินตั้งแต่ ${depositMin} บาทขึ้นไป รับสิทธิ์หมุนฟรีเพิ่ม`,
  notEnoughPoints: (cost: number, held: number) =>
    `หมุนวงล้อพอยท์ครั้งละ ${cost.toLocaleString('th-TH')} พอยท์ ท่านมี ${held.toLocaleString('th-TH')} พอยท์`,
  couponExpired: (until: string | Date) => `คูปองนี้หมดอายุแล้วเมื่อ ${bangkokTime(until)} น.`,
  couponNotStarted: (from: string | Date) => `คูปองนี้เริ่มใช้ได้ ${bangkokTime(from)} น.`,
  pollNotOpen: (opens: string | Date) => `กิจกรรมโหวตนี้เปิดให้โหวต ${bangkokTime(opens)} น.`,
  pollNoQuota: (bahtPerVote: string) =>
    `สิทธิ์โหวตของท่านหมดแล้ว ฝากเงินระหว่างกิจกรรมทุก ${bahtPerVote} บาท รับสิทธิ์โหวตเพิ่ม 1 สิทธิ์`,
};
