import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import type { YeekeeStreamEvent } from '@ug99/contract';
import type { YeekeeBonusConfig } from '#config';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { runInLedgerTransaction, transfer } from '#ledger';
import { publishPaidWallets } from '#live';
import type { Clock } from '#shared/clock.ts';
import type { LottoJob } from '../rounds/jobs.ts';
import { enterYeekeeResult, voidRound } from '../settlement/service.ts';
import { publishYeekeeEvent } from './feed.ts';
import { billStakes, closeIfDue, lockTally, roundShots, yeekeeRoundsDue } from './close-queries.ts';
import type { ShotRow } from './close-queries.ts';
import { yeekeeResult } from './result.ts';
import type { YeekeeResult } from './result.ts';

/**
 * A yeekee round's close (docs/YEEKEE.md#the-close): once its close_at has passed, its result is computed
 * from its shots alone and settled, or the round is voided when it has fewer than 20 shots; the shooters
 * of the last and the 16th-from-last shot get their bonuses in the transaction that stores the result.
 * Run by the job `lotto:yeekee-results` on one server at a time; every step is conditional or keyed, so
 * a second run, on any server, changes nothing.
 */

/** Who the audit log and the ledger name for everything the close does. */
export const YEEKEE_OPERATOR = 'system:yeekee';

/** How the close announces 'closed' and 'result' on the live feed, after each has committed. */
export type YeekeePublish = (roundId: number, event: YeekeeStreamEvent) => unknown;

/** `publish` defaults to the feed of this process (feed.ts publishYeekeeEvent: Redis when configured). */
export type YeekeeCloseDeps = { clock: Clock; bonus: YeekeeBonusConfig; publish?: YeekeePublish };

export type PaidBonus = { shot: 'last' | 'subtracted'; seq: number; memberId: number; satang: bigint };

export type YeekeeCloseOutcome =
  | {
      roundId: number;
      outcome: 'resulted';
      status: string;
      shots: number;
      result: YeekeeResult;
      bonuses: PaidBonus[];
    }
  | { roundId: number; outcome: 'voided'; shots: number }
  | { roundId: number; outcome: 'skipped'; why: string };

async function publishQuietly(deps: YeekeeCloseDeps, roundId: number, event: YeekeeStreamEvent) {
  // The feed is a convenience: the round's result stands whether or not an event reached anyone.
  try {
    await (deps.publish ?? publishYeekeeEvent)(roundId, event);
  } catch {
    /* a page that missed it reads the result on its next load */
  }
}

/**
 * The bonuses, inside the result's transaction. A shooter qualifies by holding at least
 * YEEKEE_BONUS_MIN_BILLS_BAHT of bills in the round that stand (pending or settled; cancelled and refunded
 * bills do not count). One member may receive both. Key `yeekee:bonus:round:<id>:<last|subtracted>`: paid
 * once per round and shot, whatever runs again.
 */
async function payBonuses(
  tx: Db,
  roundId: number,
  shots: ShotRow[],
  result: YeekeeResult,
  bonus: YeekeeBonusConfig,
  now: Date,
): Promise<PaidBonus[]> {
  const picks = [
    { shot: 'last' as const, seq: shots.length, satang: bonus.lastShotSatang },
    { shot: 'subtracted' as const, seq: result.subtractedSeq, satang: bonus.subtractedShotSatang },
  ].filter((p) => p.satang > 0n);
  const members = picks.map((p) => shots[p.seq - 1]!.memberId);
  const stakes = await billStakes(tx, roundId, [...new Set(members)]);
  const paid: PaidBonus[] = [];
  for (const [i, pick] of picks.entries()) {
    const memberId = members[i]!;
    if ((stakes.get(memberId) ?? 0n) < bonus.minBillsSatang) continue;
    const moved = await transfer(tx, {
      key: `yeekee:bonus:round:${roundId}:${pick.shot}`,
      from: { system: 'yeekee_bonus_expense' },
      to: { member: memberId, wallet: MAIN_WALLET_TYPE_ID },
      amount: pick.satang,
      reason: 'yeekee_bonus',
      refType: 'lotto_round',
      refId: String(roundId),
      memo: `yeekee round ${roundId}: ${pick.shot} shot #${pick.seq}`,
      createdBy: YEEKEE_OPERATOR,
      at: now,
    });
    if (moved.replayed) continue;
    await tx.insert(operatorAuditLog).values({
      operator: YEEKEE_OPERATOR,
      action: 'yeekee:bonus',
      targetType: 'lotto_round',
      targetId: String(roundId),
      detail: { shot: pick.shot, seq: pick.seq, member_id: memberId, amount_satang: pick.satang.toString() },
    });
    paid.push({ shot: pick.shot, seq: pick.seq, memberId, satang: pick.satang });
  }
  return paid;
}

