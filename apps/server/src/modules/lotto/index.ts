/**
 * The lotto's public API (docs/LOTTO.md, docs/rules/lotto.md): app.ts, the seed, the operator
 * commands and the back office (its operator use cases, operator/) import from here only.
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
export { closeRound, enterResult, isGovernment, settleRound, voidRound } from './settlement/service.ts';
export type {
  CloseOutcome,
  RecordOutcome,
  ResultOutcome,
  SettleOptions,
  SettleReport,
  VoidOutcome,
} from './settlement/service.ts';
export { setNumberRule } from './settlement/number-rule.ts';
export type { NumberChange, NumberRuleOutcome } from './settlement/number-rule.ts';
export { parseResult, winningNumbers } from './settlement/matching.ts';
export type { ResultInput } from './settlement/matching.ts';
export { concludeYeekeeRound, createYeekeeJobs, YEEKEE_OPERATOR } from './yeekee/close.ts';
export type { YeekeeCloseDeps, YeekeeCloseOutcome, YeekeePublish } from './yeekee/close.ts';
export { yeekeeResult, yeekeeSum } from './yeekee/result.ts';
export type { YeekeeResult } from './yeekee/result.ts';
export { publishYeekeeEvent } from './yeekee/feed.ts';
export { capAlertsAfter, newestCapAlertId } from './alerts/queries.ts';
export { CAP_ALERT_PERCENTS } from './alerts/thresholds.ts';
export { latestBillsOf } from './bills/operator-queries.ts';
export { createLottoOperatorService } from './operator/service.ts';
export type { LottoOperatorService } from './operator/service.ts';
export type { LottoActor } from './operator/context.ts';
export { recordApprovedResult } from './operator/record-approved-result.ts';
export type { ResultPayload as LottoResultPayload } from './operator/enter-result.ts';
export { applyApprovedRates } from './operator/apply-approved-rates.ts';
export type { LottoRatesPayload } from './operator/rates.ts';
// The back office's reports and dashboard (docs/BACKOFFICE.md#reports).
export { pendingStakesPerDay } from './bills/report-queries.ts';
// A bill from a wallet still waiting for its draw: the promotion wallet's, for promotions' reads.
export { hasPendingBillFrom } from './bills/wallet-queries.ts';
// The member's bills placed over a span: a quest's progress (docs/rules/quests.md#progress).
export { billsPlacedBetween } from './bills/count-queries.ts';
// The platform's queue gauge of results waiting for settlement, handed over by app.ts (docs/OPERATIONS.md#metrics).
export { unsettledResultSinceSql } from './rounds/gauge-queries.ts';
