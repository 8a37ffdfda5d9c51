import type { LottoResultNumbers } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import { checkResultEntry } from './check-result-entry.ts';
import { winningPairs } from './matching.ts';
import type { ResultInput } from './matching.ts';
import type { Refusal } from './outcomes.ts';
import { findRound, previewWins } from './queries.ts';
import type { RoundRow, WinsPreview } from './queries.ts';

export type ResultPreview = {
  round: RoundRow;
  result: LottoResultNumbers;
} & WinsPreview; // the pending bills and their lines, as settlement would take them now

/**
 * What entering this result would pay, read without writing anything: the round's pending lines of
 * pending bills matched against the same winning pairs, with the same win per line (queries.ts
 * previewWins shares decideLines' SQL), after the same checks as enterResult. A round whose result is
 * already this one previews what is still unpaid.
 */
export async function previewResult(
  db: Db,
  input: { roundId: number; result: ResultInput },
  options: { clock: Clock },
): Promise<{ ok: true; preview: ResultPreview } | Refusal> {
  const checked = checkResultEntry(await findRound(db, input.roundId), input, options.clock.now(), false);
  if (!checked.ok) return checked;
  const wins = await previewWins(db, checked.round.id, winningPairs(checked.result));
  return { ok: true, preview: { round: checked.round, result: checked.result, ...wins } };
}
