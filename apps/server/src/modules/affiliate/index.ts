/**
 * The affiliate domain's public API (docs/AFFILIATE.md, docs/LINE.md, docs/rules/affiliate.md): app.ts,
 * main.ts, the seed and the operator commands import from here only. The LINE link lives here too: it is
 * the LIFF pages' account link, and members' own files stay as they are (docs/LINE.md#where-it-lives).
 */
export { affiliateHandlers, lineHandlers } from './register-routes.ts';
export { createAffiliateJobs } from './commission/jobs.ts';
export {
  CATCH_UP_DAYS,
  catchUpCommission,
  commissionKey,
  computeCommissionDay,
} from './commission/service.ts';
export type { DayOutcome } from './commission/service.ts';
export { ensureAffiliateSettings, readAffiliateSettings } from './settings.ts';
export { createLineTokenVerifier, LINE_API_DEFAULT_BASE } from './line/verifier.ts';
export type { LineIdentity, LineTokenVerifier, LineVerification } from './line/verifier.ts';
export { commissionDayRecord } from './commission/report-queries.ts';
export type { CommissionDayRecord } from './commission/report-queries.ts';
