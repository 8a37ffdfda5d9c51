import { z } from 'zod';
import { lottoBetType, lottoResultNumbers, lottoRoundStatus } from '../lotto.ts';
import {
  adjustMemberResult,
  boIdParams,
  BO_PAGE_SIZE_DEFAULT,
  BO_PAGE_SIZE_MAX,
  pageOf,
} from './operations.ts';

/**
 * The back office's lotto screens (categories and rates, rounds, results, number limits, void) and
 * four-eyes approvals (docs/BACKOFFICE.md#lotto, #four-eyes-approval). Amounts are baht with 2 decimals,
 * rates baht paid per 1 baht staked (2 decimals), times ISO 8601; lists are paged by the server.
 */

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(BO_PAGE_SIZE_MAX).default(BO_PAGE_SIZE_DEFAULT);
const reason = z.string().trim().min(1, 'กรุณาระบุเหตุผล').max(500);
const digitsOf = (n: number, label: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${n}}$`), `${label}ต้องเป็นตัวเลข ${n} หลัก`);

// ---- Categories and rates ----

export const boLottoRate = z.object({
  bet_type: lottoBetType,
  /** Baht paid per 1 baht staked. */
  rate: z.number(),
  min: z.number(),
  max: z.number(),
  /** Stake across members on one number before the over-cap rule applies. */
  number_cap: z.number(),
  /** The rate above the cap; 0 refuses the excess. */
  over_cap_rate: z.number(),
  /** Whole percent off the stake of a line at the rate, and at a reduced rate (docs/rules/lotto.md#discounts). */
  discount_percent: z.number().int(),
  reduced_discount_percent: z.number().int(),
});
export const boLottoCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** The Thai government lottery: its result names every prize and needs a second operator's approval. */
  government: z.boolean(),
  cancel_before_seconds: z.number().int(),
  member_number_cap: z.number().nullable(),
  rates: z.array(boLottoRate),
});
export const boLottoCategories = z.object({ items: z.array(boLottoCategory) });

/**
 * One bet type's row as the operator saves it: rate and over-cap rate in baht per 1 baht (2 decimals),
 * amounts in whole baht (a bill's amounts are whole baht, so every win is an exact number of satang).
 * The schema takes any number in range; the server checks the rest (rate above 0 with 2 decimals, whole
 * baht above 0, min ≤ max, over-cap rate ≤ rate, discounts whole percents 0–90, the category's bet types) and names the field in Thai.
 */
const rateNumber = z.number().min(-1_000_000).max(1_000_000);
const bahtNumber = z.number().min(-1_000_000_000).max(1_000_000_000);
export const boLottoRateInput = z.object({
  bet_type: lottoBetType,
  rate: rateNumber,
  min: bahtNumber,
  max: bahtNumber,
  number_cap: bahtNumber,
  /** 0 refuses the stake above the cap. */
  over_cap_rate: rateNumber,
  /** Whole percent, 0 to 90 (the server says so in Thai). */
  discount_percent: z.number().min(-1000).max(1000),
  reduced_discount_percent: z.number().min(-1000).max(1000),
});
export type BoLottoRateInput = z.infer<typeof boLottoRateInput>;
/** Every bet type the category offers, saved together. */
export const boLottoRatesRequest = z.object({
  rates: z.array(boLottoRateInput).min(1).max(8),
});
export type BoLottoRatesRequest = z.infer<typeof boLottoRatesRequest>;
export const boLottoCategoryParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, 'ไม่พบประเภทหวยนี้'),
});
export const boLottoRatesResult = z.object({ category: boLottoCategory, changed: z.boolean() });

// ---- Rounds ----

export const boLottoRoundsQuery = z.object({
  status: lottoRoundStatus.optional(),
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
  page,
  page_size: pageSize,
  sort: z.enum(['close_at', '-close_at', 'id', '-id']).default('-close_at'),
});
export const boLottoRound = z.object({
  id: z.number().int(),
  category: z.string(),
  category_name: z.string(),
  government: z.boolean(),
  title: z.string(),
  draw_date: z.string(),
  open_at: z.string(),
  close_at: z.string(),
  status: lottoRoundStatus,
  result: lottoResultNumbers.nullable(),
  void_reason: z.string().nullable(),
  pending_bills: z.number().int(),
  /** Stakes of the round's bills that still count (not cancelled, not refunded). */
  stake: z.number(),
});
export const boLottoRoundPage = pageOf(boLottoRound);

export const boAddRoundRequest = z.object({
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, 'เลือกประเภทหวย'),
  /** ISO 8601 with a zone (the screen sends the Bangkok time it shows). */
  close_at: z.iso.datetime({ offset: true, message: 'ระบุเวลาปิดรับให้ถูกต้อง' }),
  title: z.string().trim().max(120).optional(),
});
export const boRoundResult = z.object({ round: boLottoRound, changed: z.boolean() });

export const boVoidRoundRequest = z.object({ reason });
export const boVoidRoundResult = z.object({
  round: boLottoRound,
  changed: z.boolean(),
  refunded_bills: z.number().int(),
  refunded: z.number(),
});

// ---- Result entry ----

/** A government result (first, front3, back3, two) or any other category's (top3, bottom2). */
export const boResultInput = z
  .object({
    first: digitsOf(6, 'รางวัลที่ 1 ').optional(),
    front3: z.array(digitsOf(3, 'เลขหน้า 3 ตัว ')).length(2, 'เลขหน้า 3 ตัวมี 2 รางวัล').optional(),
    back3: z.array(digitsOf(3, 'เลขท้าย 3 ตัว ')).length(2, 'เลขท้าย 3 ตัวมี 2 รางวัล').optional(),
    two: digitsOf(2, 'เลขท้าย 2 ตัว ').optional(),
    top3: digitsOf(3, '3 ตัวบน ').optional(),
    bottom2: digitsOf(2, '2 ตัวล่าง ').optional(),
  })
  .strict();
export type BoResultInput = z.infer<typeof boResultInput>;

export const boResultPreview = z.object({
  round: boLottoRound,
  result: lottoResultNumbers,
  bills: z.number().int(),
  lines: z.number().int(),
  winning_bills: z.number().int(),
  winning_lines: z.number().int(),
  /** Baht the result would pay now, summed the way settlement pays it. */
  payout: z.number(),
  by_type: z.array(
    z.object({
      bet_type: lottoBetType,
      lines: z.number().int(),
      stake: z.number(),
      winning_lines: z.number().int(),
      payout: z.number(),
    }),
  ),
  /** Whether entering it needs a second operator (the government lottery). */
  needs_approval: z.boolean(),
});

// ---- Four-eyes approvals ----

export const APPROVAL_KINDS = [
  'member.adjust',
  'lotto.result',
  'points.adjust',
  'shop.item',
  'coupon.add',
  'wheel.segments',
  'promotion.add',
  'quest.save',
  'lotto.rates',
  'poll.add',
  'withdraw.rules',
] as const;
export const approvalKind = z.enum(APPROVAL_KINDS);
export type ApprovalKind = z.infer<typeof approvalKind>;
export const APPROVAL_KIND_NAMES: Record<ApprovalKind, string> = {
  'member.adjust': 'ปรับยอดเงินสมาชิกเกินวงเงิน',
  'lotto.result': 'กรอกผลหวยรัฐบาล',
  'points.adjust': 'ปรับพอยท์สมาชิกเกินวงเงิน',
  'shop.item': 'สินค้าเครดิตเกินวงเงิน',
  'coupon.add': 'คูปองเกินวงเงิน',
  'wheel.segments': 'รางวัลวงล้อเกินวงเงิน',
  'promotion.add': 'โปรโมชั่นเกินวงเงิน',
  'quest.save': 'รางวัลภารกิจเกินวงเงิน',
  'lotto.rates': 'เพิ่มอัตราจ่ายหวยเกินวงเงิน',
  'poll.add': 'รางวัลโพลเกินวงเงิน',
  'withdraw.rules': 'ผ่อนกฎอนุมัติถอนอัตโนมัติ',
};
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const approvalStatus = z.enum(APPROVAL_STATUSES);
export const APPROVAL_STATUS_NAMES: Record<z.infer<typeof approvalStatus>, string> = {
  pending: 'รออนุมัติ',
  approved: 'อนุมัติแล้ว',
  rejected: 'ไม่อนุมัติ',
};

export const boApproval = z.object({
  id: z.number().int(),
  kind: approvalKind,
  subject: z.string(),
  /** What the screen shows of the request: the member and amount, or the round and result. */
  summary: z.string(),
  payload: z.record(z.string(), z.unknown()),
  requested_by: z.string(),
  requested_by_id: z.number().int(),
  requested_at: z.string(),
  status: approvalStatus,
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  /** Whether the operator reading may decide it (another operator, with a role for its kind). */
  may_decide: z.boolean(),
});
export type BoApproval = z.infer<typeof boApproval>;
export const boApprovalsQuery = z.object({
  status: approvalStatus.default('pending'),
  kind: approvalKind.optional(),
  page,
  page_size: pageSize,
});
export const boApprovalPage = pageOf(boApproval);
export const boApprovalDetail = z.object({
  approval: boApproval,
  /** For a result: what it would pay now, recomputed when read. */
  preview: boResultPreview.nullable(),
});
export const boRejectApprovalRequest = z.object({ reason });
export const boApprovalDecision = z.object({ approval: boApproval });

/** Entering a result: done (and settled), or a request waiting for a second operator. */
export const boEnterResultOutcome = z.object({
  round: boLottoRound,
  changed: z.boolean(),
  settlement: z
    .object({ bills: z.number().int(), winning_bills: z.number().int(), paid: z.number() })
    .nullable(),
  approval: boApproval.nullable(),
});

/** An adjustment: done, or (above the finance limit) a request waiting for a second operator. */
export const boAdjustOutcome = adjustMemberResult
  .extend({ transfer_id: z.number().int().nullable(), balance_after: z.number().nullable() })
  .extend({ approval: boApproval.nullable() });
export type BoAdjustOutcome = z.infer<typeof boAdjustOutcome>;

// ---- Number limits ----

export const boNumbersQuery = z.object({
  bet_type: lottoBetType.optional(),
  number: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/)
    .optional(),
  page,
  page_size: pageSize,
  sort: z.enum(['staked', '-staked', 'number', '-number']).default('-staked'),
});
export const boNumberStake = z.object({
  bet_type: lottoBetType,
  number: z.string(),
  /** Baht already staked on the number across members. */
  staked: z.number(),
  category_rate: z.number().nullable(),
  category_cap: z.number().nullable(),
  closed: z.boolean(),
  /** The number's reduced rate, or null for the category's. */
  rate: z.number().nullable(),
  /** The number's own cap, or null for the category's. */
  cap: z.number().nullable(),
});
export const boNumberStakePage = pageOf(boNumberStake);
export const boNumberRuleRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('close'), bet_type: lottoBetType, number: z.string().regex(/^\d{1,3}$/) }),
  z.object({ action: z.literal('open'), bet_type: lottoBetType, number: z.string().regex(/^\d{1,3}$/) }),
  z.object({
    action: z.literal('rate'),
    bet_type: lottoBetType,
    number: z.string().regex(/^\d{1,3}$/),
    rate: z.number().positive('อัตราจ่ายต้องมากกว่า 0').multipleOf(0.01).max(100_000),
  }),
  z.object({
    action: z.literal('cap'),
    bet_type: lottoBetType,
    number: z.string().regex(/^\d{1,3}$/),
    cap: z.number().positive('วงเงินรับต้องมากกว่า 0').multipleOf(0.01).max(1_000_000_000),
  }),
]);
export type BoNumberRuleRequest = z.infer<typeof boNumberRuleRequest>;
export const boNumberRuleResult = z.object({ item: boNumberStake, changed: z.boolean() });

export const boRoundParams = boIdParams;

// ---- Near-cap alerts (docs/BACKOFFICE.md#lotto) ----

export const boCapAlertsQuery = z.object({ page, page_size: pageSize });
export const boCapAlert = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  round_title: z.string(),
  category: z.string(),
  category_name: z.string(),
  close_at: z.string(),
  bet_type: lottoBetType,
  number: z.string(),
  /** 80, 90 or 100: the percent of the cap this alert is for. */
  threshold: z.number().int(),
  /** The cap (baht) when the threshold was reached, and what was staked then. */
  cap: z.number(),
  staked_at_alert: z.number(),
  alerted_at: z.string(),
  /** The number now: staked across members, its rule and rates. */
  staked: z.number(),
  closed: z.boolean(),
  /** The number's own (reduced) rate, or null for the category's. */
  rate: z.number().nullable(),
  category_rate: z.number().nullable(),
  /** Baht the number's pending lines would pay if it won (each line at its own rate). */
  exposure: z.number(),
});
export const boCapAlertPage = pageOf(boCapAlert);
export type BoCapAlert = z.infer<typeof boCapAlert>;
export type BoCapAlertsQuery = z.infer<typeof boCapAlertsQuery>;

export type BoLottoCategory = z.infer<typeof boLottoCategory>;
export type BoLottoRound = z.infer<typeof boLottoRound>;
export type BoLottoRoundsQuery = z.infer<typeof boLottoRoundsQuery>;
export type BoResultPreview = z.infer<typeof boResultPreview>;
export type BoEnterResultOutcome = z.infer<typeof boEnterResultOutcome>;
export type BoNumberStake = z.infer<typeof boNumberStake>;
export type BoNumbersQuery = z.infer<typeof boNumbersQuery>;
export type BoApprovalsQuery = z.infer<typeof boApprovalsQuery>;
export type BoApprovalDetail = z.infer<typeof boApprovalDetail>;

/** Who may decide each kind of request (admin always may). */
export const APPROVAL_ROLES: Record<ApprovalKind, readonly ('finance' | 'lotto')[]> = {
  'member.adjust': ['finance'],
  'lotto.result': ['lotto'],
  // Operator-created value past its cap (docs/rules/value-controls.md#four-eyes): finance decides.
  'points.adjust': ['finance'],
  'shop.item': ['finance'],
  'coupon.add': ['finance'],
  'wheel.segments': ['finance'],
  'promotion.add': ['finance'],
  'quest.save': ['finance'],
  'lotto.rates': ['finance'],
  'poll.add': ['finance'],
  // Loosening the automatic approval of withdrawals (docs/rules/payments.md#automatic-approval).
  'withdraw.rules': ['finance'],
};
