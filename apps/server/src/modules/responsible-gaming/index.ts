/**
 * Responsible gaming (docs/rules/responsible-gaming.md): settings, and the checks deposits and bets call
 * first.
 */
export { canDeposit, canStake } from './policy.ts';
export type { RgDecision } from './policy.ts';
export { activeExclusion, readResponsibleGaming, settingsDto, updateResponsibleGaming } from './settings.ts';
export type { LimitEffect, LimitsTookEffect, RgSnapshot } from './settings.ts';
export { responsibleGamingHandlers } from './routes.ts';
export { createResponsibleGamingService } from './service.ts';
export { createResponsibleGamingJobs } from './jobs.ts';
export { excludedAtSql } from './audience-queries.ts';
export { isExcludedAt, storedSettingsAndLimits } from './queries.ts';
