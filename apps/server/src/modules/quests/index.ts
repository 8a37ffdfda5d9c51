/**
 * Quests and the daily check-in: the public API (docs/ENGAGEMENT.md#quests-and-check-in,
 * docs/rules/quests.md). app.ts and the seed import from here only.
 */
export { questHandlers } from './register-routes.ts';
export { createQuestService } from './service.ts';
export type { QuestService } from './service.ts';
export { ensureQuests, SEED_QUESTS } from './catalogue.ts';
export { createQuest, listQuests, lockQuest, scheduleQuestChange } from './manage.ts';
export { effectiveQuest, nextPeriodStart } from './rules.ts';
export type { QuestValues } from './rules.ts';
export type { QuestPendingChange } from '#db/schema/quests.ts';
