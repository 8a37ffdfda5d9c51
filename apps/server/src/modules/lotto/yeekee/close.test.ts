import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LottoBetType, YeekeeStreamEvent } from '@ug99/contract';
import type { Database, Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { checkInvariants } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { testDatabases } from '#testing/databases.ts';
import {
  billRow,
  fundedMember,
  insertBill,
  insertRound,
  mainBalance,
  roundStatus,
  transfersOf,
} from '#testing/lotto-settlement.ts';
import { twoServersOnPostgres } from '#testing/two-servers.ts';
import { addShots, yeekeeCategory } from '#testing/yeekee-close.ts';
import { closeRound, enterResult, voidRound } from '../settlement/service.ts';
import { concludeYeekeeRound, createYeekeeJobs } from './close.ts';

const baht = (n: number) => BigInt(Math.round(n * 100));
const BONUS = { lastShotSatang: baht(200), subtractedShotSatang: baht(400), minBillsSatang: baht(100) };

async function auditRows(db: Db, roundId: number) {
  return rowsOf<{ operator: string; action: string }>(
    await db.execute(sql`select operator, action from operator_audit_log
      where target_type = 'lotto_round' and target_id = ${String(roundId)} order by id`),
  );
}

async function storedResult(db: Db, roundId: number) {
  const [row] = rowsOf<{ result: unknown }>(
    await db.execute(sql`select result from lotto_rounds where id = ${roundId}`),
  );
  const r = row!.result;
  return typeof r === 'string' ? (JSON.parse(r) as unknown) : r;
}

// 20 shots 01111, 02222, …, 22220: S = 233310, shot 5 (16th from the last) = 05555 → R = 27755,
// top3 755, bottom2 27 (result.test.ts works it out).
/** close_at is unique per category: each test round closes a few ms apart. */
let roundSeq = 0;
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs - (roundSeq += 1));

/** [type, number, amount in baht, rate] */
type BetLine = [LottoBetType, string, number, number];

const TWENTY = Array.from({ length: 20 }, (_, i) => String(1111 * (i + 1)).padStart(5, '0'));

