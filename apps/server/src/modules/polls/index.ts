/**
 * Polls' public API (docs/ENGAGEMENT.md "Polls", docs/rules/polls.md): app.ts, main.ts, the seed and the
 * back office import from here only.
 */
export { pollHandlers } from './register-routes.ts';
export { createPollService } from './service.ts';
export type { PollService } from './service.ts';
export { createPollJobs, drawPoll } from './close.ts';
export type { DrawOutcome } from './close.ts';
export { drawIndex, drawWinners, newPollSeed, pollSeedHash, winningChoice } from './draw.ts';
export { DEMO_POLL, ensureDemoPoll } from './seed.ts';
export { addPoll } from './operator.ts';
export type { AddPollInput, AddPollOutcome } from './operator.ts';
export { checkDraw, verifyPoll } from './verify.ts';
// The back office's polls screen (docs/BACKOFFICE.md#engagement): its list, a poll's results, and a poll
// added from its form (by the operator within the caps or by the approver of a `poll.add` request).
export { operatorPollDetail, operatorPollPage } from './operator-poll-pages.ts';
export { addOperatorPoll } from './add-operator-poll.ts';
