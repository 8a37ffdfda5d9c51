import type { Db } from '#db/client.ts';
import { runInLedgerTransaction } from '#ledger';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import type { Clock } from '#shared/clock.ts';
import { checkResultEntry } from './check-result-entry.ts';
import type { ResultInput } from './matching.ts';
import type { Refusal, ResultOutcome, SettleOptions } from './outcomes.ts';
import { findRound, storeResult } from './queries.ts';
import type { RoundRow } from './queries.ts';
import { settleRound } from './settle-round.ts';
import { auditRound } from './round-audit.ts';

/**
 * Enters a round's result and settles the round. A result is taken once the round is closed or its
 * close_at has passed (the round is closed on the way); never earlier, since bills could still come.
 * The same result again is a success that changes nothing (and finishes a settlement a crash left
 * half-done); a different result for a round that already has one is refused: its bills may be paid.
 * A yeekee round is refused: fair play means nobody picks its result (enterYeekeeResult does, from shots).
 */
export function enterResult(db: Db, input: ResultEntry, options: SettleOptions): Promise<ResultOutcome> {
  return storeAndSettle(db, input, options, false);
}

/** A result as an operator enters it; `by` is the back-office operator's account and address. */
export type ResultEntry = { roundId: number; result: ResultInput; operator: string; by?: AuditOrigin };

/**
 * Runs in the transaction that stores the result, after it (the round row is locked); `now` is the time
 * the result was stored at, so what it writes carries the same time.
 */
export type WithResult = (tx: Db, round: RoundRow, now: Date) => Promise<void>;

/**
 * The yeekee close job's entry (yeekee/close.ts): the result computed from the round's shots, with
 * `withResult` (the shooting bonuses) committed together with it. Not in the lotto's public index, so no
 * operator command can reach it.
 */
export function enterYeekeeResult(
  db: Db,
  input: ResultEntry,
  options: SettleOptions,
  withResult: WithResult,
): Promise<ResultOutcome> {
  return storeAndSettle(db, input, options, true, withResult);
}

async function storeAndSettle(
  db: Db,
  input: ResultEntry,
  options: SettleOptions,
  fromShots: boolean,
  withResult?: WithResult,
): Promise<ResultOutcome> {
  const stored = await runInLedgerTransaction(db, (tx) =>
    storeResultIn(tx, input, options, fromShots, withResult),
  );
  if (!stored.ok) return stored;
  const settlement = await settleRound(db, stored.round.id, options);
  return { ...stored, round: { ...stored.round, status: settlement.status }, settlement };
}

export type RecordOutcome = { ok: true; changed: boolean; round: RoundRow } | Refusal;

/**
 * Stores a round's result with its audit row in the caller's transaction `tx`, without settling: the
 * back office's four-eyes approval records the result in the approval's own transaction, then settles
 * the round with settleRound once that has committed. Same checks and answers as enterResult.
 */
export function recordResult(tx: Db, input: ResultEntry, options: { clock: Clock }): Promise<RecordOutcome> {
  return runInLedgerTransaction(tx, (t) => storeResultIn(t, input, options, false));
}

async function storeResultIn(
  tx: Db,
  input: ResultEntry,
  options: { clock: Clock },
  fromShots: boolean,
  withResult?: WithResult,
): Promise<RecordOutcome> {
  const now = options.clock.now();
  const checked = checkResultEntry(await findRound(tx, input.roundId, true), input, now, fromShots);
  if (!checked.ok) return checked;
  const { round } = checked;
  if (checked.same) return { ok: true, changed: false, round };
  await storeResult(tx, round.id, checked.result, now);
  await auditRound(tx, input, round.id, {
    action: 'lotto:result',
    before: { status: round.status, result: null },
    after: { status: 'resulted', result: checked.result },
    detail: { result: checked.result },
  });
  await withResult?.(tx, round, now);
  return { ok: true, changed: true, round: { ...round, status: 'resulted', result: checked.result } };
}