describe.each(testDatabases())('yeekee close on $kind', (target) => {
  let database: Database;
  let categoryId: number;
  let memberSeq = 0;
  const clock = manualClock(new Date('2026-03-16T09:00:00Z'));
  const newMember = () => fundedMember(database.db, (memberSeq += 1), baht(10_000));
  const events: YeekeeStreamEvent[] = [];
  const deps = { clock, bonus: BONUS, publish: (_: number, e: YeekeeStreamEvent) => void events.push(e) };
  const pastRound = () => insertRound(database.db, categoryId, { closeAt: at(clock.now(), -1_000) });
  /** A pending bill of one line: `amount` baht on `number` at `rate`. */
  const bet = (roundId: number, memberId: number, [type, number, amount, rate]: BetLine) =>
    insertBill(database.db, {
      roundId,
      memberId,
      lines: [{ type, number, amountSatang: baht(amount), rate }],
    });
  /** The first `count` of TWENTY's shots, shot i by `shooter(i)`. */
  const shoot = (roundId: number, shooter: (i: number) => number, count = 20) =>
    addShots(
      database.db,
      roundId,
      TWENTY.slice(0, count).map((number, i) => ({ number, memberId: shooter(i) })),
    );

  beforeAll(async () => {
    database = await target.create();
    categoryId = await yeekeeCategory(database.db);
  });
  afterAll(async () => {
    expect(await checkInvariants(database.db)).toEqual([]);
    await database.close();
  });

  it('computes the result from the shots at close, settles the round and pays both bonuses once', async () => {
    const roundId = await pastRound();
    const last = await newMember();
    const subtracted = await newMember();
    const other = await newMember();
    const win = await bet(roundId, last, ['3top', '755', 100, 80_000]);
    const lose = await bet(roundId, subtracted, ['2bottom', '28', 150, 9_000]);
    await shoot(roundId, (i) => (i === 4 ? subtracted : i === 19 ? last : other));
    const lastBefore = await mainBalance(database.db, last);
    const subBefore = await mainBalance(database.db, subtracted);
    events.length = 0;

    const outcome = await concludeYeekeeRound(database.db, roundId, deps);
    expect(outcome).toMatchObject({
      outcome: 'resulted',
      status: 'settled',
      shots: 20,
      result: { number: '27755', subtractedSeq: 5, subtractedNumber: '05555', top3: '755', bottom2: '27' },
    });
    expect(await storedResult(database.db, roundId)).toEqual({ top3: '755', bottom2: '27' });
    expect(await billRow(database.db, win)).toEqual({ status: 'won', winSatang: baht(80_000) });
    expect((await billRow(database.db, lose)).status).toBe('lost');
    expect(await mainBalance(database.db, last)).toBe(lastBefore + baht(80_000) + baht(200));
    expect(await mainBalance(database.db, subtracted)).toBe(subBefore + baht(400));
    expect(events).toEqual([
      { type: 'closed', round_id: roundId },
      { type: 'result', round_id: roundId, status: 'settled', top3: '755', bottom2: '27' },
    ]);
    expect(await auditRows(database.db, roundId)).toEqual([
      { operator: 'system:yeekee', action: 'lotto:result' },
      { operator: 'system:yeekee', action: 'yeekee:bonus' },
      { operator: 'system:yeekee', action: 'yeekee:bonus' },
    ]);

    // Running again (another server, a retry) changes nothing.
    expect(await concludeYeekeeRound(database.db, roundId, deps)).toMatchObject({ outcome: 'skipped' });
    const bonuses = (await transfersOf(database.db, 'yeekee_bonus')).filter(
      (t) => t.ref_id === String(roundId),
    );
    expect(bonuses.map((t) => [t.key, t.amount])).toEqual([
      [`yeekee:bonus:round:${roundId}:last`, '20000'],
      [`yeekee:bonus:round:${roundId}:subtracted`, '40000'],
    ]);
  });

  it('voids a round with fewer than 20 shots and refunds every bill, with no bonus', async () => {
    const roundId = await pastRound();
    const member = await newMember();
    const bill = await bet(roundId, member, ['3top', '123', 500, 80_000]);
    await shoot(roundId, () => member, 19);
    const before = await mainBalance(database.db, member);
    events.length = 0;

    expect(await concludeYeekeeRound(database.db, roundId, deps)).toEqual({
      roundId,
      outcome: 'voided',
      shots: 19,
    });
    expect(await roundStatus(database.db, roundId)).toBe('voided');
    expect((await billRow(database.db, bill)).status).toBe('refunded');
    expect(await mainBalance(database.db, member)).toBe(before + baht(500));
    expect(events.at(-1)).toEqual({
      type: 'result',
      round_id: roundId,
      status: 'voided',
      top3: null,
      bottom2: null,
    });
    const bonuses = (await transfersOf(database.db, 'yeekee_bonus')).filter(
      (t) => t.ref_id === String(roundId),
    );
    expect(bonuses).toEqual([]);
  });

  it('pays a bonus only to a shooter holding at least 100 ฿ of standing bills, and both to one member holding both shots', async () => {
    // Round A: the last shooter holds 99 ฿ plus a cancelled 500 ฿ bill: no bonus; the subtracted one 100 ฿: paid.
    const a = await pastRound();
    const short = await newMember();
    const exact = await newMember();
    await bet(a, short, ['2top', '11', 99, 9_000]);
    const cancelled = await bet(a, short, ['2top', '12', 500, 9_000]);
    await database.db.execute(sql`update lotto_bills set status = 'cancelled' where id = ${cancelled}`);
    await bet(a, exact, ['2top', '13', 100, 9_000]);
    await shoot(a, (i) => (i === 4 ? exact : short));
    await concludeYeekeeRound(database.db, a, deps);
    const paidA = (await transfersOf(database.db, 'yeekee_bonus')).filter((t) => t.ref_id === String(a));
    expect(paidA.map((t) => t.key)).toEqual([`yeekee:bonus:round:${a}:subtracted`]);

    // Round B: one member shot both the last and the 16th-from-last shot: 200 + 400 ฿.
    const b = await pastRound();
    const both = await newMember();
    await bet(b, both, ['2top', '14', 100, 9_000]);
    await shoot(b, () => both);
    const before = await mainBalance(database.db, both);
    await concludeYeekeeRound(database.db, b, deps);
    expect(await mainBalance(database.db, both)).toBe(before + baht(600));
  });

  it('refuses an operator result or an early close for a yeekee round, but lets the operator void it', async () => {
    const open = await insertRound(database.db, categoryId, { closeAt: at(clock.now(), 600_000) });
    expect(await closeRound(database.db, { roundId: open, operator: 'nok' }, { clock })).toMatchObject({
      ok: false,
      why: 'from_shots',
    });
    expect(await roundStatus(database.db, open)).toBe('open');

    const closed = await pastRound();
    await shoot(closed, () => 1);
    const refused = await enterResult(
      database.db,
      { roundId: closed, result: { top3: '755', bottom2: '27' }, operator: 'nok' },
      { clock },
    );
    expect(refused).toMatchObject({ ok: false, why: 'from_shots' });
    expect(await storedResult(database.db, closed)).toBeNull();

    const voided = await voidRound(
      database.db,
      { roundId: closed, reason: 'ระบบขัดข้อง', operator: 'nok' },
      { clock },
    );
    expect(voided).toMatchObject({ ok: true, changed: true });
    expect(await concludeYeekeeRound(database.db, closed, deps)).toMatchObject({ outcome: 'skipped' });
  });

  it('the job takes a round still marked open once its close_at has passed, and only then', async () => {
    const roundId = await insertRound(database.db, categoryId, {
      closeAt: at(clock.now(), 10_000),
    });
    await shoot(roundId, () => 1);
    const runner = createJobRunner({ database, clock, jobs: createYeekeeJobs(deps) });
    await runner.runDue();
    expect(await roundStatus(database.db, roundId)).toBe('open');
    clock.advance(10_000);
    await runner.runDue();
    expect(await roundStatus(database.db, roundId)).toBe('settled');
    expect(await storedResult(database.db, roundId)).toEqual({ top3: '755', bottom2: '27' });
  });
});

