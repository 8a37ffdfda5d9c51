/**
 * The lotto's public API (docs/LOTTO.md, docs/rules/lotto.md): app.ts, the seed and the operator
 * commands import from here only.
 */
export { createLottoCalls } from './register-routes.ts';
export { lottoRoundExists } from './rounds/service.ts';
export type { LottoCalls, LottoDeps } from './register-routes.ts';
export { ensureLottoCategories, SEED_LOTTO_CATEGORIES } from './rounds/catalogue.ts';
export { createLottoJobs, createRoundsAhead } from './rounds/jobs.ts';
export { DEMO_DRAWS_PER_CATEGORY, ensureDemoResults } from './rounds/demo-results.ts';
export type { SettleRound } from './rounds/jobs.ts';
export { addRound, listRounds } from './rounds/operator.ts';
export type { AddRoundOutcome, RoundListing } from './rounds/operator.ts';
export {
  closeRound,
  enterResult,
  isGovernment,
  previewResult,
  recordResult,
  settleRound,
  voidRound,
} from './settlement/service.ts';
export type {
  CloseOutcome,
  RecordOutcome,
  Refusal as LottoRefusal,
  ResultPreview,
  ResultOutcome,
  SettleOptions,
  SettleReport,
  VoidOutcome,
} from './settlement/service.ts';
export {
  categoriesWithRates,
  findRoundSummary,
  pageNumberStakes,
  pageRounds,
} from './rounds/operator-reads.ts';
export type {
  CategoryWithRates,
  NumberSort,
  NumberStake,
  RoundSort,
  RoundSummary,
} from './rounds/operator-reads.ts';
export { planCategoryRates, saveCategoryRates, writeCategoryRates } from './rounds/category-rates.ts';
export type { RateProblem, RateSetting, SaveRatesOutcome } from './rounds/category-rates.ts';
export { setNumberRule } from './settlement/number-rule.ts';
export type { NumberChange, NumberRuleOutcome } from './settlement/number-rule.ts';
export { parseResult, winningNumbers } from './settlement/matching.ts';
export type { ResultInput } from './settlement/matching.ts';
export { concludeYeekeeRound, createYeekeeJobs, YEEKEE_OPERATOR } from './yeekee/close.ts';
export type { YeekeeCloseDeps, YeekeeCloseOutcome, YeekeePublish } from './yeekee/close.ts';
export { yeekeeResult, yeekeeSum } from './yeekee/result.ts';
export type { YeekeeResult } from './yeekee/result.ts';
export { publishYeekeeEvent } from './yeekee/feed.ts';
export { capAlertsAfter, newestCapAlertId, pageCapAlerts } from './alerts/queries.ts';
export { CAP_ALERT_PERCENTS } from './alerts/thresholds.ts';
export { latestBillsOf } from './bills/operator-queries.ts';
// The back office's reports and dashboard (docs/BACKOFFICE.md#reports).
export { pendingStakesPerDay } from './bills/report-queries.ts';
// A bill from a wallet still waiting for its draw: the promotion wallet's, for promotions' reads.
export { hasPendingBillFrom } from './bills/wallet-queries.ts';
