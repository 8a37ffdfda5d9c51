import type { WalletTypeId } from '@ug99/contract';
import type { LottoResultNumbers } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/index.ts';
import { creditMany, runInLedgerTransaction } from '#ledger';
import { publishPaidWallets } from '#live';
import { notifyMembers } from '#notifications';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { systemClock } from '#shared/clock.ts';
import type { Clock } from '#shared/clock.ts';
import { parseResult, sameResult, winningPairs } from './matching.ts';
import type { ResultInput } from './matching.ts';
import {
  addLottoDailyTotals,
  closeBills,
  closeRoundNow,
  countPendingBills,
  decideLines,
  findRound,
  lockPendingBills,
  previewWins,
  refundPendingBills,
  setRoundStatus,
  storeResult,
} from './queries.ts';
import type { RoundRow } from './queries.ts';
import { metrics } from '#shared/metrics/domain.ts';

/**
 * Results, settlement and void of a lotto round (docs/LOTTO.md#results-and-settlement,
 * docs/rules/lotto.md#results-and-settlement).
 */

/** Bills settled (or refunded) per transaction: each batch commits its bills with their payouts. */
export const SETTLE_BATCH_BILLS = 5_000;

export type SettleOptions = {
  clock: Clock;
  batchBills?: number;
  /** Called after each committed batch; tests throw here to simulate a crash mid-way. */
  afterBatch?: (batch: number) => void | Promise<void>;
};

export type SettleReport = {
  roundId: number;
  status: string;
  lines: number;
  bills: number;
  winningBills: number;
  paidSatang: bigint;
};

export type Refusal = {
  ok: false;
  why: 'not_found' | 'not_closed' | 'voided' | 'invalid' | 'different_result' | 'settled' | 'from_shots';
  message: string;
  round?: RoundRow;
};

export type ResultOutcome =
  { ok: true; changed: boolean; round: RoundRow; settlement: SettleReport } | Refusal;

/** Categories offering 3front or 3back settle on the government prizes (matching.ts parseResult). */
export const isGovernment = (round: Pick<RoundRow, 'betTypes'>) =>
  round.betTypes.includes('3front') || round.betTypes.includes('3back');

/** Yeekee rounds take their result from the members' shots only (docs/YEEKEE.md#fair-play). */
const YEEKEE = 'yeekee';

const fromShotsOnly = (round: RoundRow, what: string): Refusal => ({
  ok: false,
  why: 'from_shots',
  message: `round #${round.id} is a yeekee round: its result comes only from the members' shots at its scheduled close, so it cannot be ${what} by hand; lotto:void is still possible`,
  round,
});

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

/** Whether a result may be entered for this round now, and the result parsed for its category. */
function checkResultEntry(
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
  await tx.insert(operatorAuditLog).values({
    operator: input.operator,
    ...originColumns(input.by),
    action: 'lotto:result',
    targetType: 'lotto_round',
    targetId: String(round.id),
    before: { status: round.status, result: null },
    after: { status: 'resulted', result: checked.result },
    detail: { result: checked.result },
  });
  await withResult?.(tx, round, now);
  return { ok: true, changed: true, round: { ...round, status: 'resulted', result: checked.result } };
}

export type ResultPreview = {
  round: RoundRow;
  result: LottoResultNumbers;
  /** Pending bills and their lines, as settlement would take them now. */
  bills: number;
  lines: number;
  winningBills: number;
  winningLines: number;
  payoutSatang: bigint;
  byType: {
    betType: string;
    lines: number;
    stakeSatang: bigint;
    winningLines: number;
    payoutSatang: bigint;
  }[];
};

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

/**
 * Settles a resulted round; safe to run again, and from several servers at once:
 * 1. one UPDATE decides every pending line of the round (won/lost, win = amount × rate snapshot);
 * 2. batches of pending bills, each in one transaction: the bill becomes won (a line won) or lost with
 *    the sum of its lines' wins, each winning bill is paid by one transfer lotto_stakes → the bill's wallet
 *    under the key lotto:win:bill:<id>, and the wins are added to the members' lotto payout of the day.
 *    A bill leaves `pending` in the transaction that pays it, so a crash between batches resumes with
 *    the unpaid bills only, and the key makes even a replayed payout move nothing;
 * 3. once no bill is pending the round is `settled`.
 */
