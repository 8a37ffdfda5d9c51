import { z } from 'zod';
import { isoDate, phone } from '../account.ts';
import { paymentChannelKind } from '../payment.ts';
import { DASHBOARD_CATEGORIES } from './operations.ts';
import { backofficeCall } from './define.ts';

/**
 * The back office's reports and finance tools (docs/BACKOFFICE.md#reports, #finance-tools): daily and
 * monthly figures per category with their CSV export, and the finance commands of the command line
 * (deposit:confirm, deposit:import-statement, ledger:reconcile, affiliate:commission) as calls, and the
 * sandbox commands (sandbox:pay, sandbox:redeliver, sandbox:otp) for admins where the sandbox is on. Amounts are
 * baht with 2 decimals, days Bangkok days.
 */

/** The longest range of one report: about a quarter of days, two years of months. */
export const REPORT_MAX_DAYS = 92;
export const REPORT_MAX_MONTHS = 24;

const isoMonth = z
  .string({ error: 'กรุณาเลือกเดือน' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'เดือนต้องอยู่ในรูปแบบ ปปปป-ดด (ค.ศ.)' });

/** Bangkok days, both included. */
export const dailyReportQuery = z.object({ from: isoDate, to: isoDate });
export type DailyReportQuery = z.infer<typeof dailyReportQuery>;
/** Months (YYYY-MM), both included; named apart from the daily range's days. */
export const monthlyReportQuery = z.object({ from_month: isoMonth, to_month: isoMonth });
export type MonthlyReportQuery = z.infer<typeof monthlyReportQuery>;

export const reportCategory = z.object({
  category: z.enum(DASHBOARD_CATEGORIES),
  turnover: z.number(),
  payout: z.number(),
  /** Gross gaming revenue: stakes minus what they paid back. */
  ggr: z.number(),
});

export const reportFigures = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  new_members: z.number().int(),
  /** Members who staked anything in the period (each counted once, however many days they played). */
  active_players: z.number().int(),
  turnover: z.number(),
  payout: z.number(),
  ggr: z.number(),
  by_category: z.array(reportCategory),
});

export const reportRow = reportFigures.extend({
  /** A Bangkok day (YYYY-MM-DD) or a month (YYYY-MM). */
  period: z.string(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportResult = z.object({
  unit: z.enum(['day', 'month']),
  from: z.string(),
  to: z.string(),
  /** One row per day or month of the range, oldest first, empty periods included. */
  rows: z.array(reportRow),
  total: reportFigures,
});
export type ReportResult = z.infer<typeof reportResult>;

// ---- Finance tools (docs/BACKOFFICE.md#finance-tools) ----

/** baht with at most 2 decimals, as an operator types it. */
const bahtText = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'จำนวนเงินต้องเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง เช่น 500.37' });

export const confirmDepositRequest = z.object({
  reference: z
    .string({ error: 'กรุณากรอกรหัสอ้างอิงการฝาก' })
    .trim()
    .min(1, { error: 'กรุณากรอกรหัสอ้างอิงการฝาก' })
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'รหัสอ้างอิงมีได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และ -' })
    .transform((v) => v.toUpperCase()),
  /** What arrived; default the exact amount the intent asked for. */
  amount: bahtText.optional(),
});
export type ConfirmDepositRequest = z.infer<typeof confirmDepositRequest>;

export const confirmDepositResult = z.object({
  reference: z.string(),
  /** credited: the member got it; flagged: waiting in the flagged queue; already_paid: nothing changed. */
  outcome: z.enum(['credited', 'flagged', 'already_paid']),
  amount: z.number(),
  member_id: z.number().int(),
  member_phone: z.string(),
  flagged: z.object({ id: z.number().int(), reason: z.string(), detail: z.string() }).nullable(),
});
export type ConfirmDepositResult = z.infer<typeof confirmDepositResult>;

