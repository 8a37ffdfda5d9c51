import { reportsCalls } from '@ug99/contract';
import type { DailyReportQuery } from '@ug99/contract';
import { boCall, boCallUrl } from '#bo/api/client.ts';

// Reports, finance tools and sandbox tools (docs/BACKOFFICE.md#reports, #finance-tools, #sandbox-tools).

export type ReportUnit = 'daily' | 'monthly';
/** Days (YYYY-MM-DD) for the daily report, months (YYYY-MM) for the monthly one. */
export type ReportRange = DailyReportQuery;

export const reportKey = (unit: ReportUnit, range: ReportRange) =>
  ['backoffice', 'reports', unit, range.from, range.to] as const;

/** The monthly report names its range `from_month`/`to_month`. */
const monthsOf = (range: ReportRange) => ({ from_month: range.from, to_month: range.to });

export const fetchReport = (unit: ReportUnit, range: ReportRange, signal?: AbortSignal) =>
  unit === 'daily'
    ? boCall(reportsCalls.daily, { query: range, signal })
    : boCall(reportsCalls.monthly, { query: monthsOf(range), signal });

/** The report's CSV export and the call that makes it, whose roles decide whether the link shows. */
export const reportCsvCall = (unit: ReportUnit) =>
  unit === 'daily' ? reportsCalls.dailyCsv : reportsCalls.monthlyCsv;

export const reportCsvUrl = (unit: ReportUnit, range: ReportRange) =>
  boCallUrl(reportCsvCall(unit), { query: unit === 'daily' ? range : monthsOf(range) });

export const confirmDeposit = (body: { reference: string; amount?: string }) =>
  boCall(reportsCalls.confirmDeposit, { body });

export const importStatement = (statement: string) =>
  boCall(reportsCalls.importStatement, { body: { statement } });

export const reconcileLedger = () => boCall(reportsCalls.reconcile);

export const payAffiliateCommission = (date: string) =>
  boCall(reportsCalls.affiliateCommission, { body: { date } });

export const sandboxStatusKey = ['backoffice', 'sandbox', 'status'] as const;

export const fetchSandboxStatus = (signal?: AbortSignal) => boCall(reportsCalls.sandboxStatus, { signal });

export const sandboxPay = (reference: string) => boCall(reportsCalls.sandboxPay, { body: { reference } });

export const sandboxRedeliver = (eventId: string) =>
  boCall(reportsCalls.sandboxRedeliver, { body: { event_id: eventId } });

export const sandboxOtp = (phone: string) => boCall(reportsCalls.sandboxOtp, { query: { phone } });
