/**
 * The prize wheel's public API (docs/ENGAGEMENT.md "Prize wheel", docs/rules/wheel.md): app.ts, main.ts,
 * the seed, the operator commands and other domains (quests, coupons, polls grant spins) import from here.
 */
export { wheelHandlers } from './register-routes.ts';
export type { EngagementDeps } from './register-routes.ts';
export { createWheelService } from './service.ts';
export type { WheelFairnessSettings, WheelService } from './service.ts';
export { verifyWheelSpins } from './verify.ts';
export { grantDepositSpins, grantSpins, grantSpinsForDeposit } from './grants.ts';
export { depositSpinsOf } from './grant-queries.ts';
export type { DepositSpinsInput, SpinGrant, SpinSource } from './grants.ts';
export { createWheelJobs } from './jobs.ts';
export { ensureDemoWheels, DEMO_WHEELS } from './seed.ts';
export { wheelReport } from './report.ts';
export type { WheelReportRow } from './report.ts';
export { expectedPerSpin } from './draw.ts';
export { assertRewardsAllowed, rewardsAllowed } from './rewards-allowed.ts';
export { maskPhone } from './mask.ts';
// The back office's wheel screen (docs/BACKOFFICE.md#engagement): the wheels and their report, and a
// whole-wheel save with its audit row, run by the operator within the caps or by the approver.
export { operatorWheelReport, operatorWheels } from './list-wheels.ts';
export { saveWheel, wheelChangeOf } from './save-wheel.ts';
export type { WheelChange } from './save-wheel.ts';