export async function settleRound(
  db: Db,
  roundId: number,
  options: SettleOptions = { clock: systemClock },
): Promise<SettleReport> {
  const report: SettleReport = {
    roundId,
    status: 'missing',
    lines: 0,
    bills: 0,
    winningBills: 0,
    paidSatang: 0n,
  };
  const round = await findRound(db, roundId);
  if (!round) return report;
  report.status = round.status;
  if (round.status !== 'resulted' || !round.result) return report;
  const started = performance.now();
  const result: LottoResultNumbers = round.result;

  report.lines = await runInLedgerTransaction(db, (tx) => decideLines(tx, roundId, winningPairs(result)));
  const limit = options.batchBills ?? SETTLE_BATCH_BILLS;
  for (let batch = 1; ; batch++) {
    const settled = await runInLedgerTransaction(db, async (tx) => {
      const ids = await lockPendingBills(tx, roundId, limit);
      if (ids.length === 0) return null;
      const at = options.clock.now();
      const bills = await closeBills(tx, ids, at);
      metrics.lottoBillsSettled(bills.length);
      const winners = bills.filter((b) => b.status === 'won' && b.winSatang > 0n);
      await creditMany(tx, {
        from: { system: 'lotto_stakes' },
        reason: 'lotto_win',
        refType: 'lotto_bill',
        createdBy: 'job:lotto-settlement',
        memo: `round ${roundId}`,
        at,
        legs: winners.map((b) => ({
          key: `lotto:win:bill:${b.id}`,
          to: { member: b.memberId, wallet: b.walletTypeId as WalletTypeId },
          amount: b.winSatang,
          refId: String(b.id),
        })),
      });
      // Wins count as the members' lotto payout on the Bangkok day they are paid.
      const day = bangkokDate(at);
      await addLottoDailyTotals(
        tx,
        winners.map((b) => ({
          day,
          memberId: b.memberId,
          walletTypeId: b.walletTypeId,
          betCount: 0,
          turnover: 0n,
          payout: b.winSatang,
        })),
      );
      // Each bill's holder learns its result in the batch that settles it (docs/NOTIFICATIONS.md#kinds).
      await notifyMembers(
        tx,
        bills.map((b) =>
          b.status === 'won'
            ? {
                kind: 'bill_won',
                memberId: b.memberId,
                billId: b.id,
                roundName: round.title,
                winSatang: b.winSatang,
              }
            : { kind: 'bill_lost', memberId: b.memberId, billId: b.id, roundName: round.title },
        ),
        at,
      );
      return {
        bills: bills.length,
        winners: winners.length,
        paid: winners.reduce((s, b) => s + b.winSatang, 0n),
        wallets: winners.map((b) => ({ member: b.memberId, wallet: b.walletTypeId as WalletTypeId })),
      };
    });
    if (!settled) break;
    // Committed: the winners' open pages show the payout now, not at their next reload.
    await publishPaidWallets(db, settled.wallets);
    report.bills += settled.bills;
    report.winningBills += settled.winners;
    report.paidSatang += settled.paid;
    await options.afterBatch?.(batch);
  }
  report.status = await finishIfNoBillPending(db, roundId, options.clock);
  if (report.status === 'settled') metrics.lottoRoundSettled((performance.now() - started) / 1000);
  return report;
}

/** Bills another server still holds stay pending: the round is settled only when none is left. */
async function finishIfNoBillPending(db: Db, roundId: number, clock: Clock): Promise<string> {
  return runInLedgerTransaction(db, async (tx) => {
    const round = await findRound(tx, roundId, true);
    if (!round) return 'missing';
    if (round.status !== 'resulted' || (await countPendingBills(tx, roundId)) > 0) return round.status;
    await setRoundStatus(tx, roundId, 'settled', clock.now());
    return 'settled';
  });
}

export type VoidOutcome =
  { ok: true; changed: boolean; round: RoundRow; refundedBills: number; refundedSatang: bigint } | Refusal;

