import type { Db } from '#db/client.ts';
import { runInLedgerTransaction } from '#ledger';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import type { Clock } from '#shared/clock.ts';
import { fromShotsOnly, YEEKEE } from './outcomes.ts';
import type { Refusal } from './outcomes.ts';
import { closeRoundNow, findRound } from './queries.ts';
import type { RoundRow } from './queries.ts';
import { auditRound } from './round-audit.ts';

export type CloseOutcome = { ok: true; changed: boolean; round: RoundRow } | Refusal;

/** Closes a scheduled or open round now: no bill is taken or cancelled after this. Repeatable. */
export async function closeRound(
  db: Db,
  input: { roundId: number; operator: string; by?: AuditOrigin },
  options: { clock: Clock },
): Promise<CloseOutcome> {
  return runInLedgerTransaction(db, async (tx) => {
    const round = await findRound(tx, input.roundId, true);
    if (!round) return { ok: false, why: 'not_found', message: `no lotto round #${input.roundId}` };
    if (round.status !== 'scheduled' && round.status !== 'open') return { ok: true, changed: false, round };
    // Closing a yeekee round early would choose which shots count, i.e. choose its result: it closes on
    // schedule only (docs/YEEKEE.md#fair-play).
    if (round.categoryCode === YEEKEE) return fromShotsOnly(round, 'closed early');
    await closeRoundNow(tx, round.id, options.clock.now());
    await auditRound(tx, input, round.id, {
      action: 'lotto:close',
      before: { status: round.status },
      after: { status: 'closed' },
      detail: { previous_status: round.status, close_at: round.closeAt.toISOString() },
    });
    return { ok: true, changed: true, round: { ...round, status: 'closed' } };
  });
}
