import { z } from 'zod';
import { bahtToSatang } from '../money.ts';
import { questMetric, questPeriod, questRewardKind } from '../quests.ts';
import { shopItemKind } from '../shop.ts';
import { pollState } from '../polls.ts';
import { wheelPrizeKind } from '../wheel.ts';
import type { WheelPrizeKind } from '../wheel.ts';
import { BO_PAGE_SIZE_DEFAULT, BO_PAGE_SIZE_MAX, pageOf } from './operations.ts';

/**
 * The back office's engagement screens (docs/BACKOFFICE.md#engagement): quests, the prize wheel's
 * segments and report, the points shop and its redemptions, polls, and points adjustments. Money is baht
 * with 2 decimals at this edge; points, spins and counts are whole numbers.
 */

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(BO_PAGE_SIZE_MAX).default(BO_PAGE_SIZE_DEFAULT);
const reason = z.string().trim().min(1, 'กรุณาระบุเหตุผล').max(500);
const baht = z
  .number()
  .multipleOf(0.01, 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง')
  .max(10_000_000, 'จำนวนเงินมากเกินไป');
const whole = (max: number) => z.number().int('ต้องเป็นจำนวนเต็ม').max(max, `ต้องไม่เกิน ${max}`);
const code = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{3,40}$/, 'รหัสใช้ a–z, 0–9 และ _ ยาว 3–40 ตัว');
const activeFilter = z.enum(['all', 'active', 'inactive']).default('all');

// ---- The prize wheel's expected value (shared by the screen and the server) ----

/** One segment as the expected value needs it: amounts in the kind's smallest unit (satang for credit). */
export type WheelEvSegment = { weight: number; kind: string; amount: bigint; enabled?: boolean };

/**
 * The expected prize of one spin per kind, from the weights alone (docs/rules/wheel.md#report), as exact
 * integers in hundredths of the kind's unit (satang for credit), rounded down:
 * floor(100 × Σ weight × amount / Σ weight) over the segments switched on. The server's report and the
 * back office's wheel form both use this one function.
 */
export function wheelExpectedHundredths(segments: readonly WheelEvSegment[]): {
  credit: bigint;
  points: bigint;
  spins: bigint;
} {
  const on = segments.filter((s) => s.enabled !== false);
  const total = on.reduce((s, x) => s + BigInt(x.weight), 0n);
  const of = (kind: string) => {
    if (total === 0n) return 0n;
    const sum = on.filter((x) => x.kind === kind).reduce((s, x) => s + BigInt(x.weight) * x.amount, 0n);
    return (sum * 100n) / total;
  };
  return { credit: of('credit'), points: of('points'), spins: of('spins') };
}

/** A segment as the wheel form holds it: credit in baht, points and spins whole. */
export type WheelFormSegment = {
  weight: number;
  prize_kind: WheelPrizeKind;
  prize_amount: number;
  enabled: boolean;
};

/** The amount of a segment in its smallest unit: satang for credit, points or spins as they are. */
export function wheelAmountUnits(kind: WheelPrizeKind, amount: number): bigint {
  if (kind === 'nothing') return 0n;
  if (kind === 'credit') return bahtToSatang(amount);
  return BigInt(Math.trunc(amount));
}

/** Expected prize per spin as the screen shows it: baht (4 decimals), points and spins (2 decimals). */
export type WheelExpected = { credit_baht: number; points: number; spins: number };

export function wheelExpectedValue(segments: readonly WheelFormSegment[]): WheelExpected {
  const ev = wheelExpectedHundredths(
    segments.map((s) => ({
      weight: Number.isFinite(s.weight) ? Math.trunc(s.weight) : 0,
      kind: s.prize_kind,
      amount: Number.isFinite(s.prize_amount) ? wheelAmountUnits(s.prize_kind, s.prize_amount) : 0n,
      enabled: s.enabled,
    })),
  );
  return {
    credit_baht: Number(ev.credit) / 10_000,
    points: Number(ev.points) / 100,
    spins: Number(ev.spins) / 100,
  };
}

export const WHEEL_WEIGHT_MAX = 1_000_000;
export const WHEEL_TOTAL_WEIGHT_MAX = 10_000_000;