/**
 * Voids a round (the draw did not take place, or was cancelled): every pending bill is refunded in full
 * by one transfer lotto_stakes → the bill's wallet under the key lotto:void:bill:<id> (reason round_void), its
 * lines become refunded, and its stake no longer counts as lotto turnover of the day it was placed. A
 * round with a result is refused: its bills are being or have been paid. Voiding again is a success that
 * changes nothing (and refunds what a crash left pending).
 */
export async function voidRound(
  db: Db,
  input: { roundId: number; reason: string; operator: string; by?: AuditOrigin },
  options: SettleOptions,
): Promise<VoidOutcome> {
  const reason = input.reason.trim();
  const marked = await runInLedgerTransaction(
    db,
    async (tx): Promise<Refusal | { ok: true; changed: boolean; round: RoundRow }> => {
      const round = await findRound(tx, input.roundId, true);
      if (!round) return { ok: false, why: 'not_found', message: `no lotto round #${input.roundId}` };
      if (round.status === 'voided') return { ok: true, changed: false, round };
      if (round.result) {
        return {
          ok: false,
          why: 'settled',
          message: `round #${round.id} has a result (${round.status}); it cannot be voided`,
          round,
        };
      }
      if (!reason) return { ok: false, why: 'invalid', message: '--reason "..." is required', round };
      await setRoundStatus(tx, round.id, 'voided', options.clock.now(), reason);
      await tx.insert(operatorAuditLog).values({
        operator: input.operator,
        ...originColumns(input.by),
        action: 'lotto:void',
        targetType: 'lotto_round',
        targetId: String(round.id),
        before: { status: round.status },
        after: { status: 'voided' },
        detail: { reason, previous_status: round.status },
      });
      return { ok: true, changed: true, round: { ...round, status: 'voided' } };
    },
  );
  if (!marked.ok) return marked;

  let refundedBills = 0;
  let refundedSatang = 0n;
  const limit = options.batchBills ?? SETTLE_BATCH_BILLS;
  for (let batch = 1; ; batch++) {
    const done = await runInLedgerTransaction(db, async (tx) => {
      const now = options.clock.now();
      const bills = await refundPendingBills(tx, input.roundId, limit, now);
      if (bills.length === 0) return null;
      await creditMany(tx, {
        from: { system: 'lotto_stakes' },
        reason: 'round_void',
        refType: 'lotto_bill',
        createdBy: 'job:lotto-void',
        memo: `round ${input.roundId}`,
        at: now,
        legs: bills.map((b) => ({
          key: `lotto:void:bill:${b.id}`,
          to: { member: b.memberId, wallet: b.walletTypeId as WalletTypeId },
          amount: b.totalSatang,
          refId: String(b.id),
        })),
      });
      // The stake was counted as turnover (one bet) on the day the bill was placed: a refunded bill
      // was never a bet, so both are taken back there.
      await addLottoDailyTotals(
        tx,
        bills.map((b) => ({
          day: b.day,
          memberId: b.memberId,
          walletTypeId: b.walletTypeId,
          betCount: -1,
          turnover: -b.totalSatang,
          payout: 0n,
        })),
      );
      return {
        bills: bills.length,
        satang: bills.reduce((s, b) => s + b.totalSatang, 0n),
        wallets: bills.map((b) => ({ member: b.memberId, wallet: b.walletTypeId as WalletTypeId })),
      };
    });
    if (!done) break;
    await publishPaidWallets(db, done.wallets);
    refundedBills += done.bills;
    refundedSatang += done.satang;
    await options.afterBatch?.(batch);
  }
  return { ...marked, refundedBills, refundedSatang };
}

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
    await tx.insert(operatorAuditLog).values({
      operator: input.operator,
      ...originColumns(input.by),
      action: 'lotto:close',
      targetType: 'lotto_round',
      targetId: String(round.id),
      before: { status: round.status },
      after: { status: 'closed' },
      detail: { previous_status: round.status, close_at: round.closeAt.toISOString() },
    });
    return { ok: true, changed: true, round: { ...round, status: 'closed' } };
  });
}
