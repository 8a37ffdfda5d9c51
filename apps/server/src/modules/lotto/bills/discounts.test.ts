import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOTTO_BET_TYPE_CODES } from '@ug99/contract';
import type { LottoBetType } from '@ug99/contract';
import { gameDailyTotals, lottoBills } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { openTestRound, roundStatus, setNumberRule } from '#testing/lotto.ts';
import type { TestRate } from '#testing/lotto.ts';
import { asMember, memberIdOf } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { billTestCalls } from './bills.testing.ts';
import { enterResult, voidRound } from '../settlement/service.ts';

// Discounts per bet type (docs/rules/lotto.md#discounts): the wallet pays amount − discount, a win stays
// amount × rate, turnover counts the pay, and a cancel or a void refunds the pay.

/** The operator's discounts of the test category (3 ตัว 33%, 2 ตัว 28%, วิ่ง 12%) and its reduced ones. */
const DISCOUNTS: Record<LottoBetType, number> = {
  '3top': 33,
  '3tod': 33,
  '3front': 25,
  '3back': 25,
  '2top': 28,
  '2bottom': 28,
  run_top: 12,
  run_bottom: 12,
};
const NUMBERS: Record<LottoBetType, string> = {
  '3top': '123',
  '3tod': '123',
  '3front': '456',
  '3back': '789',
  '2top': '58',
  '2bottom': '85',
  run_top: '5',
  run_bottom: '8',
};
const AMOUNTS = [1, 3, 7, 99, 1_000];
const rates = Object.fromEntries(
  LOTTO_BET_TYPE_CODES.map((type) => [type, { discount: DISCOUNTS[type], reducedDiscount: 5 }]),
) as Partial<Record<LottoBetType, Partial<TestRate>>>;
/** The discount of a line in satang, computed apart from the server: amount × percent, floored to the satang. */
const discountOf = (amountBaht: number, percent: number) => Math.floor((amountBaht * 100 * percent) / 100);