/** The statement text as the bank exports it (date,amount,account,note), pasted or read from a file. */
export const STATEMENT_MAX_CHARS = 200_000;
export const importStatementRequest = z.object({
  statement: z
    .string({ error: 'กรุณาวางข้อความรายการเดินบัญชี' })
    .max(STATEMENT_MAX_CHARS, { error: 'รายการเดินบัญชียาวเกินไป กรุณาแบ่งนำเข้าทีละส่วน' })
    .refine((v) => v.trim() !== '', { error: 'กรุณาวางข้อความรายการเดินบัญชี' }),
});

export const STATEMENT_LINE_OUTCOMES = [
  'credited',
  'flagged',
  'already_imported',
  'not_our_account',
  'not_read',
] as const;
export const importStatementResult = z.object({
  credited: z.number().int(),
  flagged: z.number().int(),
  already_imported: z.number().int(),
  not_our_account: z.number().int(),
  not_read: z.number().int(),
  lines: z.array(
    z.object({
      line_no: z.number().int(),
      outcome: z.enum(STATEMENT_LINE_OUTCOMES),
      amount: z.number().nullable(),
      reference: z.string().nullable(),
      flagged_id: z.number().int().nullable(),
      /** Why a line was not read, or the line itself for money on an account that is not ours. */
      text: z.string().nullable(),
    }),
  ),
});
export type ImportStatementResult = z.infer<typeof importStatementResult>;

export const reconcileResult = z.object({
  balanced: z.boolean(),
  violations: z.array(z.object({ invariant: z.string(), message: z.string() })),
  checked_at: z.string(),
});
export type ReconcileResult = z.infer<typeof reconcileResult>;

export const affiliateCommissionRequest = z.object({ date: isoDate });
export const affiliateCommissionResult = z.object({
  date: z.string(),
  /** False: the day had been paid before (by the nightly job or an operator); nothing more was paid. */
  computed: z.boolean(),
  members: z.number().int(),
  total: z.number(),
  /** Who paid it and when, as the day's record keeps it. */
  computed_by: z.string().nullable(),
  computed_at: z.string().nullable(),
  payments: z.array(z.object({ member_id: z.number().int(), phone: z.string(), amount: z.number() })),
});
export type AffiliateCommissionResult = z.infer<typeof affiliateCommissionResult>;

// ---- Sandbox tools (docs/BACKOFFICE.md#sandbox-tools): admin only, answered only where the sandbox is on ----

/** Which sandbox the site runs: the sandbox gateway (SANDBOX_GATEWAY) and the sandbox SMS sender (SMS_SENDER). */
/**
 * One of the site's deposit accounts as the sandbox tools list it: a PromptPay id shows its last four
 * digits, as members see it; `test_account` marks the sandbox's demo payees while the gateway runs
 * (docs/rules/payments.md#test-accounts).
 */
export const depositAccountView = z.object({
  kind: paymentChannelKind,
  name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  test_account: z.boolean(),
});
export const sandboxStatus = z.object({
  gateway: z.boolean(),
  sms: z.boolean(),
  deposit_accounts: z.array(depositAccountView),
});
export type SandboxStatus = z.infer<typeof sandboxStatus>;

