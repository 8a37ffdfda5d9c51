import type {
  AffiliateCommissionResult,
  ConfirmDepositResult,
  DailyReportQuery,
  ImportStatementResult,
  MonthlyReportQuery,
  ReconcileResult,
  ReportResult,
  SandboxOtpResult,
  SandboxPayResult,
  SandboxRedeliverResult,
  SandboxStatus,
} from '@ug99/contract';
import { boRequest, buildUrl } from '#bo/api/client.ts';

// Reports, finance tools and sandbox tools (docs/BACKOFFICE.md#reports, #finance-tools, #sandbox-tools).

export type ReportUnit = 'daily' | 'monthly';
/** Days (YYYY-MM-DD) for the daily report, months (YYYY-MM) for the monthly one. */
export type ReportRange = DailyReportQuery;

/** The query of a report: the monthly one names its range `from_month`/`to_month`. */
function queryOf(unit: ReportUnit, range: ReportRange): DailyReportQuery | MonthlyReportQuery {
  return unit === 'daily' ? range : { from_month: range.from, to_month: range.to };
}

export const reportKey = (unit: ReportUnit, range: ReportRange) =>
  ['backoffice', 'reports', unit, range.from, range.to] as const;

export const fetchReport = (unit: ReportUnit, range: ReportRange, signal?: AbortSignal) =>
  boRequest<ReportResult>(`/api/backoffice/reports/${unit}`, { query: queryOf(unit, range), signal });

export const reportCsvUrl = (unit: ReportUnit, range: ReportRange) =>
  buildUrl(`/api/backoffice/reports/${unit}.csv`, queryOf(unit, range));

export const confirmDeposit = (body: { reference: string; amount?: string }) =>
  boRequest<ConfirmDepositResult>('/api/backoffice/finance/deposits/confirm', { method: 'POST', body });

export const importStatement = (statement: string) =>
  boRequest<ImportStatementResult>('/api/backoffice/finance/statements/import', {
    method: 'POST',
    body: { statement },
  });

export const reconcileLedger = () =>
  boRequest<ReconcileResult>('/api/backoffice/finance/reconcile', { method: 'POST', body: {} });

export const payAffiliateCommission = (date: string) =>
  boRequest<AffiliateCommissionResult>('/api/backoffice/finance/affiliate-commission', {
    method: 'POST',
    body: { date },
  });

export const sandboxStatusKey = ['backoffice', 'sandbox', 'status'] as const;

export const fetchSandboxStatus = (signal?: AbortSignal) =>
  boRequest<SandboxStatus>('/api/backoffice/sandbox/status', { signal });

export const sandboxPay = (reference: string) =>
  boRequest<SandboxPayResult>('/api/backoffice/sandbox/pay', { method: 'POST', body: { reference } });

export const sandboxRedeliver = (eventId: string) =>
  boRequest<SandboxRedeliverResult>('/api/backoffice/sandbox/redeliver', {
    method: 'POST',
    body: { event_id: eventId },
  });

export const sandboxOtp = (phone: string) =>
  boRequest<SandboxOtpResult>('/api/backoffice/sandbox/otp', { query: { phone } });
