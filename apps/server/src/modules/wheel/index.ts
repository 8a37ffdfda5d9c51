/**
 * The prize wheel's public API (docs/ENGAGEMENT.md "Prize wheel", docs/rules/wheel.md): app.ts, main.ts,
 * the seed, the operator commands and other domains (quests, coupons, polls grant spins) import from here.
 */
export { wheelHandlers } from './register-routes.ts';
export type { EngagementDeps } from './register-routes.ts';
export { createWheelService } from './service.ts';
export type { WheelFairnessSettings, WheelService } from './service.ts';
export { verifyWheelSpins } from './verify.ts';
export { depositSpinsOf, grantDepositSpins, grantSpins, grantSpinsForDeposit } from './grants.ts';
export type { DepositSpinsInput, SpinGrant, SpinSource } from './grants.ts';
export { createWheelJobs } from './jobs.ts';
export { ensureDemoWheels, DEMO_WHEELS } from './seed.ts';
export { wheelReport } from './report.ts';
export type { WheelReportRow } from './report.ts';
export { expectedPerSpin } from './draw.ts';
export { assertRewardsAllowed, rewardsAllowed } from './rewards-allowed.ts';
export { maskPhone } from './mask.ts';
export { allSegmentsOf, lockWheel, updateSegment, wheelsOf } from './manage.ts';
export type { SegmentChange } from './manage.ts';