describe.each(testDatabases())('lotto discounts on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  const { app, db } = suiteTestApp(target, { clock }, (made) => (t = made));
  const { member, main, validate, create } = billTestCalls(app);
  const round = (o: { closeInMs?: number } = {}) =>
    openTestRound(db(), { now: clock.now(), betTypes: [...LOTTO_BET_TYPE_CODES], rates, ...o });
  const turnover = async (m: Registered) => {
    const [row] = await db()
      .select({ turnover: gameDailyTotals.turnover })
      .from(gameDailyTotals)
      .where(
        and(eq(gameDailyTotals.memberId, await memberIdOf(db(), m)), eq(gameDailyTotals.category, 'lotto')),
      );
    return row?.turnover ?? 0n;
  };

  it('takes each bet type’s discount off every amount, and the bill’s figures are the sums of its lines', async () => {
    const m = await member(100_000);
    const { roundId } = await round();
    const lines = LOTTO_BET_TYPE_CODES.flatMap((type) =>
      AMOUNTS.map((amount) => ({ type, number: NUMBERS[type], amount })),
    );
    const priced = (await validate(m, roundId, lines)).json().data;
    let total = 0;
    let discount = 0;
    for (const [i, line] of lines.entries()) {
      const off = discountOf(line.amount, DISCOUNTS[line.type]);
      expect(priced.lines[i]).toMatchObject({
        type: line.type,
        amount: line.amount,
        discount: off / 100,
        pay: (line.amount * 100 - off) / 100,
        state: 'ok',
      });
      // The win is never discounted: amount × rate.
      expect(priced.lines[i].potential_win).toBeCloseTo(line.amount * priced.lines[i].rate, 2);
      total += line.amount * 100;
      discount += off;
    }
    expect(priced).toMatchObject({
      total: total / 100,
      discount: discount / 100,
      pay: (total - discount) / 100,
    });

    const placed = (await create(m, roundId, lines)).json().data;
    expect(placed).toMatchObject({
      total: total / 100,
      discount: discount / 100,
      pay: (total - discount) / 100,
    });
    expect(await main(m)).toBe(100_000_00n - BigInt(total - discount));
    const [bill] = await db().select().from(lottoBills).where(eq(lottoBills.id, placed.bill_id));
    expect(bill).toMatchObject({ totalSatang: BigInt(total), discountSatang: BigInt(discount) });
    expect(await turnover(m)).toBe(BigInt(total - discount));
  });

  it('a line at a reduced rate takes the reduced-rate discount, the over-cap part too', async () => {
    const m = await member(10_000);
    const { roundId } = await openTestRound(db(), {
      now: clock.now(),
      rates: { '2top': { discount: 28, reducedDiscount: 5, overCapRate: 70, cap: 100 } },
    });
    await setNumberRule(db(), roundId, '2top', '22', { rate: 45 });
    const priced = (
      await validate(m, roundId, [
        { type: '2top', number: '22', amount: 100 },
        { type: '2top', number: '33', amount: 300 },
      ])
    ).json().data;
    expect(priced.lines).toMatchObject([
      { number: '22', amount: 100, rate: 45, state: 'reduced', discount: 5, pay: 95 },
      { number: '33', amount: 100, rate: 90, state: 'ok', discount: 28, pay: 72 },
      { number: '33', amount: 200, rate: 70, state: 'reduced', discount: 10, pay: 190 },
    ]);
    expect(priced).toMatchObject({ total: 400, discount: 43, pay: 357 });
  });

  it('a member whose main holds the pay but not the total can place the bill', async () => {
    const m = await member(72);
    const { roundId } = await round();
    const lines = [{ type: '2top', number: '58', amount: 100 }];
    expect((await validate(m, roundId, lines)).json()).toMatchObject({ error: 0, data: { pay: 72 } });
    expect((await create(m, roundId, lines)).json()).toMatchObject({ error: 0, data: { pay: 72 } });
    expect(await main(m)).toBe(0n);
  });

  it('a cancel refunds the pay and takes the pay off the day’s turnover', async () => {
    const m = await member(1_000);
    const { roundId } = await round();
    const placed = (await create(m, roundId, [{ type: '3top', number: '123', amount: 100 }])).json().data;
    expect(await main(m)).toBe(1_000_00n - 67_00n);
    const cancelled = await asMember(t, m.token).post('/api/lotto/bill/cancel', {
      bill_id: placed.bill_id,
      agent_id: 1,
    });
    expect(cancelled.json()).toMatchObject({
      error: 0,
      data: { status: 'cancelled', discount: 33, pay: 67 },
    });
    expect(await main(m)).toBe(1_000_00n);
    expect(await turnover(m)).toBe(0n);
  });

  it('a void refunds the pay once, and a win pays amount × rate', async () => {
    const voider = await member(1_000);
    const winner = await member(1_000);
    const voided = await round({ closeInMs: 120_000 });
    await create(voider, voided.roundId, [{ type: 'run_top', number: '5', amount: 50 }]);
    expect(await main(voider)).toBe(1_000_00n - 44_00n);
    for (let i = 0; i < 2; i++) {
      await voidRound(db(), { roundId: voided.roundId, reason: 'ไม่มีการออกผล', operator: 'test' }, { clock });
    }
    expect(await main(voider)).toBe(1_000_00n);
    expect(await turnover(voider)).toBe(0n);

    // A daily category (no 3 ตัวหน้า / 3 ตัวล่าง) takes a 3-digit top and a 2-digit bottom.
    const won = await openTestRound(db(), { now: clock.now(), rates, closeInMs: 120_000 });
    await create(winner, won.roundId, [{ type: '2top', number: '12', amount: 10 }]);
    expect(await main(winner)).toBe(1_000_00n - 7_20n);
    await roundStatus(db(), won.roundId, 'closed');
    const outcome = await enterResult(
      db(),
      { roundId: won.roundId, result: { top3: '512', bottom2: '99' }, operator: 'test' },
      { clock },
    );
    expect(outcome).toMatchObject({ ok: true, settlement: { winningBills: 1 } });
    expect(await main(winner)).toBe(1_000_00n - 7_20n + 900_00n);
  });

  it('twenty copies of one request at once place one bill and debit its pay once; a retry answers it', async () => {
    const m = await member(1_000);
    const { roundId } = await round();
    const body = {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines: [{ type: '2top', number: '58', amount: 100 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => asMember(t, m.token).post('/api/lotto/bill/create', body)),
    );
    const ids = new Set(answers.map((a) => a.json().data?.bill_id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.json().data.pay === 72)).toBe(true);
    expect(await main(m)).toBe(1_000_00n - 72_00n);
    const retry = (await asMember(t, m.token).post('/api/lotto/bill/create', body)).json();
    expect(retry).toMatchObject({ error: 0, data: { bill_id: [...ids][0], discount: 28, pay: 72 } });
    expect(await main(m)).toBe(1_000_00n - 72_00n);
  });

  it('two bills racing for one balance: only the one the pay fits is placed', async () => {
    const m = await member(72);
    const { roundId } = await round();
    const answers = await Promise.all(
      ['11', '22'].map((number) => create(m, roundId, [{ type: '2top', number, amount: 100 }])),
    );
    expect(answers.map((a) => a.json().error === 0).filter(Boolean)).toHaveLength(1);
    expect(await main(m)).toBe(0n);
  });

  it('a discount that moved since validate is LOTTO_RATE_CHANGED when the member sent what they saw', async () => {
    const m = await member(1_000);
    const { roundId } = await round();
    const lines = [{ type: '2top', number: '58', amount: 100 }];
    const seen = (await validate(m, roundId, lines)).json().data.lines;
    await openTestRound(db(), { now: clock.now(), betTypes: [...LOTTO_BET_TYPE_CODES], rates: {} });
    const refused = (await create(m, roundId, lines, { expected: seen })).json();
    expect(refused).toMatchObject({ error: 7005, data: { discount: 0, pay: 100 } });
    expect(await main(m)).toBe(1_000_00n);
  });

  it('the round’s rules state each bet type’s discount and its reduced-rate discount', async () => {
    const { roundId } = await round();
    const res = await asMember(t, (await member(0)).token).get(`/api/lotto/rule?round_id=${roundId}`);
    const rules = res.json().data.rules as string[];
    expect(rules.find((r) => r.startsWith('3 ตัวบน:'))).toContain(
      `ส่วนลด ${DISCOUNTS['3top']}% (เลขจ่ายลดส่วนลด 5%)`,
    );
    expect(rules.find((r) => r.startsWith('วิ่งบน:'))).toContain(`ส่วนลด ${DISCOUNTS.run_top}%`);
  });
});
