import { z } from 'zod';
import { boPointsAdjustResult, boPollCreated, boQuest, boShopItem, boWheel } from './engagement.ts';
import { boApproval, boLottoRatesResult } from './lotto.ts';
import { boCoupon, boPromotion } from './marketing.ts';
import type { OperatorRole } from './roles.ts';
import { backofficeCall } from './define.ts';
import { valueCreatedQuery, valueCreatedReport } from './value-created.ts';

/**
 * Operator-created value (docs/rules/value-controls.md): every operator path that creates member value,
 * in one list. A path with `capped` has two caps finance sets (the per-action cap and the per-operator
 * daily cap, Bangkok days); what passes one becomes a four-eyes request that finance or an admin approves.
 * Money is baht with 2 decimals at this edge, points and spins whole numbers.
 */

export const VALUE_CONTROL_KEYS = [
  'balance_adjust',
  'points_adjust',
  'shop_credit',
  'coupon_credit',
  'coupon_points',
  'coupon_spins',
  'wheel_prizes',
  'wheel_points',
  'wheel_spins',
  'promotion_terms',
  'quest_rewards',
  'quest_points',
  'quest_spins',
  'lotto_rates',
  'poll_spins',
  'vip_bonus',
] as const;
export const valueControlKey = z.enum(VALUE_CONTROL_KEYS);
export type ValueControlKey = z.infer<typeof valueControlKey>;

/** `rate`: a lotto payout in baht per baht staked, 2 decimals (stored as hundredths, like satang). */
export type ValueUnit = 'baht' | 'points' | 'spins' | 'rate';

export type ValueControl = {
  key: string;
  /** Thai name, as the back office shows it. */
  name: string;
  /** Who may create the value (admin always). */
  roles: readonly OperatorRole[];
  unit: ValueUnit;
  /** What one action is measured by, in Thai. */
  per_action: string;
  /**
   * Whether the server caps the path. Every path the back office can change is capped; the others are
   * changed only by the deployment (its configuration or database), never by a back-office role, and
   * `outside` says where (docs/rules/value-controls.md#paths).
   */
  capped: boolean;
  outside?: string;
};

/**
 * Every operator path that creates member value. The capped ones are keyed by VALUE_CONTROL_KEYS; the
 * others have no back-office path and say where they are changed (docs/rules/value-controls.md#paths).
 */