/** Closes one yeekee round whose close_at has passed: result and bonuses, or void. */
export async function concludeYeekeeRound(
  db: Db,
  roundId: number,
  deps: YeekeeCloseDeps,
): Promise<YeekeeCloseOutcome> {
  // 1. closed first, in its own commit: a shot checks the round is open under the round's row lock, so
  //    from here no shot is taken, and the tally lock below waits out one still committing.
  if (!(await closeIfDue(db, roundId, deps.clock.now()))) {
    return { roundId, outcome: 'skipped', why: 'not closed, or already resulted or voided' };
  }
  await publishQuietly(deps, roundId, { type: 'closed', round_id: roundId });

  // 2. the shots, in receive order.
  const shots = await runInLedgerTransaction(db, async (tx) => {
    await lockTally(tx, roundId);
    return roundShots(tx, roundId);
  });
  const result = yeekeeResult(shots.map((s) => s.number));

  // 3a. fewer than 20 shots: the round is voided and every bill refunded (settlement's void).
  if (!result) {
    const voided = await voidRound(
      db,
      { roundId, reason: `yeekee: ${shots.length} shots, fewer than 20`, operator: YEEKEE_OPERATOR },
      { clock: deps.clock },
    );
    if (!voided.ok) return { roundId, outcome: 'skipped', why: voided.message };
    await publishQuietly(deps, roundId, {
      type: 'result',
      round_id: roundId,
      status: 'voided',
      top3: null,
      bottom2: null,
    });
    return { roundId, outcome: 'voided', shots: shots.length };
  }

  // 3b. the result, its bonuses in the same transaction, then settlement like any round.
  let bonuses: PaidBonus[] = [];
  const entered = await enterYeekeeResult(
    db,
    { roundId, result: { top3: result.top3, bottom2: result.bottom2 }, operator: YEEKEE_OPERATOR },
    { clock: deps.clock },
    async (tx, _round, now) => {
      // The result must be the one of every shot the round holds: a different count means a shot
      // committed after the read (it cannot once the round is closed); give up and let the next run redo it.
      if ((await lockTally(tx, roundId)) !== shots.length) {
        throw new Error(`yeekee round ${roundId}: shots changed while closing; retried on the next run`);
      }
      bonuses = await payBonuses(tx, roundId, shots, result, deps.bonus, now);
    },
  );
  if (!entered.ok) return { roundId, outcome: 'skipped', why: entered.message };
  // The settlement published its winners' wallets; a bonus shooter who won nothing learns of the bonus here.
  await publishPaidWallets(
    db,
    bonuses.map((b) => ({ member: b.memberId, wallet: MAIN_WALLET_TYPE_ID })),
  );
  await publishQuietly(deps, roundId, {
    type: 'result',
    round_id: roundId,
    status: entered.round.status as 'resulted' | 'settled',
    top3: result.top3,
    bottom2: result.bottom2,
  });
  return { roundId, outcome: 'resulted', status: entered.round.status, shots: shots.length, result, bonuses };
}

/** The job (docs/LOTTO.md#jobs): every second, the yeekee rounds due a result, oldest first. */
export function createYeekeeJobs(deps: YeekeeCloseDeps): LottoJob[] {
  return [
    {
      name: 'lotto:yeekee-results',
      everyMs: 1_000,
      async run({ db, now }) {
        let done = 0;
        for (const id of await yeekeeRoundsDue(db, now)) {
          const outcome = await concludeYeekeeRound(db, id, deps);
          if (outcome.outcome !== 'skipped') done++;
        }
        return done;
      },
    },
  ];
}
