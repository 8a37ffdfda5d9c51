import { z } from 'zod';
import { couponCode, couponRewardKind } from '../coupons.ts';
import {
  CONTENT_IMAGE_MESSAGE,
  CONTENT_LINK_MESSAGE,
  CONTENT_LINK_PATTERN,
  isContentLinkShape,
  SITE_PATH_PATTERN,
} from '../content-links.ts';
import { gameCategory, notificationType, promotion } from '../content.ts';
import { BO_PAGE_SIZE_DEFAULT, BO_PAGE_SIZE_MAX, pageOf } from './operations.ts';

/**
 * The back office's marketing screens (docs/BACKOFFICE.md#marketing): the site's content (banners, the
 * announcement dialog's notifications, the event images), promotions and coupons. Amounts are baht with 2
 * decimals on the wire (satang in the database), times ISO 8601 with an offset, lists paged by the server.
 * Every message a form shows comes from these schemas, in Thai.
 */

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(BO_PAGE_SIZE_MAX).default(BO_PAGE_SIZE_DEFAULT);

function sortOf<const F extends string>(fields: readonly F[], fallback: F | `-${F}`) {
  const values = fields.flatMap((f) => [f, `-${f}`] as const) as [F | `-${F}`, ...(F | `-${F}`)[]];
  return z.enum(values).default(fallback as never);
}

/** `all` lists switched-off rows too. */
export const MARKETING_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
const statusFilter = z.enum(MARKETING_STATUS_FILTERS).default('all');

const text = (name: string, max: number) =>
  z
    .string({ error: `กรุณากรอก${name}` })
    .trim()
    .min(1, { error: `กรุณากรอก${name}`, abort: true })
    .max(max, { error: `${name}ยาวไม่เกิน ${max} ตัวอักษร` });

/** A link on the site: a site path or an https address (docs/rules/content.md#links-and-images). */
const contentLink = (name: string) =>
  text(name, 500)
    .regex(CONTENT_LINK_PATTERN, { error: CONTENT_LINK_MESSAGE })
    .refine(isContentLinkShape, { error: CONTENT_LINK_MESSAGE });

/** An image: a path on the site, e.g. `/media/…` (docs/rules/content.md#links-and-images). */
const contentImage = (name: string) =>
  text(name, 500).regex(SITE_PATH_PATTERN, { error: CONTENT_IMAGE_MESSAGE });

const sortOrder = z
  .number({ error: 'ลำดับการแสดงต้องเป็นตัวเลข' })
  .int({ error: 'ลำดับการแสดงต้องเป็นจำนวนเต็ม' })
  .min(0, { error: 'ลำดับการแสดงต้องไม่ติดลบ' })
  .max(999_999, { error: 'ลำดับการแสดงมากเกินไป' });

/** A moment with its offset, e.g. `2026-12-31T23:59:00+07:00`. */
const moment = (name: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? `กรุณาเลือก${name}` : `${name}ไม่ถูกต้อง`),
  });