export const VALUE_CONTROLS: readonly ValueControl[] = [
  {
    key: 'balance_adjust',
    name: 'ปรับยอดเงินสมาชิก',
    roles: ['finance'],
    unit: 'baht',
    per_action: 'ยอดรวมที่ผู้ใช้งานคนเดียวปรับให้สมาชิกคนเดียวใน 24 ชั่วโมง (ทั้งเพิ่มและลด)',
    capped: true,
  },
  {
    key: 'points_adjust',
    name: 'ปรับพอยท์สมาชิก',
    roles: ['marketing', 'finance'],
    unit: 'points',
    per_action: 'พอยท์รวมที่ผู้ใช้งานคนเดียวให้สมาชิกคนเดียวใน 24 ชั่วโมง',
    capped: true,
  },
  {
    key: 'shop_credit',
    name: 'สินค้าเครดิตในร้านแลกพอยท์',
    roles: ['marketing'],
    unit: 'baht',
    per_action: 'เครดิตต่อชิ้นของสินค้า',
    capped: true,
  },
  {
    key: 'coupon_credit',
    name: 'คูปองเครดิตฟรี',
    roles: ['marketing'],
    unit: 'baht',
    per_action: 'เครดิตต่อสิทธิ์ × จำนวนสิทธิ์',
    capped: true,
  },
  {
    key: 'coupon_points',
    name: 'คูปองพอยท์',
    roles: ['marketing'],
    unit: 'points',
    per_action: 'พอยท์ต่อสิทธิ์ × จำนวนสิทธิ์',
    capped: true,
  },
  {
    key: 'coupon_spins',
    name: 'คูปองหมุนวงล้อฟรี',
    roles: ['marketing'],
    unit: 'spins',
    per_action: 'จำนวนครั้งต่อสิทธิ์ × จำนวนสิทธิ์',
    capped: true,
  },
  {
    key: 'wheel_prizes',
    name: 'รางวัลเครดิตวงล้อ',
    roles: ['marketing'],
    unit: 'baht',
    per_action: 'เครดิตรางวัลที่ตั้งใหม่ เพิ่มขึ้น หรือเปิดใช้ในการบันทึกวงล้อครั้งเดียว (รวมทุกช่อง)',
    capped: true,
  },
  {
    key: 'wheel_points',
    name: 'รางวัลพอยท์วงล้อ',
    roles: ['marketing'],
    unit: 'points',
    per_action: 'พอยท์รางวัลที่ตั้งใหม่ เพิ่มขึ้น หรือเปิดใช้ในการบันทึกวงล้อครั้งเดียว (รวมทุกช่อง)',
    capped: true,
  },
  {
    key: 'wheel_spins',
    name: 'รางวัลหมุนฟรีวงล้อ',
    roles: ['marketing'],
    unit: 'spins',
    per_action: 'จำนวนหมุนฟรีที่ตั้งใหม่ เพิ่มขึ้น หรือเปิดใช้ในการบันทึกวงล้อครั้งเดียว (รวมทุกช่อง)',
    capped: true,
  },
  {
    key: 'promotion_terms',
    name: 'โบนัสโปรโมชั่นฝากเงิน',
    roles: ['marketing'],
    unit: 'baht',
    per_action: 'โบนัสสูงสุดต่อการฝากของโปรโมชั่นใหม่',
    capped: true,
  },
  {
    key: 'quest_rewards',
    name: 'รางวัลเครดิตภารกิจ',
    roles: ['marketing'],
    unit: 'baht',
    per_action: 'เครดิตรางวัลต่อครั้งที่สำเร็จของภารกิจที่เพิ่มใหม่ เพิ่มรางวัล หรือเปิดใช้',
    capped: true,
  },
  {
    key: 'quest_points',
    name: 'รางวัลพอยท์ภารกิจ',
    roles: ['marketing'],
    unit: 'points',
    per_action: 'พอยท์รางวัลต่อครั้งที่สำเร็จของภารกิจที่เพิ่มใหม่ เพิ่มรางวัล หรือเปิดใช้',
    capped: true,
  },
  {
    key: 'quest_spins',
    name: 'รางวัลหมุนฟรีภารกิจ',
    roles: ['marketing'],
    unit: 'spins',
    per_action: 'จำนวนหมุนฟรีต่อครั้งที่สำเร็จของภารกิจที่เพิ่มใหม่ เพิ่มรางวัล หรือเปิดใช้',
    capped: true,
  },
  {
    key: 'lotto_rates',
    name: 'อัตราจ่ายหวย',
    roles: ['lotto'],
    unit: 'rate',
    per_action: 'อัตราจ่ายต่อบาทที่เพิ่มขึ้นในการบันทึกครั้งเดียว (รวมทุกประเภทการแทง)',
    capped: true,
  },
  {
    key: 'poll_spins',
    name: 'รางวัลหมุนฟรีของโพล',
    roles: ['marketing'],
    unit: 'spins',
    per_action: 'จำนวนผู้ชนะ × จำนวนหมุนฟรีต่อผู้ชนะ ของโพลใหม่',
    capped: true,
  },
  {
    key: 'vip_bonus',
    name: 'โบนัสรายเดือนของระดับ VIP',
    roles: [],
    unit: 'baht',
    per_action: 'โบนัสรายเดือนต่อสมาชิกที่เพิ่มขึ้นในการบันทึกสิทธิประโยชน์ของระดับ VIP ครั้งเดียว',
    capped: true,
  },
  {
    key: 'affiliate_rates',
    name: 'อัตราค่าคอมมิชชันพันธมิตร',
    roles: [],
    unit: 'rate',
    per_action: 'อัตราต่อระดับและประเภทเกม',
    capped: false,
    outside: 'ไม่มีในระบบหลังบ้าน: ค่าเริ่มต้นจากระบบ แก้ได้เฉพาะผู้ดูแลฐานข้อมูลของระบบ (ตาราง affiliate_rates)',
  },
  {
    key: 'cashback_rates',
    name: 'อัตราคืนยอดเสีย/คืนยอดเล่น',
    roles: [],
    unit: 'rate',
    per_action: 'อัตราต่อประเภท',
    capped: false,
    outside: 'ไม่มีในระบบหลังบ้าน: ตั้งในค่าระบบตอนติดตั้ง (CASHBACK_LOSS_RATE_BP, CASHBACK_TURNOVER_RATES_BP)',
  },
];

