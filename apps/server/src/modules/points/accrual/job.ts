import type { SQL } from 'drizzle-orm';
import { POINTS_EARNING } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { Job } from '#jobs/runner.ts';
import { turnoverDaysSinceSql } from '#games';
import { runInLedgerTransaction } from '#ledger';
import { excludedAtSql } from '#responsible-gaming';
import { bangkokDate, DAY, startOfBangkokDay } from '#shared/bangkok-time.ts';
import { awardPoints } from '../movements.ts';
import { depositsDue, recordDepositAccrual, recordTurnoverAccrual, turnoverDue } from './queries.ts';

const BATCH = 200;
const CREATED_BY = 'job:points-accrual';

/** Where the catch-up window starts: the Bangkok day `catchUpDays` before today. */
function windowStart(now: Date): Date {
  return new Date(startOfBangkokDay(now).getTime() - POINTS_EARNING.catchUpDays * DAY);
}

/**
 * Pays the points credited deposits earn (docs/rules/points.md#earning): 1 per 100 ฿ of each deposit,
 * once per deposit (ledger key per deposit intent). Returns how many deposits it paid.
 */
export async function accrueDepositPoints(db: Db, now: Date, paidDeposits: SQL): Promise<number> {
  let paid = 0;
  for (;;) {
    const due = await depositsDue(db, {
      paidDeposits,
      since: windowStart(now),
      excluded: excludedAtSql(now),
      satangPerPoint: POINTS_EARNING.depositSatangPerPoint,
      limit: BATCH,
    });
    if (due.length === 0) return paid;
    paid += await runInLedgerTransaction(db, async (tx) => {
      let n = 0;
      for (const row of due) {
        if (!(await recordDepositAccrual(tx, row, now))) continue;
        await awardPoints(tx, {
          memberId: row.memberId,
          points: row.points,
          key: `accrual:deposit:${row.intentId}`,
          refType: 'deposit_intent',
          refId: String(row.intentId),
          memo: 'พอยท์จากยอดฝาก',
          createdBy: CREATED_BY,
          at: now,
        });
        n += 1;
      }
      return n;
    });
    if (due.length < BATCH) return paid;
  }
}

/**
 * Pays the points a member-day's turnover earns (1 per 1,000 ฿ of the day's total): each run awards
 * the difference between what the day earns now and what it was already paid, keyed by the new total,
 * so a replay of the same step moves nothing. Returns how many member-days it paid.
 */
export async function accrueTurnoverPoints(db: Db, now: Date): Promise<number> {
  let paid = 0;
  for (;;) {
    const due = await turnoverDue(db, {
      turnoverDays: turnoverDaysSinceSql(bangkokDate(windowStart(now))),
      excluded: excludedAtSql(now),
      satangPerPoint: POINTS_EARNING.turnoverSatangPerPoint,
      limit: BATCH,
    });
    if (due.length === 0) return paid;
    paid += await runInLedgerTransaction(db, async (tx) => {
      let n = 0;
      for (const row of due) {
        if (!(await recordTurnoverAccrual(tx, row, now))) continue;
        await awardPoints(tx, {
          memberId: row.memberId,
          points: row.earned - row.awarded,
          key: `accrual:turnover:${row.memberId}:${row.day}:${row.earned}`,
          refType: 'turnover_day',
          refId: row.day,
          memo: `พอยท์จากยอดเล่นวันที่ ${row.day}`,
          createdBy: CREATED_BY,
          at: now,
        });
        n += 1;
      }
      return n;
    });
    if (due.length < BATCH) return paid;
  }
}

/**
 * The accrual job for the job runner (exactly once across instances through its advisory lock; the
 * accrual rows make a later run find nothing left). Its first run after start-up catches up the window.
 */
export function createPointsJobs(opts: { paidDeposits: SQL; everyMs?: number }): Job[] {
  return [
    {
      name: 'points-accrual',
      everyMs: opts.everyMs ?? 60_000,
      async run({ db, now }) {
        return (
          (await accrueDepositPoints(db, now, opts.paidDeposits)) + (await accrueTurnoverPoints(db, now))
        );
      },
    },
  ];
}