/**
 * Why a wheel's segments cannot be saved, in Thai, or null when they can: at least two segments switched
 * on, each weight a whole number from 1 to 1,000,000, the total at most 10,000,000, a prize other than
 * "nothing" worth more than 0 (credit with at most 2 decimals), "nothing" worth 0.
 */
export function wheelSegmentsProblem(segments: readonly WheelFormSegment[]): string | null {
  for (const [i, s] of segments.entries()) {
    const n = i + 1;
    if (!Number.isInteger(s.weight) || s.weight < 1 || s.weight > WHEEL_WEIGHT_MAX)
      return `ช่องที่ ${n}: น้ำหนักต้องเป็นจำนวนเต็ม 1 ถึง ${WHEEL_WEIGHT_MAX.toLocaleString('th-TH')}`;
    if (s.prize_kind === 'nothing') {
      if (s.prize_amount !== 0) return `ช่องที่ ${n}: ช่องไม่มีรางวัลต้องมีมูลค่า 0`;
      continue;
    }
    if (!Number.isFinite(s.prize_amount) || s.prize_amount <= 0) return `ช่องที่ ${n}: รางวัลต้องมีมูลค่ามากกว่า 0`;
    // 0.29 × 100 is 28.999…: a cent is judged with a tolerance far below half a satang.
    if (s.prize_kind === 'credit' && Math.abs(Math.round(s.prize_amount * 100) - s.prize_amount * 100) > 1e-6)
      return `ช่องที่ ${n}: เครดิตมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง`;
    if (s.prize_kind !== 'credit' && !Number.isInteger(s.prize_amount))
      return `ช่องที่ ${n}: พอยท์และสิทธิ์หมุนต้องเป็นจำนวนเต็ม`;
    if (s.prize_amount > 1_000_000) return `ช่องที่ ${n}: รางวัลมากเกินไป`;
  }
  const on = segments.filter((s) => s.enabled);
  if (on.length < 2) return 'วงล้อต้องเปิดใช้อย่างน้อย 2 ช่อง';
  const total = on.reduce((s, x) => s + x.weight, 0);
  if (total > WHEEL_TOTAL_WEIGHT_MAX)
    return `น้ำหนักรวมต้องไม่เกิน ${WHEEL_TOTAL_WEIGHT_MAX.toLocaleString('th-TH')}`;
  return null;
}

// ---- Quests ----

/** A quest's amounts: baht for deposit/turnover targets and credit rewards, whole numbers otherwise. */
const questValues = z.object({
  title: z.string().trim().min(1, 'กรุณาใส่ชื่อภารกิจ').max(120),
  description: z.string().trim().max(500),
  target: baht.positive('เป้าหมายต้องมากกว่า 0'),
  reward_kind: questRewardKind,
  reward_amount: baht.positive('รางวัลต้องมากกว่า 0'),
  sort_order: whole(10_000).min(0),
});

/**
 * Why a quest's amounts do not fit what it counts and pays, in Thai, or null: a bill or check-in count
 * is whole, and so are points and spins (baht have 2 decimals). The server answers BO_QUEST_INVALID.
 */
export function questAmountsProblem(v: {
  metric: string;
  target: number;
  reward_kind: string;
  reward_amount: number;
}): string | null {
  if (v.metric !== 'deposit' && v.metric !== 'turnover' && !Number.isInteger(v.target))
    return 'เป้าหมายแบบนับครั้งต้องเป็นจำนวนเต็ม';
  if (v.reward_kind !== 'credit' && !Number.isInteger(v.reward_amount))
    return 'รางวัลพอยท์และสิทธิ์หมุนต้องเป็นจำนวนเต็ม';
  return null;
}

export const boQuestCreate = questValues.extend({ code, period: questPeriod, metric: questMetric });
export const boQuestUpdate = questValues.extend({ active: z.boolean() });

const questShown = z.object({
  title: z.string(),
  description: z.string(),
  target: z.number(),
  reward_kind: questRewardKind,
  reward_amount: z.number(),
  active: z.boolean(),
  sort_order: z.number().int(),
});
export const boQuest = questShown.extend({
  id: z.number().int(),
  code: z.string(),
  period: questPeriod,
  metric: questMetric,
  /** What applies from the Bangkok date `from` (the quest's next period); null when nothing waits. */
  pending: questShown.extend({ from: z.string() }).nullable(),
  created_at: z.string(),
});
export const boQuestQuery = z.object({ page, page_size: pageSize, active: activeFilter });
export const boQuestPage = pageOf(boQuest);

