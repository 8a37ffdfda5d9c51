import { z } from 'zod';
import { isoDate } from './account.ts';
import { ledgerAsset, ledgerReason } from './ledger.ts';

/** Member wallets, points and statement (docs/rules/wallets.md). Amounts are baht; points are whole. */

export const wallet = z.object({
  id: z.number().int(),
  wallet_name: z.string(),
  balance: z.number(),
  wallet_type_id: z.number().int(),
  agent_code: z.string(),
});
export const walletList = z.array(wallet);

export const pointsResult = z.object({ point: z.number().int() });

export const STATEMENT_PAGE_SIZE_DEFAULT = 20;
export const STATEMENT_PAGE_SIZE_MAX = 100;

/**
 * Query strings arrive as text, hence the coercion. Dates are days in Asia/Bangkok, both ends included.
 * `reason` takes one code or several separated by commas.
 */
export const statementQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(STATEMENT_PAGE_SIZE_MAX).default(STATEMENT_PAGE_SIZE_DEFAULT),
  asset: ledgerAsset.optional(),
  reason: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(ledgerReason).max(30))
    .optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

export const statementRow = z.object({
  id: z.string(),
  created_at: z.string(),
  reason: ledgerReason,
  reason_label: z.string(),
  asset: ledgerAsset,
  /** Null for points movements. */
  wallet_type_id: z.number().int().nullable(),
  wallet_name: z.string().nullable(),
  /** Signed: money in is positive. Baht for THB, points for POINT. */
  amount: z.number(),
  balance_after: z.number(),
  memo: z.string().nullable(),
});

export const statementPage = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  rows: z.array(statementRow),
});

export type Wallet = z.infer<typeof wallet>;
export type PointsResult = z.infer<typeof pointsResult>;
export type StatementQuery = z.infer<typeof statementQuery>;
export type StatementRow = z.infer<typeof statementRow>;
export type StatementPage = z.infer<typeof statementPage>;
