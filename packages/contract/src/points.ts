import { z } from 'zod';
import { ledgerReason } from './ledger.ts';
import { formatBangkokDateTime } from './responsible-gaming.ts';

/**
 * Points (docs/ENGAGEMENT.md#points, docs/rules/points.md): whole numbers with their own history.
 * The earning rates are here so the server's accrual and the web's explanation read one number.
 */
export const POINTS_EARNING = {
  /** 1 point per this many satang of credited deposit (100 ฿). */
  depositSatangPerPoint: 100_00,
  /** 1 point per this many satang of turnover in a Bangkok day (1,000 ฿). */
  turnoverSatangPerPoint: 1_000_00,
  /** How many Bangkok days back the accrual job looks for deposits and turnover it has not paid yet. */
  catchUpDays: 7,
} as const;

export const POINTS_HISTORY_PAGE_SIZE_DEFAULT = 20;
export const POINTS_HISTORY_PAGE_SIZE_MAX = 100;

/** Query strings arrive as text, hence the coercion. */
export const pointsHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(POINTS_HISTORY_PAGE_SIZE_MAX)
    .default(POINTS_HISTORY_PAGE_SIZE_DEFAULT),
});

export const pointsHistoryRow = z.object({
  id: z.string(),
  created_at: z.string(),
  reason: ledgerReason,
  reason_label: z.string(),
  /** Signed: points earned are positive, points spent negative. */
  points: z.number().int(),
  balance_after: z.number().int(),
  memo: z.string().nullable(),
});

export const pointsHistoryPage = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  rows: z.array(pointsHistoryRow),
});

export type PointsHistoryQuery = z.infer<typeof pointsHistoryQuery>;
export type PointsHistoryRow = z.infer<typeof pointsHistoryRow>;
export type PointsHistoryPage = z.infer<typeof pointsHistoryPage>;

/** Thai messages of the points, quests and shop refusals that name a date (docs/rules/points.md). */
export const pointsMessages = {
  rewardsPaused: (until: string | Date) =>
    `ท่านอยู่ในช่วงพักการเล่นหรือหยุดเล่นถึง ${formatBangkokDateTime(until)} น. ระหว่างนี้เช็คอิน รับรางวัลภารกิจ และแลกของรางวัลไม่ได้`,
};