/** A cap's two limits: null means the path has none of that kind. */
export const boValueCap = z.object({
  key: valueControlKey,
  name: z.string(),
  unit: z.enum(['baht', 'points', 'spins', 'rate']),
  roles: z.array(z.string()),
  per_action_label: z.string(),
  /** Baht or baht per baht (2 decimals), or whole points / spins. */
  per_action: z.number(),
  per_operator_day: z.number(),
  /** Who set it last and when; null while the default holds. */
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BoValueCap = z.infer<typeof boValueCap>;
export const boValueCaps = z.object({
  caps: z.array(boValueCap),
  /** The paths no back-office role can change, and where they are changed (docs/rules/value-controls.md#paths). */
  outside: z.array(z.object({ key: z.string(), name: z.string(), where: z.string() })),
});
export type BoValueCaps = z.infer<typeof boValueCaps>;

const capAmount = z
  .number({ error: 'กรุณากรอกเป็นตัวเลข' })
  .positive({ error: 'ต้องมากกว่า 0' })
  .max(100_000_000, { error: 'มากเกินไป (ไม่เกิน 100,000,000)' })
  .multipleOf(0.01, { error: 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง' });
export const boValueCapUpdate = z
  .object({ per_action: capAmount, per_operator_day: capAmount })
  .refine((v) => v.per_operator_day >= v.per_action, {
    error: 'วงเงินต่อวันต้องไม่น้อยกว่าวงเงินต่อครั้ง',
    path: ['per_operator_day'],
  });
export type BoValueCapUpdate = z.infer<typeof boValueCapUpdate>;
/** A path's key; one the list does not cap is BO_VALUE_CAP_UNKNOWN (a business answer, not a 400). */
export const boValueCapParams = z.object({ key: z.string().trim().min(1).max(40) });

/** What a capped action answers when it passed a cap: the four-eyes request it became. */
export const boValueRequested = z.object({ approval: boApproval });
export type BoValueRequested = z.infer<typeof boValueRequested>;
/** Done at once, or (past a cap) the request: the answers of the capped calls. */
export const boPointsAdjustOutcome = z.union([boPointsAdjustResult, boValueRequested]);
export const boShopItemOutcome = z.union([boShopItem, boValueRequested]);
export const boCouponOutcome = z.union([boCoupon, boValueRequested]);
export const boWheelSaveOutcome = z.union([boWheel, boValueRequested]);
export const boPromotionOutcome = z.union([boPromotion, boValueRequested]);
export const boQuestOutcome = z.union([boQuest, boValueRequested]);
export const boPollOutcome = z.union([boPollCreated, boValueRequested]);
export type BoPollOutcome = z.infer<typeof boPollOutcome>;
export const boLottoRatesOutcome = z.union([boLottoRatesResult, boValueRequested]);
export type BoQuestOutcome = z.infer<typeof boQuestOutcome>;
export type BoLottoRatesOutcome = z.infer<typeof boLottoRatesOutcome>;
export type BoPromotionOutcome = z.infer<typeof boPromotionOutcome>;
export type BoWheelSaveOutcome = z.infer<typeof boWheelSaveOutcome>;
export type BoPointsAdjustOutcome = z.infer<typeof boPointsAdjustOutcome>;
export type BoShopItemOutcome = z.infer<typeof boShopItemOutcome>;
export type BoCouponOutcome = z.infer<typeof boCouponOutcome>;
/** Whether a capped call's answer is a four-eyes request rather than the thing done. */
export const isValueRequest = (v: object): v is BoValueRequested => 'approval' in v;

export * from './value-created.ts';

/** The caps and the report (docs/BACKOFFICE.md#value-created-by-operators). */
export const valueControlCalls = {
  caps: backofficeCall('GET /api/backoffice/value-caps', {
    roles: ['finance', 'marketing', 'lotto'],
    summary: 'วงเงินการสร้างมูลค่าให้สมาชิกของผู้ใช้งาน',
    response: boValueCaps,
  }),
  setCap: backofficeCall('POST /api/backoffice/value-caps/:key', {
    roles: ['finance'],
    summary: 'ตั้งวงเงินต่อครั้งและต่อวันของช่องทางหนึ่ง',
    params: boValueCapParams,
    body: boValueCapUpdate,
    response: boValueCaps,
  }),
  valueCreated: backofficeCall('GET /api/backoffice/reports/value-created', {
    roles: ['finance'],
    summary: 'มูลค่าที่ผู้ใช้งานสร้างให้สมาชิก รายวันและรายผู้ใช้งาน',
    query: valueCreatedQuery,
    response: valueCreatedReport,
  }),
  /** A CSV file, not an envelope. */
  valueCreatedCsv: backofficeCall('GET /api/backoffice/reports/value-created.csv', {
    roles: ['finance'],
    summary: 'ส่งออกมูลค่าที่ผู้ใช้งานสร้างให้สมาชิกเป็น CSV',
    query: valueCreatedQuery,
  }),
} as const;
