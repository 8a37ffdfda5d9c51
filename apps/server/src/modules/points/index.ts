/**
 * Points' public API (docs/ENGAGEMENT.md#points, docs/rules/points.md): other domains award and spend
 * points only through these functions, inside their own transaction.
 */
export { awardPoints, spendPoints } from './movements.ts';
export type { AwardPointsInput, PointsMovement, SpendPointsInput } from './movements.ts';
export { assertRewardsAllowed } from './rewards-allowed.ts';
export { pointsHandlers } from './routes.ts';
export { accrueDepositPoints, accrueTurnoverPoints, createPointsJobs } from './accrual/job.ts';
export { awardDepositPoints, depositPoints } from './accrual/deposit.ts';
export type { DepositPointsInput } from './accrual/deposit.ts';
export { depositPointsOf } from './accrual/queries.ts';
export { accrueTurnoverDay } from './accrual/turnover.ts';
export { adjustPoints, PointsAdjustmentRefused } from './adjust.ts';
export type { AdjustPointsInput, AdjustPointsResult } from './adjust.ts';
export { adjustOperatorPoints } from './adjust-operator-points.ts';
