import type { Db } from '#db/client.ts';
import { DAY } from '#shared/bangkok-time.ts';
import {
  activeCategories,
  closeDueRounds,
  insertRounds,
  openDueRounds,
  roundsAwaitingSettlement,
} from './queries.ts';
import type { CategoryRow, NewRound } from './queries.ts';
import { roundTitle, roundsWithOpenAt } from './schedule.ts';

/**
 * The lotto's background jobs (docs/LOTTO.md#jobs), run by the job runner (src/jobs/runner.ts) on one
 * instance at a time. Each is a conditional write, so running one twice, or on two instances one after
 * the other, changes nothing the second time.
 */

/** A job as the runner takes it (the runner's type, restated so the domain does not import platform jobs). */
export type LottoJob = { name: string; everyMs: number; run(ctx: { db: Db; now: Date }): Promise<number> };

/** Settles one round whose result is in; must be idempotent (the settlement part guarantees it). */
export type SettleRound = (db: Db, roundId: number) => Promise<unknown>;

/** The rows of a category's rounds closing in [from, to), as the schedule lays them out. */
export function plannedRoundRows(category: CategoryRow, from: Date, to: Date): NewRound[] {
  return roundsWithOpenAt(category.schedule, from, to, category.openBeforeMinutes).map((planned) => ({
    categoryId: category.id,
    title: roundTitle(category.name, planned),
    drawDate: planned.drawDate,
    openAt: planned.openAt,
    closeAt: planned.closeAt,
    cancelUntil: new Date(planned.closeAt.getTime() - category.cancelBeforeSeconds * 1000),
  }));
}

/** Creates each active category's rounds closing within its create_ahead_days; existing ones are kept. */
export async function createRoundsAhead(db: Db, agentId: number, now: Date): Promise<number> {
  let created = 0;
  for (const category of await activeCategories(db, agentId)) {
    const until = new Date(now.getTime() + category.createAheadDays * DAY);
    // (category_id, close_at) is unique: a round another instance created is skipped, never doubled.
    created += (await insertRounds(db, plannedRoundRows(category, now, until))).length;
  }
  return created;
}

export function createLottoJobs(deps: { agentId: number; settle: SettleRound }): LottoJob[] {
  return [
    {
      name: 'lotto:create-rounds',
      everyMs: 60_000,
      run: ({ db, now }) => createRoundsAhead(db, deps.agentId, now),
    },
    // Close before open: a round whose close passed while no server ran is closed, never opened.
    { name: 'lotto:close-rounds', everyMs: 1_000, run: ({ db, now }) => closeDueRounds(db, now) },
    { name: 'lotto:open-rounds', everyMs: 1_000, run: ({ db, now }) => openDueRounds(db, now) },
    {
      name: 'lotto:settle-rounds',
      everyMs: 5_000,
      async run({ db, now }) {
        const ids = await roundsAwaitingSettlement(db, now);
        for (const id of ids) await deps.settle(db, id);
        return ids.length;
      },
    },
  ];
}
