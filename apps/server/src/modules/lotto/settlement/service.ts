/**
 * Results, settlement and void of a lotto round (docs/LOTTO.md#results-and-settlement,
 * docs/rules/lotto.md#results-and-settlement), one use case per file; the rest of the lotto imports them
 * from here.
 */
export { closeRound } from './close-round.ts';
export type { CloseOutcome } from './close-round.ts';
export { enterResult, enterYeekeeResult, recordResult } from './enter-result.ts';
export type { RecordOutcome, ResultEntry, WithResult } from './enter-result.ts';
export { isGovernment, SETTLE_BATCH_BILLS } from './outcomes.ts';
export type { Refusal, ResultOutcome, SettleOptions, SettleReport } from './outcomes.ts';
export { previewResult } from './preview-result.ts';
export type { ResultPreview } from './preview-result.ts';
export { settleRound } from './settle-round.ts';
export { voidRound } from './void-round.ts';
export type { VoidOutcome } from './void-round.ts';
