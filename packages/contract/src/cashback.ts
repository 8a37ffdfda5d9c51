import { z } from 'zod';
import { isoDate } from './account.ts';
import { formatBaht } from './messages.ts';
import { formatBangkokDateTime } from './responsible-gaming.ts';

/**
 * Loss and turnover rebates and the member's win/loss report (docs/rules/cashback.md,
 * docs/PROMOTIONS.md#cashback). Amounts are baht with 2 decimals, rates are percent with 2 decimals
 * (0.50 = 0.5 %), periods are Bangkok dates `YYYY-MM-DD`: a loss period is named by its Monday, a
 * turnover period by its day.
 */

export const CASHBACK_KINDS = ['loss', 'turnover'] as const;
export const cashbackKind = z.enum(CASHBACK_KINDS);
export type CashbackKind = z.infer<typeof cashbackKind>;

/** The categories the kept totals use; a rate exists for each one (freespin games are slots). */
export const CASHBACK_CATEGORIES = ['slot', 'casino', 'fishing', 'sport', 'lotto'] as const;
export const cashbackCategory = z.enum(CASHBACK_CATEGORIES);
export type CashbackCategory = z.infer<typeof cashbackCategory>;
export const CASHBACK_CATEGORY_LABELS: Record<CashbackCategory, string> = {
  slot: 'สล็อต',
  casino: 'คาสิโน',
  fishing: 'ยิงปลา',
  sport: 'กีฬา',
  lotto: 'หวย',
};

/**
 * open: the period is not over; claimable: over, a rebate is due and the window is open; claimed;
 * expired: the window closed unclaimed; none: over with nothing to rebate.
 */
export const CASHBACK_STATES = ['open', 'claimable', 'claimed', 'expired', 'none'] as const;
export const cashbackState = z.enum(CASHBACK_STATES);
export type CashbackState = z.infer<typeof cashbackState>;
export const CASHBACK_STATE_LABELS: Record<CashbackState, string> = {
  open: 'กำลังสะสม',
  claimable: 'รับได้',
  claimed: 'รับแล้ว',
  expired: 'หมดเวลารับ',
  none: 'ไม่มียอดคืน',
};

/** At most this many periods per history page. */
export const CASHBACK_HISTORY_PAGE_SIZE = 10;
/** A history query may span at most this many days (about a year). */
export const CASHBACK_HISTORY_MAX_DAYS = 370;
/** The win/loss report spans at most this many Bangkok days, both ends included. */
export const WINLOSS_MAX_DAYS = 93;

const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const cashbackHistoryQuery = z.object({
  page,
  /** Bangkok dates, both included; a loss week is listed when it overlaps them. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type CashbackHistoryQuery = z.infer<typeof cashbackHistoryQuery>;

/** The rules as the server applies them, so the pages explain the real numbers. */
export const cashbackRules = z.object({
  loss: z.object({
    rate_percent: z.number(),
    min_net_loss: z.number(),
    /** Null: no cap. */
    max_rebate: z.number().nullable(),
    claim_days: z.number().int(),
  }),
  turnover: z.object({
    rates_percent: z.record(cashbackCategory, z.number()),
    claim_days: z.number().int(),
  }),
});
export type CashbackRules = z.infer<typeof cashbackRules>;

const periodFields = {
  /** The loss week's Monday, or the turnover day. */
  period: z.string(),
  /** The period's first and last Bangkok date, both included. */
  start_date: z.string(),
  end_date: z.string(),
  state: cashbackState,
  rebate: z.number(),
  /** ISO instants: when the period ends (claims open) and when the claim window closes. */
  claimable_from: z.string(),
  claimable_until: z.string(),
  claimed_at: z.string().nullable(),
};

export const lossPeriod = z.object({
  ...periodFields,
  turnover: z.number(),
  wins: z.number(),
  /** Turnover − wins, 0 or more (a winning week has no loss). */
  net_loss: z.number(),
});
export type LossPeriod = z.infer<typeof lossPeriod>;

export const turnoverPeriod = z.object({
  ...periodFields,
  turnover: z.number(),
  categories: z.array(z.object({ category: cashbackCategory, turnover: z.number(), rebate: z.number() })),
});
export type TurnoverPeriod = z.infer<typeof turnoverPeriod>;

function historyPage<T extends z.ZodType>(row: T) {
  return z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    rows: z.array(row),
    rules: cashbackRules,
  });
}
export const lossHistory = historyPage(lossPeriod);
export const turnoverHistory = historyPage(turnoverPeriod);
export type LossHistory = z.infer<typeof lossHistory>;
export type TurnoverHistory = z.infer<typeof turnoverHistory>;

export const cashbackClaimRequest = z.object({
  kind: cashbackKind.default('loss'),
  period: isoDate,
});
export type CashbackClaimRequest = z.input<typeof cashbackClaimRequest>;

export const cashbackClaimResult = z.object({
  kind: cashbackKind,
  period: z.string(),
  amount: z.number(),
  claimed_at: z.string(),
  /** The main wallet's balance right after the credit. */
  balance: z.number(),
});
export type CashbackClaimResult = z.infer<typeof cashbackClaimResult>;

export const winlossQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type WinlossQuery = z.infer<typeof winlossQuery>;

/** Turnover is stakes less rollbacks and cancels; wins are payouts; net = wins − turnover. */
const figures = { turnover: z.number(), wins: z.number(), net: z.number() };
const categoryFigures = z.object({ category: cashbackCategory, ...figures });

export const winlossReport = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), categories: z.array(categoryFigures), ...figures })),
  categories: z.array(categoryFigures),
  total: z.object(figures),
});
export type WinlossReport = z.infer<typeof winlossReport>;

/** Refusals that name the value the member ran into (the ERRORS table has the generic text). */
export const cashbackMessages = {
  excluded: (until: string | Date) =>
    `ท่านอยู่ในช่วงพักการเล่นหรือหยุดเล่นถึง ${formatBangkokDateTime(until)} น. ระหว่างนี้รับยอดคืนไม่ได้`,
  expired: (until: string | Date) => `หมดเวลารับยอดคืนของงวดนี้แล้ว (รับได้ถึง ${formatBangkokDateTime(until)} น.)`,
  belowMinimum: (minBaht: number) => `งวดนี้ไม่มียอดคืน ยอดเสียสุทธิต้องถึง ${formatBaht(minBaht)} บาทขึ้นไป`,
  openUntil: (until: string | Date) => `งวดนี้ยังไม่สิ้นสุด รับยอดคืนได้ตั้งแต่ ${formatBangkokDateTime(until)} น.`,
};