const postgres = testDatabases().find((t) => t.kind === 'postgres');
describe.runIf(postgres)('yeekee close on two servers sharing one PostgreSQL', () => {
  const servers = twoServersOnPostgres(postgres!);
  afterAll(async () => {
    expect(await checkInvariants(servers.one().db)).toEqual([]);
  });

  it('closes, results, settles and pays the bonuses once however the two runners interleave', async () => {
    const [one, two] = [servers.one(), servers.two()];
    const clock = manualClock(new Date('2026-03-16T09:00:00Z'));
    const categoryId = await yeekeeCategory(one.db);
    const rounds: number[] = [];
    const members: number[] = [];
    for (let i = 1; i <= 2; i++) members.push(await fundedMember(one.db, i, baht(10_000)));
    for (let r = 0; r < 6; r++) {
      const roundId = await insertRound(one.db, categoryId, { closeAt: at(clock.now(), 5_000) });
      for (const memberId of members) {
        await insertBill(one.db, {
          roundId,
          memberId,
          lines: [{ type: '3top', number: '755', amountSatang: baht(100), rate: 80_000 }],
        });
      }
      await addShots(
        one.db,
        roundId,
        TWENTY.map((number, i) => ({ number, memberId: members[i % 2]! })),
      );
      rounds.push(roundId);
    }
    const events: YeekeeStreamEvent[] = [];
    const deps = { clock, bonus: BONUS, publish: (_: number, e: YeekeeStreamEvent) => void events.push(e) };
    const runners = [one, two].map((database) =>
      createJobRunner({ database, clock, jobs: createYeekeeJobs(deps) }),
    );
    clock.advance(5_000);
    for (let i = 0; i < 3; i++) {
      await Promise.all(runners.map((r) => r.runDue()));
      clock.advance(1_000);
    }
    for (const roundId of rounds) {
      expect(await roundStatus(one.db, roundId)).toBe('settled');
      const audits = await auditRows(one.db, roundId);
      expect(audits.filter((a) => a.action === 'lotto:result')).toHaveLength(1);
      expect(audits.filter((a) => a.action === 'yeekee:bonus')).toHaveLength(2);
    }
    expect(events.filter((e) => e.type === 'result')).toHaveLength(rounds.length);
    const bonuses = await transfersOf(one.db, 'yeekee_bonus');
    expect(bonuses).toHaveLength(rounds.length * 2);
    // Each member: 6 × (−100 stake + 80,000 win) plus the bonuses (seq 20 → member 2, seq 5 → member 1).
    expect(await mainBalance(one.db, members[0]!)).toBe(baht(10_000 + 6 * (80_000 - 100) + 6 * 400));
    expect(await mainBalance(one.db, members[1]!)).toBe(baht(10_000 + 6 * (80_000 - 100) + 6 * 200));
    const wins = await transfersOf(one.db, 'lotto_win');
    expect(wins).toHaveLength(rounds.length * 2);
  });
});