/** Baht with at most 2 decimals, from 0 (or from 0.01 when `positive`). */
const baht = (name: string, positive = false) =>
  z
    .number({ error: `กรุณากรอก${name}เป็นตัวเลข` })
    .min(positive ? 0.01 : 0, { error: positive ? `${name}ต้องมากกว่า 0` : `${name}ต้องไม่ติดลบ` })
    .max(10_000_000, { error: `${name}มากเกินไป` })
    .multipleOf(0.01, { error: `${name}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });

// ---- Content: banners, notifications, events (docs/BACKOFFICE.md#marketing) ----

export const contentListQuery = z.object({
  status: statusFilter,
  page,
  page_size: pageSize,
  sort: sortOf(['sort_order', 'created_at', 'title'] as const, 'sort_order'),
});

const contentRow = {
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  sort_order: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
};

export const boBanner = z.object({ ...contentRow, link: z.string().nullable() });
export const boNotification = z.object({ ...contentRow, type: notificationType, description: z.string() });
export const boEvent = z.object(contentRow);
export const boBannerPage = pageOf(boBanner);
export const boNotificationPage = pageOf(boNotification);
export const boEventPage = pageOf(boEvent);

const contentFields = {
  title: text('ชื่อ', 200),
  image: contentImage('รูปภาพ'),
  sort_order: sortOrder.default(0),
  /** Shown on the site at once when true; a switched-off row stays in the back office's list. */
  active: z.boolean().default(true),
};

export const bannerRequest = z.object({
  ...contentFields,
  link: contentLink('ลิงก์').nullable().default(null),
});
export const notificationRequest = z.object({
  ...contentFields,
  type: z.enum(notificationType.options, { error: 'กรุณาเลือกประเภทประกาศ' }),
  description: text('รายละเอียด', 2000),
});
export const eventRequest = z.object(contentFields);

/** Thai names of the announcement dialog's notification types. */
export const NOTIFICATION_TYPE_NAMES: Record<z.infer<typeof notificationType>, string> = {
  announcement: 'ประกาศ',
  promotion: 'โปรโมชั่น',
  maintenance: 'ปิดปรับปรุงระบบ',
};

// ---- Promotions (docs/PROMOTIONS.md#operator-commands) ----

export const promotionListQuery = z.object({
  status: statusFilter,
  page,
  page_size: pageSize,
  sort: sortOf(['created_at', 'sort_order', 'title'] as const, '-created_at'),
});

export const boPromotion = promotion.omit({ agent_code: true }).extend({
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export const boPromotionPage = pageOf(boPromotion);

/** A rate with at most 2 decimals (a percent or a turnover multiplier). */
const rate = (name: string, max: number) =>
  z
    .number({ error: `กรุณากรอก${name}เป็นตัวเลข` })
    .min(0, { error: `${name}ต้องไม่ติดลบ` })
    .max(max, { error: `${name}ต้องไม่เกิน ${max}` })
    .multipleOf(0.01, { error: `${name}มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง` });

export const addPromotionRequest = z
  .object({
    title: text('ชื่อโปรโมชั่น', 200),
    image: contentImage('รูปภาพ'),
    description: text('รายละเอียด', 2000),
    type: z.enum(promotion.shape.type.options, { error: 'กรุณาเลือกประเภทโปรโมชั่น' }),
    min_deposit: baht('ยอดฝากขั้นต่ำ'),
    bonus_percent: rate('โบนัส (%)', 1000),
    bonus_cap: baht('โบนัสสูงสุด'),
    turnover_multiplier: rate('ยอดเทิร์น (เท่า)', 1000),
    categories: z
      .array(gameCategory, { error: 'กรุณาเลือกประเภทเกม' })
      .min(1, { error: 'กรุณาเลือกประเภทเกมอย่างน้อย 1 ประเภท' })
      .max(gameCategory.options.length)
      .refine((c) => new Set(c).size === c.length, { error: 'ประเภทเกมซ้ำกัน' }),
    /** Null: no cap on what may be withdrawn once the turnover is met. */
    max_withdraw: baht('ถอนได้สูงสุด', true).nullable().default(null),
    per_member_limit: z
      .number({ error: 'กรุณากรอกจำนวนครั้งต่อสมาชิก' })
      .int({ error: 'จำนวนครั้งต่อสมาชิกต้องเป็นจำนวนเต็ม' })
      .min(1, { error: 'จำนวนครั้งต่อสมาชิกต้องอย่างน้อย 1' })
      .max(999_999, { error: 'จำนวนครั้งต่อสมาชิกมากเกินไป' })
      .default(1),
    starts_at: moment('เวลาเริ่ม').nullable().default(null),
    ends_at: moment('เวลาสิ้นสุด').nullable().default(null),
    sort_order: sortOrder.default(0),
  })
  .refine((p) => !p.starts_at || !p.ends_at || Date.parse(p.ends_at) > Date.parse(p.starts_at), {
    error: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม',
    path: ['ends_at'],
  });

export const disablePromotionResult = z.object({ changed: z.boolean(), promotion: boPromotion });

/** Thai names of the promotion types. */
export const PROMOTION_TYPE_NAMES: Record<z.infer<typeof promotion.shape.type>, string> = {
  first_deposit: 'ฝากครั้งแรก',
  daily_deposit: 'ฝากรายวัน',
  deposit_bonus: 'โบนัสเงินฝาก',
  cashback: 'คืนยอดเสีย',
};

// ---- Coupons (docs/rules/coupons.md#operator) ----

export const couponListQuery = z.object({
  /** Part of the code. */
  q: z.string().trim().max(32).optional(),
  page,
  page_size: pageSize,
  sort: sortOf(['created_at', 'code', 'valid_until', 'redeemed'] as const, '-created_at'),
});

export const boCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  reward_kind: couponRewardKind,
  /** Baht for credit (free-credit wallet), whole points or free wheel spins otherwise. */
  reward_amount: z.number(),
  quota: z.number().int(),
  /** How many members have redeemed it. */
  redeemed: z.number().int(),
  valid_from: z.string(),
  valid_until: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export const boCouponPage = pageOf(boCoupon);

export const addCouponRequest = z
  .object({
    code: couponCode,
    reward_kind: z.enum(couponRewardKind.options, { error: 'กรุณาเลือกประเภทรางวัล' }),
    /** Baht (2 decimals) for credit; a whole number of points or spins otherwise. */
    reward_amount: z
      .number({ error: 'กรุณากรอกจำนวนรางวัลเป็นตัวเลข' })
      .positive({ error: 'จำนวนรางวัลต้องมากกว่า 0' })
      .max(10_000_000, { error: 'จำนวนรางวัลมากเกินไป' })
      .multipleOf(0.01, { error: 'จำนวนรางวัลมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
    quota: z
      .number({ error: 'กรุณากรอกจำนวนสิทธิ์เป็นตัวเลข' })
      .int({ error: 'จำนวนสิทธิ์ต้องเป็นจำนวนเต็ม' })
      .min(1, { error: 'จำนวนสิทธิ์ต้องอย่างน้อย 1' })
      .max(999_999_999, { error: 'จำนวนสิทธิ์มากเกินไป' }),
    /** Null: from now. */
    valid_from: moment('เวลาเริ่มใช้').nullable().default(null),
    valid_until: moment('เวลาที่ใช้ได้ถึง'),
  })
  .refine((c) => c.reward_kind === 'credit' || Number.isInteger(c.reward_amount), {
    error: 'พอยท์และจำนวนครั้งหมุนวงล้อต้องเป็นจำนวนเต็ม',
    path: ['reward_amount'],
  })
  .refine((c) => !c.valid_from || Date.parse(c.valid_until) > Date.parse(c.valid_from), {
    error: 'เวลาที่ใช้ได้ถึงต้องอยู่หลังเวลาเริ่มใช้',
    path: ['valid_until'],
  });

/** Thai names of the coupon rewards. */
export const COUPON_REWARD_NAMES: Record<z.infer<typeof couponRewardKind>, string> = {
  credit: 'เครดิตฟรี (บาท)',
  points: 'พอยท์',
  spins: 'หมุนวงล้อฟรี (ครั้ง)',
};

export type ContentListQuery = z.infer<typeof contentListQuery>;
export type BoBanner = z.infer<typeof boBanner>;
export type BoNotification = z.infer<typeof boNotification>;
export type BoEvent = z.infer<typeof boEvent>;
export type BannerRequest = z.infer<typeof bannerRequest>;
export type NotificationRequest = z.infer<typeof notificationRequest>;
export type EventRequest = z.infer<typeof eventRequest>;
export type PromotionListQuery = z.infer<typeof promotionListQuery>;
export type BoPromotion = z.infer<typeof boPromotion>;
export type AddPromotionRequest = z.infer<typeof addPromotionRequest>;
export type CouponListQuery = z.infer<typeof couponListQuery>;
export type BoCoupon = z.infer<typeof boCoupon>;
export type AddCouponRequest = z.infer<typeof addCouponRequest>;