// ---- The wheel ----

export const boWheelSegment = z.object({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  image: z.string(),
  prize_kind: wheelPrizeKind,
  /** Baht for credit, whole points or spins otherwise, 0 for nothing. */
  prize_amount: z.number(),
  weight: z.number().int(),
  enabled: z.boolean(),
});
const wheelExpected = z.object({ credit_baht: z.number(), points: z.number(), spins: z.number() });
export const boWheel = z.object({
  id: z.number().int(),
  tab: z.number().int(),
  name: z.string(),
  spin_cost_points: z.number().int(),
  segments: z.array(boWheelSegment),
  expected: wheelExpected,
});
export const boWheelList = z.object({ wheels: z.array(boWheel) });

export const boWheelSegmentsUpdate = z.object({
  /** Every segment of the wheel, each once: the wheel is saved whole so its weights stay one set. */
  segments: z
    .array(
      z.object({
        segment_id: z.number().int().min(1),
        label: z.string().trim().min(1, 'กรุณาใส่ชื่อช่อง').max(60),
        prize_kind: wheelPrizeKind,
        prize_amount: z.number().min(0).max(1_000_000),
        weight: z.number().int().min(1).max(WHEEL_WEIGHT_MAX),
        enabled: z.boolean(),
      }),
    )
    .min(2)
    .max(24),
});

/** `wheel:report`: expected prize per spin from the weights beside the observed average so far. */
export const boWheelReport = z.object({
  wheels: z.array(
    z.object({
      wheel_id: z.number().int(),
      tab: z.number().int(),
      name: z.string(),
      spins: z.number().int(),
      expected: z.object({ credit_baht: z.string(), points: z.string(), spins: z.string() }),
      observed: z.object({ credit_baht: z.string(), points: z.string(), spins: z.string() }),
      segments: z.array(
        z.object({
          position: z.number().int(),
          label: z.string(),
          weight: z.number().int(),
          expected_share: z.string(),
          observed: z.number().int(),
        }),
      ),
    }),
  ),
});

// ---- The points shop ----

const shopValues = z.object({
  name: z.string().trim().min(1, 'กรุณาใส่ชื่อสินค้า').max(120),
  description: z.string().trim().max(1000),
  image: z.string().trim().min(1, 'กรุณาใส่รูปสินค้า').max(500),
  price_points: whole(10_000_000).min(1, 'ราคาต้องอย่างน้อย 1 พอยท์'),
  /** Baht per unit for credit items; null for physical ones. */
  credit_amount: baht.positive('เครดิตต้องมากกว่า 0').nullable(),
  per_member_limit: whole(1_000_000).min(1).nullable(),
  sort_order: whole(10_000).min(0),
});
export const boShopItemCreate = shopValues
  .extend({ code, kind: shopItemKind, stock: whole(10_000_000).min(0) })
  .refine((v) => (v.kind === 'credit') === (v.credit_amount !== null), {
    path: ['credit_amount'],
    message: 'สินค้าเครดิตต้องระบุเครดิต สินค้าจัดส่งต้องไม่ระบุ',
  });
export const boShopItemUpdate = shopValues.extend({ active: z.boolean() });
/** Stock moves by a change (never set outright), so units redeemed meanwhile are not lost. */
export const boShopStockChange = z.object({
  change: z
    .number()
    .int('ต้องเป็นจำนวนเต็ม')
    .min(-10_000_000)
    .max(10_000_000)
    .refine((v) => v !== 0, 'กรุณาระบุจำนวนที่เพิ่มหรือลด'),
});

export const boShopItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  kind: shopItemKind,
  price_points: z.number().int(),
  credit_amount: z.number().nullable(),
  stock: z.number().int(),
  per_member_limit: z.number().int().nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export const boShopItemQuery = z.object({ page, page_size: pageSize, active: activeFilter });
export const boShopItemPage = pageOf(boShopItem);

export const boRedemptionQuery = z.object({
  status: z.enum(['pending', 'sent']).default('pending'),
  page,
  page_size: pageSize,
});
export const boRedemption = z.object({
  id: z.number().int(),
  created_at: z.string(),
  member_id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  item: z.string(),
  quantity: z.number().int(),
  status: z.string(),
});
export const boRedemptionPage = pageOf(boRedemption);
export const boRedemptionSentRequest = z.object({ note: z.string().trim().max(500).optional() });
export const boRedemptionSentResult = z.object({ id: z.number().int(), status: z.literal('sent') });

