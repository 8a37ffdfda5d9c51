import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '#db/client.ts';
import { lottoCategories, lottoRounds } from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { seedDatabase } from '#seed/seed.ts';
import { manualClock } from '#shared/clock.ts';
import type { Clock } from '#shared/clock.ts';
import { DAY } from '#shared/bangkok-time.ts';
import { testDatabases } from '#testing/databases.ts';
import { twoServersOnPostgres } from '#testing/two-servers.ts';
import { SEED_LOTTO_CATEGORIES } from './catalogue.ts';
import { createLottoJobs } from './jobs.ts';
import { roundsBetween } from './schedule.ts';

const bkk = (local: string) => new Date(`${local}+07:00`);
const START = bkk('2025-03-03T05:00:00');
const AGENT_ID = 1;

/** How many rounds the seed's schedules lay out from `now` over each category's create-ahead window. */
function expectedRounds(now: Date): number {
  return SEED_LOTTO_CATEGORIES.reduce(
    (n, c) => n + roundsBetween(c.schedule, now, new Date(now.getTime() + c.createAheadDays * DAY)).length,
    0,
  );
}

async function roundCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lottoRounds);
  return row?.n ?? 0;
}

async function yeekeeRound(db: Db, closeAt: Date) {
  const [row] = await db
    .select({ id: lottoRounds.id, status: lottoRounds.status })
    .from(lottoRounds)
    .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
    .where(and(eq(lottoCategories.code, 'yeekee'), eq(lottoRounds.closeAt, closeAt)));
  if (!row) throw new Error('no such round');
  return row;
}

/** Stands in for the settlement: counts its calls and settles the round like the real one would. */
function countingSettle(calls: number[]) {
  return async (db: Db, roundId: number) => {
    calls.push(roundId);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await db.update(lottoRounds).set({ status: 'settled' }).where(eq(lottoRounds.id, roundId));
  };
}

/** One server's job runner of the lotto jobs, with the rounds its settlement was handed. */
function lottoRunner(database: Database, clock: Clock) {
  const calls: number[] = [];
  const jobs = createLottoJobs({ agentId: AGENT_ID, settle: countingSettle(calls) });
  return { runner: createJobRunner({ database, clock, jobs }), calls };
}

async function enterResult(db: Db, roundId: number) {
  await db
    .update(lottoRounds)
    .set({ status: 'resulted', result: { top3: '123', bottom2: '45' } })
    .where(eq(lottoRounds.id, roundId));
}

describe.each(testDatabases())('lotto jobs on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.create();
    await seedDatabase(database.db);
  });
  afterAll(() => database.close());

  it('creates each category’s rounds ahead once, opens them at open_at and closes them at close_at to the second', async () => {
    const clock = manualClock(START);
    const { runner } = lottoRunner(database, clock);
    await runner.runDue();
    expect(await roundCount(database.db)).toBe(expectedRounds(START));
    await runner.runDue();
    expect(await roundCount(database.db)).toBe(expectedRounds(START));

    const first = bkk('2025-03-03T06:15:00');
    expect((await yeekeeRound(database.db, first)).status).toBe('scheduled'); // opens at 06:00
    clock.set(bkk('2025-03-03T06:00:00'));
    await runner.runDue();
    expect((await yeekeeRound(database.db, first)).status).toBe('open');
    clock.set(new Date(first.getTime() - 1_000));
    await runner.runDue();
    expect((await yeekeeRound(database.db, first)).status).toBe('open');
    clock.set(first);
    await runner.runDue();
    expect((await yeekeeRound(database.db, first)).status).toBe('closed');
    expect((await yeekeeRound(database.db, bkk('2025-03-03T06:30:00'))).status).toBe('open');
  });

  it('hands a closed round with a result to settlement once, and does after a restart what was missed', async () => {
    const round = await yeekeeRound(database.db, bkk('2025-03-03T06:15:00'));
    await enterResult(database.db, round.id);
    // A new runner (a restarted server) two hours later: the first run closes the rounds that passed.
    const clock = manualClock(bkk('2025-03-03T08:00:00'));
    const { runner, calls } = lottoRunner(database, clock);
    await runner.runDue();
    clock.advance(10_000);
    await runner.runDue();
    expect(calls).toEqual([round.id]);
    expect((await yeekeeRound(database.db, bkk('2025-03-03T07:45:00'))).status).toBe('closed');
    expect((await yeekeeRound(database.db, bkk('2025-03-03T08:15:00'))).status).toBe('open');
  });
});

const postgres = testDatabases().find((t) => t.kind === 'postgres');
describe.runIf(postgres)('lotto jobs on two servers sharing one PostgreSQL', () => {
  const servers = twoServersOnPostgres(postgres!);
  beforeAll(() => seedDatabase(servers.one().db));

  it('creates every round once and settles every round once however the two runners interleave', async () => {
    const clock = manualClock(START);
    const calls: number[] = [];
    const jobs = createLottoJobs({ agentId: AGENT_ID, settle: countingSettle(calls) });
    const [one, two] = [servers.one(), servers.two()];
    const runners = [one, two].map((database) => createJobRunner({ database, clock, jobs }));
    await Promise.all(runners.map((r) => r.runDue()));
    expect(await roundCount(one.db)).toBe(expectedRounds(START));

    // Both servers past the first yeekee closes, with results entered for three of them.
    clock.set(bkk('2025-03-03T07:00:00'));
    await Promise.all(runners.map((r) => r.runDue()));
    const resulted = [];
    for (const at of ['06:15', '06:30', '06:45']) {
      const round = await yeekeeRound(one.db, bkk(`2025-03-03T${at}:00`));
      expect(round.status).toBe('closed');
      await enterResult(one.db, round.id);
      resulted.push(round.id);
    }
    for (let i = 0; i < 5; i++) {
      clock.advance(60_000);
      await Promise.all(runners.map((r) => r.runDue()));
    }
    expect([...calls].sort((a, b) => a - b)).toEqual(resulted);
    // (category_id, close_at) is unique: no round exists twice.
    const rounds = await one.db
      .select({ categoryId: lottoRounds.categoryId, closeAt: lottoRounds.closeAt })
      .from(lottoRounds);
    const keys = new Set(rounds.map((r) => `${r.categoryId}:${r.closeAt.toISOString()}`));
    expect(keys.size).toBe(rounds.length);
    expect(await roundCount(one.db)).toBe(
      expectedRounds(clock.now()) + (await roundsClosedSince(one.db, clock.now())),
    );
  });
});

/** Rounds that closed before `now` (they stay; the expected count above is of rounds still ahead). */
async function roundsClosedSince(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lottoRounds)
    .where(sql`${lottoRounds.closeAt} < ${now}`);
  return row?.n ?? 0;
}
