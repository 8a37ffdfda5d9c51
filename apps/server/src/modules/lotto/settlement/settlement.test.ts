import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/index.ts';
import { checkInvariants } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { testDatabases } from '#testing/databases.ts';
import { GOVERNMENT_DRAW } from '#testing/lotto-draws.ts';
import {
  billRow,
  fundedMember,
  insertBill,
  insertCategory,
  insertRound,
  lineRows,
  lottoTotals,
  mainBalance,
  roundStatus,
  transfersOf,
} from '#testing/lotto-settlement.ts';
import { enterResult, settleRound, voidRound } from './service.ts';

const baht = (n: number) => BigInt(Math.round(n * 100));

describe.each(testDatabases())('lotto settlement on $kind', (target) => {
  let database: Database;
  let memberSeq = 0;
  const clock = manualClock(new Date('2026-03-16T09:00:00Z'));
  const closedAt = () => new Date(clock.now().getTime() - 60_000);
  const newMember = () => fundedMember(database.db, (memberSeq += 1), baht(100_000));

  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    expect(await checkInvariants(database.db)).toEqual([]);
    await database.close();
  });

  const govRound = async () =>
    insertRound(database.db, await insertCategory(database.db, { government: true }), {
      closeAt: closedAt(),
    });
  const dailyRound = async () =>
    insertRound(database.db, await insertCategory(database.db, { government: false }), {
      closeAt: closedAt(),
    });

  it('pays each winning line amount × its rate snapshot, one transfer per winning bill, and settles the round', async () => {
    const roundId = await govRound();
    const a = await newMember();
    const b = await newMember();
    const winner = await insertBill(database.db, {
      roundId,
      memberId: a,
      lines: [
        { type: '3top', number: '972', amountSatang: baht(10), rate: 90_000 }, // 9,000
        { type: '3tod', number: '279', amountSatang: baht(10), rate: 15_000 }, // 1,500
        { type: '3front', number: '781', amountSatang: baht(1), rate: 45_000 }, // 450
        { type: '3back', number: '009', amountSatang: baht(1), rate: 45_000 }, // 450
        { type: '2top', number: '72', amountSatang: baht(2), rate: 9_000 }, // 180
        { type: '2bottom', number: '33', amountSatang: baht(1.5), rate: 9_000 }, // 135
        { type: 'run_top', number: '9', amountSatang: baht(1), rate: 320 }, // 3.20
        { type: 'run_bottom', number: '3', amountSatang: baht(1), rate: 420 }, // 4.20
        { type: '2bottom', number: '34', amountSatang: baht(5), rate: 9_000 }, // lost
      ],
    });
    const loser = await insertBill(database.db, {
      roundId,
      memberId: b,
      lines: [{ type: '3top', number: '123', amountSatang: baht(100), rate: 90_000 }],
    });
    const before = await mainBalance(database.db, a);

    const outcome = await enterResult(
      database.db,
      { roundId, result: GOVERNMENT_DRAW, operator: 'nok' },
      { clock },
    );
    expect(outcome).toMatchObject({
      ok: true,
      changed: true,
      settlement: { status: 'settled', winningBills: 1 },
    });
    const expected = baht(9_000 + 1_500 + 450 + 450 + 180 + 135 + 3.2 + 4.2);
    expect(await billRow(database.db, winner)).toEqual({ status: 'won', winSatang: expected });
    expect(await billRow(database.db, loser)).toEqual({ status: 'lost', winSatang: 0n });
    expect((await lineRows(database.db, winner)).map((l) => l.status)).toEqual([
      ...Array(8).fill('won'),
      'lost',
    ]);
    expect(await mainBalance(database.db, a)).toBe(before + expected);
    expect((await transfersOf(database.db, 'lotto_win')).filter((t) => t.ref_id === String(winner))).toEqual([
      { key: `lotto:win:bill:${winner}`, amount: expected.toString(), ref_id: String(winner) },
    ]);
    expect((await lottoTotals(database.db, a)).payout).toBe(expected);
    expect(await roundStatus(database.db, roundId)).toBe('settled');
  });

  it('the same result entered again changes nothing and pays nothing twice', async () => {
    const roundId = await dailyRound();
    const m = await newMember();
    await insertBill(database.db, {
      roundId,
      memberId: m,
      lines: [{ type: '2bottom', number: '28', amountSatang: baht(10), rate: 9_000 }],
    });
    await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'nok' },
      { clock },
    );
    const paid = await mainBalance(database.db, m);
    const again = await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'som' },
      { clock },
    );
    expect(again).toMatchObject({ ok: true, changed: false });
    expect(await mainBalance(database.db, m)).toBe(paid);
    const audits = await database.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.targetType, 'lotto_round'), eq(operatorAuditLog.targetId, String(roundId))),
      );
    expect(audits).toHaveLength(1);
  });

  it('refuses a second, different result for a round that has one', async () => {
    const roundId = await dailyRound();
    await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'nok' },
      { clock },
    );
    const other = await enterResult(
      database.db,
      { roundId, result: { top3: '576', bottom2: '28' }, operator: 'nok' },
      { clock },
    );
    expect(other).toMatchObject({ ok: false, why: 'different_result' });
  });

  it('refuses a result before the round closes, and one of the wrong shape for the category', async () => {
    const categoryId = await insertCategory(database.db, { government: false });
    const open = await insertRound(database.db, categoryId, {
      closeAt: new Date(clock.now().getTime() + 3_600_000),
    });
    expect(
      await enterResult(
        database.db,
        { roundId: open, result: { top3: '575', bottom2: '28' }, operator: 'n' },
        { clock },
      ),
    ).toMatchObject({ ok: false, why: 'not_closed' });
    expect(await roundStatus(database.db, open)).toBe('open');
    const gov = await govRound();
    expect(
      await enterResult(
        database.db,
        { roundId: gov, result: { top3: '575', bottom2: '28' }, operator: 'n' },
        { clock },
      ),
    ).toMatchObject({ ok: false, why: 'invalid' });
    expect(await roundStatus(database.db, gov)).toBe('open');
  });

  it('takes a result for an open round whose close_at has passed, closing it on the way', async () => {
    const roundId = await dailyRound();
    const outcome = await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'n' },
      { clock },
    );
    expect(outcome).toMatchObject({ ok: true, round: { status: 'settled' } });
  });

  it('resumes a settlement that crashed between batches without paying any bill twice', async () => {
    const roundId = await dailyRound();
    const members = [await newMember(), await newMember(), await newMember()];
    const bills: number[] = [];
    for (let i = 0; i < 6; i++) {
      bills.push(
        await insertBill(database.db, {
          roundId,
          memberId: members[i % 3]!,
          lines: [
            { type: 'run_top', number: '5', amountSatang: baht(10), rate: 320 }, // 32 ฿
            { type: '3top', number: '000', amountSatang: baht(1), rate: 80_000 },
          ],
        }),
      );
    }
    const before = await Promise.all(members.map((m) => mainBalance(database.db, m)));
    const crash = await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'n' },
      {
        clock,
        batchBills: 2,
        afterBatch: (batch) => {
          if (batch === 2) throw new Error('killed mid-way');
        },
      },
    ).catch((err: Error) => err.message);
    expect(crash).toBe('killed mid-way');
    expect(await roundStatus(database.db, roundId)).toBe('resulted');
    expect((await Promise.all(bills.map((b) => billRow(database.db, b)))).map((b) => b.status)).toEqual([
      'won',
      'won',
      'won',
      'won',
      'pending',
      'pending',
    ]);

    const resumed = await settleRound(database.db, roundId, { clock, batchBills: 2 });
    expect(resumed).toMatchObject({ status: 'settled', bills: 2, winningBills: 2 });
    const after = await Promise.all(members.map((m) => mainBalance(database.db, m)));
    // Two bills each, 32 ฿ a bill: paid exactly once.
    expect(after.map((v, i) => v - before[i]!)).toEqual([baht(64), baht(64), baht(64)]);
    expect(
      (await transfersOf(database.db, 'lotto_win')).filter((t) => bills.includes(Number(t.ref_id))),
    ).toHaveLength(6);
    expect(await settleRound(database.db, roundId, { clock })).toMatchObject({ status: 'settled', bills: 0 });
  });

  it('two settlers racing on one round pay every bill once', async () => {
    const roundId = await dailyRound();
    const m = await newMember();
    for (let i = 0; i < 20; i++) {
      await insertBill(database.db, {
        roundId,
        memberId: m,
        lines: [{ type: '2bottom', number: '28', amountSatang: baht(1), rate: 9_000 }],
      });
    }
    const before = await mainBalance(database.db, m);
    const racers: Promise<unknown>[] = [];
    await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'n' },
      {
        clock,
        batchBills: 3,
        // After the first batch, two more settlers (two servers' jobs) start on the same round at once.
        afterBatch: async (batch) => {
          if (batch !== 1) return;
          racers.push(
            settleRound(database.db, roundId, { clock, batchBills: 2 }),
            settleRound(database.db, roundId, { clock, batchBills: 4 }),
          );
          await Promise.all(racers);
        },
      },
    );
    await Promise.all(racers);
    expect(await mainBalance(database.db, m)).toBe(before + baht(20 * 90));
    expect(await roundStatus(database.db, roundId)).toBe('settled');
    expect(await lottoTotals(database.db, m)).toMatchObject({ payout: baht(20 * 90) });
  });

  it('voiding refunds every pending bill once, lines included, and takes its turnover back', async () => {
    const categoryId = await insertCategory(database.db, { government: false });
    const roundId = await insertRound(database.db, categoryId, {
      closeAt: new Date(clock.now().getTime() + 3_600_000),
    });
    const m = await newMember();
    const start = await mainBalance(database.db, m);
    const totalsBefore = await lottoTotals(database.db, m);
    const bill = await insertBill(database.db, {
      roundId,
      memberId: m,
      lines: [
        { type: '3top', number: '123', amountSatang: baht(20), rate: 80_000 },
        { type: 'run_top', number: '1', amountSatang: baht(5), rate: 320 },
      ],
    });
    expect(await mainBalance(database.db, m)).toBe(start - baht(25));
    const voided = await voidRound(database.db, { roundId, reason: 'งดออกผล', operator: 'nok' }, { clock });
    expect(voided).toMatchObject({ ok: true, changed: true, refundedBills: 1, refundedSatang: baht(25) });
    expect(await mainBalance(database.db, m)).toBe(start);
    expect(await billRow(database.db, bill)).toEqual({ status: 'refunded', winSatang: 0n });
    expect((await lineRows(database.db, bill)).map((l) => l.status)).toEqual(['refunded', 'refunded']);
    expect(await lottoTotals(database.db, m)).toEqual(totalsBefore);
    expect(await roundStatus(database.db, roundId)).toBe('voided');

    const again = await voidRound(database.db, { roundId, reason: 'อีกครั้ง', operator: 'som' }, { clock });
    expect(again).toMatchObject({ ok: true, changed: false, refundedBills: 0 });
    expect(await mainBalance(database.db, m)).toBe(start);
    expect(
      (await transfersOf(database.db, 'round_void')).filter((t) => t.ref_id === String(bill)),
    ).toHaveLength(1);
    expect(
      await enterResult(
        database.db,
        { roundId, result: { top3: '123', bottom2: '00' }, operator: 'n' },
        { clock },
      ),
    ).toMatchObject({ ok: false, why: 'voided' });
  });

  it('refuses to void a round that has a result', async () => {
    const roundId = await dailyRound();
    await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'n' },
      { clock },
    );
    expect(await voidRound(database.db, { roundId, reason: 'x', operator: 'n' }, { clock })).toMatchObject({
      ok: false,
      why: 'settled',
    });
  });

  it('leaves cancelled bills alone when settling', async () => {
    const roundId = await dailyRound();
    const m = await newMember();
    const bill = await insertBill(database.db, {
      roundId,
      memberId: m,
      lines: [{ type: '2bottom', number: '28', amountSatang: baht(1), rate: 9_000 }],
    });
    await database.db.execute(
      (await import('drizzle-orm')).sql`update lotto_bills set status = 'cancelled' where id = ${bill}`,
    );
    await database.db.execute(
      (await import('drizzle-orm'))
        .sql`update lotto_bill_lines set status = 'cancelled' where bill_id = ${bill}`,
    );
    await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'n' },
      { clock },
    );
    expect(await billRow(database.db, bill)).toEqual({ status: 'cancelled', winSatang: 0n });
    expect((await lineRows(database.db, bill))[0]!.status).toBe('cancelled');
  });
});