export const sandboxPayRequest = z.object({
  reference: z
    .string({ error: 'กรุณากรอกรหัสอ้างอิงการฝาก' })
    .trim()
    .min(1, { error: 'กรุณากรอกรหัสอ้างอิงการฝาก' })
    .max(64, { error: 'รหัสอ้างอิงยาวเกินไป' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'รหัสอ้างอิงมีได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และ -' })
    .transform((v) => v.toUpperCase()),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequest>;

export const sandboxPayResult = z.object({
  reference: z.string(),
  /** The gateway event's id, for a redelivery. */
  event_id: z.string(),
  amount: z.number(),
  /** False: the webhook was not accepted yet; the server's retries (or a redelivery) carry it. */
  delivered: z.boolean(),
});
export type SandboxPayResult = z.infer<typeof sandboxPayResult>;

export const sandboxRedeliverRequest = z.object({
  event_id: z
    .string({ error: 'กรุณากรอกรหัสเหตุการณ์' })
    .trim()
    .min(1, { error: 'กรุณากรอกรหัสเหตุการณ์' })
    .max(100, { error: 'รหัสเหตุการณ์ยาวเกินไป' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'รหัสเหตุการณ์มีได้เฉพาะตัวอักษรอังกฤษ ตัวเลข _ และ -' }),
});
export type SandboxRedeliverRequest = z.infer<typeof sandboxRedeliverRequest>;

export const sandboxRedeliverResult = z.object({ event_id: z.string(), delivered: z.boolean() });
export type SandboxRedeliverResult = z.infer<typeof sandboxRedeliverResult>;

export const sandboxOtpQuery = z.object({ phone });
export const sandboxOtpResult = z.object({ phone: z.string(), otp: z.string(), sent_at: z.string() });
export type SandboxOtpResult = z.infer<typeof sandboxOtpResult>;

/** The reports', finance tools' and sandbox tools' calls (docs/BACKOFFICE.md#reports). */
export const reportsCalls = {
  daily: backofficeCall('GET /api/backoffice/reports/daily', {
    roles: ['finance'],
    summary: 'รายงานรายวันตามหมวด',
    query: dailyReportQuery,
    response: reportResult,
  }),
  /** A CSV file, not an envelope. */
  dailyCsv: backofficeCall('GET /api/backoffice/reports/daily.csv', {
    roles: ['finance'],
    summary: 'ส่งออกรายงานรายวันเป็น CSV',
    query: dailyReportQuery,
  }),
  monthly: backofficeCall('GET /api/backoffice/reports/monthly', {
    roles: ['finance'],
    summary: 'รายงานรายเดือนตามหมวด',
    query: monthlyReportQuery,
    response: reportResult,
  }),
  /** A CSV file, not an envelope. */
  monthlyCsv: backofficeCall('GET /api/backoffice/reports/monthly.csv', {
    roles: ['finance'],
    summary: 'ส่งออกรายงานรายเดือนเป็น CSV',
    query: monthlyReportQuery,
  }),
  confirmDeposit: backofficeCall('POST /api/backoffice/finance/deposits/confirm', {
    roles: ['finance'],
    summary: 'ยืนยันรายการฝากด้วยรหัสอ้างอิง',
    body: confirmDepositRequest,
    response: confirmDepositResult,
  }),
  importStatement: backofficeCall('POST /api/backoffice/finance/statements/import', {
    roles: ['finance'],
    summary: 'นำเข้ารายการเดินบัญชีธนาคาร',
    body: importStatementRequest,
    response: importStatementResult,
  }),
  reconcile: backofficeCall('POST /api/backoffice/finance/reconcile', {
    roles: ['finance'],
    summary: 'ตรวจสอบความถูกต้องของบัญชี',
    response: reconcileResult,
  }),
  affiliateCommission: backofficeCall('POST /api/backoffice/finance/affiliate-commission', {
    roles: ['finance'],
    summary: 'จ่ายค่าคอมมิชชันพันธมิตรของวัน',
    body: affiliateCommissionRequest,
    response: affiliateCommissionResult,
  }),
  sandboxStatus: backofficeCall('GET /api/backoffice/sandbox/status', {
    roles: ['admin'],
    summary: 'สถานะระบบทดสอบ (เกตเวย์ชำระเงินและ SMS ทดสอบ)',
    response: sandboxStatus,
  }),
  sandboxPay: backofficeCall('POST /api/backoffice/sandbox/pay', {
    roles: ['admin'],
    summary: 'ชำระรายการฝากที่เกตเวย์ทดสอบ (ไม่มีเงินจริง)',
    body: sandboxPayRequest,
    response: sandboxPayResult,
  }),
  sandboxRedeliver: backofficeCall('POST /api/backoffice/sandbox/redeliver', {
    roles: ['admin'],
    summary: 'ส่งแจ้งเตือนการชำระเงินของเกตเวย์ทดสอบซ้ำ',
    body: sandboxRedeliverRequest,
    response: sandboxRedeliverResult,
  }),
  sandboxOtp: backofficeCall('GET /api/backoffice/sandbox/otp', {
    roles: ['admin'],
    summary: 'รหัส OTP ล่าสุดที่ SMS ทดสอบส่งถึงเบอร์โทร',
    query: sandboxOtpQuery,
    response: sandboxOtpResult,
  }),
} as const;