// ---- Polls ----

export const boPollCreate = z
  .object({
    title: z.string().trim().min(1, 'กรุณาใส่ชื่อโพล').max(200),
    description: z.string().trim().max(2000),
    choices: z
      .array(z.string().trim().min(1, 'ตัวเลือกต้องไม่ว่าง').max(100))
      .min(2, 'ต้องมีอย่างน้อย 2 ตัวเลือก')
      .max(20),
    /** ISO 8601 with an offset; absent opens it now. */
    opens_at: z.iso.datetime({ offset: true }).optional(),
    closes_at: z.iso.datetime({ offset: true }),
    baht_per_vote: baht.positive('ยอดฝากต่อสิทธิ์ต้องมากกว่า 0'),
    winner_count: whole(10_000).min(0),
    prize_spins: whole(1_000).min(0),
  })
  .refine((v) => !v.opens_at || Date.parse(v.closes_at) > Date.parse(v.opens_at), {
    path: ['closes_at'],
    message: 'เวลาปิดต้องหลังเวลาเปิด',
  });

export const boPollRow = z.object({
  id: z.number().int(),
  title: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  state: pollState,
  baht_per_vote: z.number(),
  winner_count: z.number().int(),
  prize_spins: z.number().int(),
  total_votes: z.number().int(),
  created_at: z.string(),
});
export const boPollQuery = z.object({ page, page_size: pageSize });
export const boPollPage = pageOf(boPollRow);
export const boPollDetail = z.object({
  poll: boPollRow.extend({ description: z.string(), seed_hash: z.string(), drawn_at: z.string().nullable() }),
  choices: z.array(
    z.object({ id: z.number().int(), label: z.string(), votes: z.number().int(), winning: z.boolean() }),
  ),
  winners: z.array(
    z.object({ rank: z.number().int(), member_id: z.number().int(), phone: z.string(), prize: z.string() }),
  ),
});
export const boPollCreated = z.object({ id: z.number().int(), seed_hash: z.string() });

// ---- Points ----

export const boPointsAdjustRequest = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^0\d{9}$/, 'เบอร์โทรต้องเป็นตัวเลข 10 หลักขึ้นต้นด้วย 0'),
  /** Whole points; negative takes back. Never zero. */
  points: z
    .number()
    .int('พอยท์ต้องเป็นจำนวนเต็ม')
    .min(-10_000_000)
    .max(10_000_000)
    .refine((v) => v !== 0, 'พอยท์ต้องไม่เป็น 0'),
  reason,
  /** The screen's id of this submission: the same id never adjusts twice. */
  request_id: z.uuid(),
});
export const boPointsAdjustResult = z.object({
  member_id: z.number().int(),
  transfer_id: z.number().int(),
  points: z.number().int(),
  replayed: z.boolean(),
});

export type BoQuest = z.infer<typeof boQuest>;
export type BoQuestCreate = z.infer<typeof boQuestCreate>;
export type BoQuestUpdate = z.infer<typeof boQuestUpdate>;
export type BoQuestQuery = z.infer<typeof boQuestQuery>;
export type BoWheel = z.infer<typeof boWheel>;
export type BoWheelSegment = z.infer<typeof boWheelSegment>;
export type BoWheelSegmentsUpdate = z.infer<typeof boWheelSegmentsUpdate>;
export type BoWheelReport = z.infer<typeof boWheelReport>;
export type BoShopItem = z.infer<typeof boShopItem>;
export type BoShopItemCreate = z.infer<typeof boShopItemCreate>;
export type BoShopItemUpdate = z.infer<typeof boShopItemUpdate>;
export type BoShopItemQuery = z.infer<typeof boShopItemQuery>;
export type BoRedemption = z.infer<typeof boRedemption>;
export type BoRedemptionQuery = z.infer<typeof boRedemptionQuery>;
export type BoPollCreate = z.infer<typeof boPollCreate>;
export type BoPollRow = z.infer<typeof boPollRow>;
export type BoPollDetail = z.infer<typeof boPollDetail>;
export type BoPointsAdjustRequest = z.infer<typeof boPointsAdjustRequest>;
