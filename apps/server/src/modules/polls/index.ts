/**
 * Polls' public API (docs/ENGAGEMENT.md "Polls", docs/rules/polls.md): app.ts, main.ts and the seed
 * import from here only.
 */
export { pollHandlers } from './register-routes.ts';
export { createPollService, pollState } from './service.ts';
export type { PollService } from './service.ts';
export { createPollJobs, drawPoll } from './close.ts';
export type { DrawOutcome } from './close.ts';
export { drawIndex, drawWinners, newPollSeed, pollSeedHash, winningChoice } from './draw.ts';
export { DEMO_POLL, ensureDemoPoll } from './seed.ts';
export { addPoll } from './operator.ts';
export type { AddPollInput, AddPollOutcome } from './operator.ts';
export { checkDraw, verifyPoll } from './verify.ts';
export { pollOfAgent, pollPage, pollResults, pollWinnerRows } from './operator-queries.ts';
