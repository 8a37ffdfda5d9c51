/**
 * Quests and the daily check-in: the public API (docs/ENGAGEMENT.md#quests-and-check-in,
 * docs/rules/quests.md). app.ts, the seed and the back office import from here only.
 */
export { questHandlers } from './register-routes.ts';
export { createQuestService } from './service.ts';
export type { QuestService } from './service.ts';
export { ensureQuests, SEED_QUESTS } from './catalogue.ts';
export type { QuestRow } from './manage.ts';
// The back office's quest screen (docs/BACKOFFICE.md#engagement): its list, and a save's add or edit with
// its audit row, run by the operator within the caps or by the approver of a `quest.save` request.
export { questPage } from './list-quest-page.ts';
export { addQuest } from './add-quest.ts';
export { questToUpdate, updateQuest } from './update-quest.ts';
export { questRewardStored } from './quest-view.ts';
export { effectiveQuest, nextPeriodStart } from './rules.ts';
