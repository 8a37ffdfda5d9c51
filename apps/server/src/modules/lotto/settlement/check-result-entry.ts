import type { LottoResultNumbers } from '@ug99/contract';
import { parseResult, sameResult } from './matching.ts';
import type { ResultInput } from './matching.ts';
import { fromShotsOnly, isGovernment, YEEKEE } from './outcomes.ts';
import type { Refusal } from './outcomes.ts';
import type { RoundRow } from './queries.ts';

/** Whether a result may be entered for this round now, and the result parsed for its category. */
export function checkResultEntry(
  round: RoundRow | null,
  input: { roundId: number; result: ResultInput },
  now: Date,
  fromShots: boolean,
): Refusal | { ok: true; round: RoundRow; result: LottoResultNumbers; same: boolean } {
  if (!round) return { ok: false, why: 'not_found', message: `no lotto round #${input.roundId}` };
  if (round.status === 'voided') {
    return { ok: false, why: 'voided', message: `round #${round.id} is voided; it takes no result`, round };
  }
  if ((round.categoryCode === YEEKEE) !== fromShots) {
    if (!fromShots) return fromShotsOnly(round, 'given a result');
    return { ok: false, why: 'invalid', message: `round #${round.id} is not a yeekee round`, round };
  }
  const parsed = parseResult(isGovernment(round), input.result);
  if (!parsed.ok) return { ok: false, why: 'invalid', message: parsed.message, round };
  if (round.result) {
    if (sameResult(round.result, parsed.result)) return { ok: true, round, result: round.result, same: true };
    return {
      ok: false,
      why: 'different_result',
      message: `round #${round.id} already has another result; nothing changed`,
      round,
    };
  }
  if ((round.status === 'scheduled' || round.status === 'open') && now < round.closeAt) {
    return {
      ok: false,
      why: 'not_closed',
      message: `round #${round.id} closes at ${round.closeAt.toISOString()}; close it first (lotto:close)`,
      round,
    };
  }
  return { ok: true, round, result: parsed.result, same: false };
}
