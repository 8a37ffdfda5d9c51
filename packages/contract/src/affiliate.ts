import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import type { WalletTypeId } from './ledger.ts';
import { bahtAmount } from './money.ts';

/**
 * Affiliate programme and the LINE link (docs/AFFILIATE.md, docs/LINE.md, docs/rules/affiliate.md).
 * Amounts are baht, rates are percent of the downline's turnover, days are Bangkok dates (YYYY-MM-DD),
 * times are ISO 8601 in UTC.
 */

/** The affiliate wallet (docs/rules/wallets.md#wallet-types): commission lands here, redeemed into main. */
export const AFFILIATE_WALLET_TYPE_ID = 4 as const satisfies WalletTypeId;

/** The turnover categories a commission rate exists for: game_daily_totals' categories. */
export const AFFILIATE_CATEGORIES = ['slot', 'casino', 'fishing', 'sport', 'lotto'] as const;
export const affiliateCategory = z.enum(AFFILIATE_CATEGORIES);
export type AffiliateCategory = z.infer<typeof affiliateCategory>;

/** Levels paid: 1 = the member's own referrals, 2 = their referrals. */
export const AFFILIATE_LEVELS = [1, 2] as const;
export type AffiliateLevel = (typeof AFFILIATE_LEVELS)[number];

const agentId = rowIdParam;
const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** GET /api/affiliate/v2/configs: a fixed payload other clients read. */
export const affiliateConfigQuery = z.object({ agent_id: agentId.optional() });
export const affiliateRates = z.object({
  slot: z.number(),
  casino: z.number(),
  fishing: z.number(),
  sport: z.number(),
  lotto: z.number(),
});
export const affiliateConfig = z.object({
  levels: z.array(z.object({ level: z.number().int(), rates: affiliateRates })),
  min_redeem: z.number(),
});
export type AffiliateConfig = z.infer<typeof affiliateConfig>;

/** POST /api/affiliate/visit (our addition): the home or register page saw `ref` in its address. */
export const affiliateVisitRequest = z.object({ ref: z.string().trim().min(1).max(32) });
export const affiliateVisit = z.object({ counted: z.boolean() });

/** POST /api/affiliate/network. */
export const affiliateNetworkRequest = z
  .object({
    page,
    level: z.coerce
      .number()
      .int()
      .refine((l) => l === 1 || l === 2, 'ระดับต้องเป็น 1 หรือ 2')
      .default(1),
    agent_id: agentId.optional(),
  })
  .nullish()
  .transform((v) => v ?? { page: 1, level: 1 });
export const affiliateDownline = z.object({
  /** Masked: the first three and last three digits (081-xxx-x678). */
  phone: z.string(),
  level: z.number().int(),
  joined_at: z.string(),
  /** Turnover of the current Bangkok month, all categories. */
  turnover_month: z.number(),
  /** Commission the member has earned from this downline, ever. */
  commission: z.number(),
});
export const affiliateNetwork = z.object({
  items: z.array(affiliateDownline),
  level: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type AffiliateNetwork = z.infer<typeof affiliateNetwork>;

/** GET /api/affiliate/transactions: commission days and redemptions, newest first. */
export const affiliateTransactionsQuery = z
  .object({
    page,
    /** Bangkok dates, inclusive. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    agent_id: agentId.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด',
    path: ['from'],
  });
export const AFFILIATE_TRANSACTION_TYPES = ['commission', 'redeem'] as const;
export const affiliateTransaction = z.object({
  type: z.enum(AFFILIATE_TRANSACTION_TYPES),
  amount: z.number(),
  /** The Bangkok day the commission is for, or of the redemption. */
  date: z.string(),
  created_at: z.string(),
});
export const affiliateTransactions = z.object({
  items: z.array(affiliateTransaction),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type AffiliateTransactions = z.infer<typeof affiliateTransactions>;

/** GET /api/affiliate/v2/transactions: one row per Bangkok day in [from, to] (default the last 30). */
export const affiliateDailyQuery = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    agent_id: agentId.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด',
    path: ['from'],
  });
export const affiliateDay = z.object({ date: z.string(), commission: z.number(), redeemed: z.number() });
export const affiliateDaily = z.object({ from: z.string(), to: z.string(), days: z.array(affiliateDay) });
export type AffiliateDaily = z.infer<typeof affiliateDaily>;
/** The longest range v2/transactions answers, in days. */
export const AFFILIATE_DAILY_MAX_DAYS = 92;

/** GET /api/affiliate/summary. */
export const affiliateSummary = z.object({
  referral_code: z.string(),
  /** Visits through the member's links, once per visitor and day. */
  clicks: z.number().int(),
  /** Members who registered with the member's code (level 1). */
  sign_ups: z.number().int(),
  /** Of those, members with at least one credited deposit. */
  depositors: z.number().int(),
  commission_earned: z.number(),
  /** The affiliate wallet's balance: what can be redeemed. */
  available: z.number(),
  min_redeem: z.number(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummary>;

/** POST /api/affiliate/redeem: to the main wallet. `request_id` (ours) makes a retried tap move money once. */
export const affiliateRedeemRequest = z.object({
  amount: bahtAmount.max(10_000_000, 'จำนวนเงินมากเกินไป'),
  request_id: z.uuid().optional(),
  agent_id: agentId.optional(),
});
export type AffiliateRedeemRequest = z.infer<typeof affiliateRedeemRequest>;
export const affiliateRedeemed = z.object({ amount: z.number(), available: z.number() });

/** POST /api/member/line/link: the LIFF ID token of the LINE user to link to the member. */
export const lineLinkRequest = z.object({ id_token: z.string().min(20).max(4096) });
export const lineLink = z.object({ line_user_id: z.string(), display_name: z.string().nullable() });
export type LineLink = z.infer<typeof lineLink>;

/** The LIFF pages (docs/LINE.md): any other name is a 404. */
export const LIFF_PAGES = ['deposit', 'promotions', 'lotto'] as const;
export type LiffPage = (typeof LIFF_PAGES)[number];
