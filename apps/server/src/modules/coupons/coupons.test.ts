import { describe, expect, it } from 'vitest';
import { operatorAuditLog } from '#db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { accountBalance } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { addCoupon, parseCouponReward } from './operator.ts';

const HOUR = 60 * 60 * 1000;

describe('coupon rewards as the operator writes them', () => {
  it('reads credit in baht (2 decimals) as satang, points and spins as whole numbers', () => {
    expect(parseCouponReward('credit:50')).toEqual({ kind: 'credit', amount: 5_000n });
    expect(parseCouponReward('credit:12.5')).toEqual({ kind: 'credit', amount: 1_250n });
    expect(parseCouponReward('points:100')).toEqual({ kind: 'points', amount: 100n });
    expect(parseCouponReward('spins:3')).toEqual({ kind: 'spins', amount: 3n });
    for (const bad of ['credit:0', 'spins:1.5', 'cash:5', 'credit:-1', 'points:', 'credit:1.234']) {
      expect(parseCouponReward(bad), bad).toBeUndefined();
    }
  });
});

describe.each(testDatabases())('coupons on $kind', (target) => {
  const clock = manualClock(new Date('2026-06-01T03:00:00Z'));
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock }, (app) => (t = app));
  const redeem = (m: Registered, code: string) =>
    asMember(t, m.token).post('/api/member/coupon/redeem', { code });
  const add = (code: string, reward: string, quota = 100, minutes = 24 * 60) =>
    addCoupon(db(), {
      agentId: 1,
      code,
      reward: parseCouponReward(reward)!,
      quota,
      validFrom: clock.now(),
      validUntil: new Date(clock.now().getTime() + minutes * 60_000),
      operator: 'somchai',
    });

  it('credits free credit for a code typed in any case, once per member, and lists it in the history', async () => {
    expect((await add('Songkran50', 'credit:50')).ok).toBe(true);
    const m = await registerMember(t);
    const first = (await redeem(m, '  songkran50 ')).json();
    expect(first).toMatchObject({
      error: 0,
      data: { code: 'SONGKRAN50', reward_kind: 'credit', reward_amount: 50 },
    });
    expect(await accountBalance(db(), { member: await memberIdOf(db(), m), wallet: 3 })).toBe(5_000n);
    const again = (await redeem(m, 'SONGKRAN50')).json();
    expect(again.error).toBe(8033);
    expect(await accountBalance(db(), { member: await memberIdOf(db(), m), wallet: 3 })).toBe(5_000n);
    const history = (await asMember(t, m.token).get('/api/member/coupon/history')).json();
    expect(history.data.items).toEqual([expect.objectContaining({ code: 'SONGKRAN50', reward_amount: 50 })]);
  });

  it('pays points and wheel spins', async () => {
    await add('PTS100', 'points:100');
    await add('SPIN3', 'spins:3');
    const m = await registerMember(t);
    expect((await redeem(m, 'pts100')).json().error).toBe(0);
    expect((await redeem(m, 'spin3')).json().error).toBe(0);
    expect(await accountBalance(db(), { memberPoints: await memberIdOf(db(), m) })).toBe(100n);
    const wheel = (await asMember(t, m.token).get('/api/wheel/config')).json();
    expect(wheel.data.free_spins).toBe(3);
  });

  it('refuses an unknown code, one not started, an expired one and one used up, each with its Thai message', async () => {
    const m = await registerMember(t);
    const unknown = (await redeem(m, 'NOPE')).json();
    expect(unknown).toMatchObject({ error: 8030, message: expect.stringContaining('ไม่พบคูปอง') });

    await addCoupon(db(), {
      agentId: 1,
      code: 'LATER',
      reward: { kind: 'points', amount: 5n },
      quota: 5,
      validFrom: new Date(clock.now().getTime() + HOUR),
      validUntil: new Date(clock.now().getTime() + 2 * HOUR),
      operator: 'somchai',
    });
    const early = (await redeem(m, 'later')).json();
    expect(early.error).toBe(8034);
    expect(early.message).toContain('2569');

    await add('SHORT', 'points:5', 5, 1);
    clock.advance(60_000);
    const late = (await redeem(m, 'short')).json();
    expect(late.error).toBe(8031);
    expect(late.message).toContain('หมดอายุ');

    await add('ONE', 'points:5', 1);
    const other = await registerMember(t);
    expect((await redeem(other, 'one')).json().error).toBe(0);
    expect((await redeem(m, 'one')).json().error).toBe(8032);
    // The refused member got nothing and holds no redemption of it.
    expect(await accountBalance(db(), { memberPoints: await memberIdOf(db(), m) })).toBe(0n);
    expect((await asMember(t, m.token).get('/api/member/coupon/history')).json().data.items).toEqual([]);
  });

  it('answers a code a person cannot type with a Thai schema message, never a 500', async () => {
    const m = await registerMember(t);
    const res = await redeem(m, 'ไม่ใช่รหัส');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(1000);
  });

  it('refuses coupons while the member cools off', async () => {
    await add('RGTEST', 'points:5');
    const m = await registerMember(t);
    await asMember(t, m.token).post('/api/member/responsible_gaming', { cool_off: '24h' });
    expect((await redeem(m, 'rgtest')).json().error).toBe(4002);
  });

  it('writes coupon:add to the audit log and refuses a code that exists', async () => {
    const made = await add('AUDITED', 'spins:2');
    expect(made.ok).toBe(true);
    const rows = await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'coupon:add'));
    expect(
      rows.some((r) => r.operator === 'somchai' && (r.detail as { code: string }).code === 'AUDITED'),
    ).toBe(true);
    expect(await add('audited', 'spins:2')).toEqual({
      ok: false,
      reason: 'coupon AUDITED already exists',
      refusal: 'exists',
    });
  });
});
