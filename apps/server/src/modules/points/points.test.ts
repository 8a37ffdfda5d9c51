import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsAccruals } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { addTurnover, coolOff, creditDeposit } from '#testing/engagement.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import { paidDepositsSql } from '#payments';
import { paymentsConfig } from '#testing/payments.ts';
import { accrueDepositPoints, accrueTurnoverPoints } from './accrual/job.ts';

describe.each(testDatabases())('points earning and history on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-24T05:00:00Z')); // Tuesday 12:00 Bangkok
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock, config: paymentsConfig() }, (app) => (t = app));
  const points = (memberId: number) => accountBalance(db(), { memberPoints: memberId });

  it('pays 1 point per full 100 ฿ of each credited deposit with the credit, once; the job finds nothing', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await creditDeposit(t, m.token, 350, clock); // 3 points
    expect(await points(id)).toBe(3n);
    await creditDeposit(t, m.token, 99, clock); // 0 points: below 100 ฿
    await creditDeposit(t, m.token, 1_000, clock); // 10 points
    expect(await points(id)).toBe(13n);
    expect(await accrueDepositPoints(db(), clock.now(), paidDepositsSql())).toBe(0);
    expect(await points(id)).toBe(13n);
  });

  it('pays a day of turnover only the points it has not earned yet, and nothing for a shrinking day', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const today = bangkokDate(clock.now());
    await addTurnover(db(), id, today, 2_500); // 2 points
    await accrueTurnoverPoints(db(), clock.now());
    expect(await points(id)).toBe(2n);
    await addTurnover(db(), id, today, 499.99); // 2,999.99 ฿: still 2
    expect(await accrueTurnoverPoints(db(), clock.now())).toBe(0);
    await addTurnover(db(), id, today, 0.01); // 3,000 ฿: one more
    await accrueTurnoverPoints(db(), clock.now());
    await accrueTurnoverPoints(db(), clock.now());
    expect(await points(id)).toBe(3n);
    const [row] = await db().select().from(pointsAccruals).where(eq(pointsAccruals.memberId, id));
    expect(row).toMatchObject({ source: 'turnover', sourceKey: today, points: 3 });
  });

  it('catches up missed days within the window and leaves older ones', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await addTurnover(db(), id, '2026-11-20', 1_000); // 4 days ago: caught up
    await addTurnover(db(), id, '2026-11-10', 5_000); // 14 days ago: outside the 7-day window
    await accrueTurnoverPoints(db(), clock.now());
    expect(await points(id)).toBe(1n);
  });

  it('pays nothing to a member in cool-off until it ends, then catches up', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await addTurnover(db(), id, bangkokDate(clock.now()), 4_000);
    await coolOff(db(), id, new Date(clock.now().getTime() + 3_600_000));
    await accrueTurnoverPoints(db(), clock.now());
    expect(await points(id)).toBe(0n);
    await accrueTurnoverPoints(db(), new Date(clock.now().getTime() + 2 * 3_600_000));
    expect(await points(id)).toBe(4n);
  });

  it('lists the points movements newest first with signed points and Thai labels', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await addTurnover(db(), id, bangkokDate(clock.now()), 1_000);
    await accrueTurnoverPoints(db(), clock.now());
    await creditDeposit(t, m.token, 200, clock);
    await accrueDepositPoints(db(), clock.now(), paidDepositsSql());
    const body = (await asMember(t, m.token).get('/api/member/points/history?page=1&page_size=1')).json();
    expect(body.error).toBe(0);
    expect(body.data.total).toBe(2);
    expect(body.data.rows).toHaveLength(1);
    expect(body.data.rows[0]).toMatchObject({ reason: 'points_earn', reason_label: 'ได้รับพอยท์', points: 2 });
    expect(body.data.rows[0].balance_after).toBe(3);
    expect((await asMember(t, m.token).get('/api/member/points/history?page_size=500')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/member/points/history' })).statusCode).toBe(401);
  });
});
