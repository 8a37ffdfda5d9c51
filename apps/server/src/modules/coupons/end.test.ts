import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, operatorAuditLog } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { addCoupon, endCoupon } from './operator.ts';

// Ending a coupon now (docs/rules/coupons.md#ending): the window closes at the injected clock's now, once,
// audited; redemptions made stay and later ones get the expired refusal.

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('ending a coupon on $kind', (target) => {
  const clock = manualClock(new Date('2026-06-01T03:00:00Z'));
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock }, (app) => (t = app));
  const redeem = (m: Registered, code: string) =>
    asMember(t, m.token).post('/api/member/coupon/redeem', { code });
  const add = async (code: string, fromMs = 0, untilMs = 24 * HOUR) => {
    const made = await addCoupon(db(), {
      agentId: 1,
      code,
      reward: { kind: 'credit', amount: 5_000n },
      quota: 10,
      validFrom: new Date(clock.now().getTime() + fromMs),
      validUntil: new Date(clock.now().getTime() + untilMs),
      operator: 'somchai',
    });
    if (!made.ok) throw new Error(made.reason);
    return made.coupon;
  };
  const endAudits = (id: number) =>
    db()
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'coupon:end'), eq(operatorAuditLog.targetId, String(id))));
  const rowOf = async (id: number) => (await db().select().from(coupons).where(eq(coupons.id, id)))[0]!;

  it('ends the window at now, audited with the window before and after; a second end changes nothing', async () => {
    const coupon = await add('LEAKED');
    clock.advance(HOUR);
    const now = clock.now();
    const ended = await endCoupon(db(), { agentId: 1, code: ' leaked ', operator: 'somchai', now });
    expect(ended).toMatchObject({ ok: true, changed: true, coupon: { id: coupon.id, validUntil: now } });
    const row = await rowOf(coupon.id);
    expect(row.validUntil).toEqual(now);
    expect(row.validFrom).toEqual(coupon.validFrom);
    const audits = await endAudits(coupon.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      operator: 'somchai',
      targetType: 'coupon',
      // From the command line, as coupon:add: the window before and after in the detail only.
      before: null,
      after: null,
      detail: {
        code: 'LEAKED',
        before: { valid_until: coupon.validUntil.toISOString() },
        after: { valid_until: now.toISOString() },
      },
    });

    clock.advance(60_000);
    const again = await endCoupon(db(), { agentId: 1, id: coupon.id, operator: 'somchai', now: clock.now() });
    expect(again).toMatchObject({ ok: true, changed: false, coupon: { validUntil: now } });
    expect((await rowOf(coupon.id)).validUntil).toEqual(now);
    expect(await endAudits(coupon.id)).toHaveLength(1);
  });

  it('ends a coupon that has not started: its start moves to 1 ms before now, as the table checks', async () => {
    const coupon = await add('NOTYET', 2 * HOUR, 4 * HOUR);
    const now = clock.now();
    const ended = await endCoupon(db(), { agentId: 1, code: 'NOTYET', operator: 'somchai', now });
    expect(ended).toMatchObject({ ok: true, changed: true });
    const row = await rowOf(coupon.id);
    expect(row.validFrom).toEqual(new Date(now.getTime() - 1));
    expect(row.validUntil).toEqual(now);
    const m = await registerMember(t);
    const refused = (await redeem(m, 'notyet')).json();
    expect(refused.error).toBe(8031);
    expect(refused.message).toContain('หมดอายุ');
  });

  it('refuses an unknown code or id and changes nothing', async () => {
    const now = clock.now();
    expect(await endCoupon(db(), { agentId: 1, code: 'NOPE', operator: 'somchai', now })).toEqual({
      ok: false,
      reason: 'coupon NOPE does not exist',
      refusal: 'unknown',
    });
    expect(await endCoupon(db(), { agentId: 1, id: 987_654, operator: 'somchai', now })).toMatchObject({
      ok: false,
      refusal: 'unknown',
    });
    const coupon = await add('OTHERAGENT');
    // Another agent's operator cannot end this agent's coupon by its id.
    expect(await endCoupon(db(), { agentId: 2, id: coupon.id, operator: 'x', now })).toMatchObject({
      ok: false,
    });
    expect((await rowOf(coupon.id)).validUntil).toEqual(coupon.validUntil);
  });

  it("keeps redemptions made; a member's redeem after the end is refused and moves nothing", async () => {
    const coupon = await add('HALFWAY');
    const early = await registerMember(t);
    expect((await redeem(early, 'halfway')).json().error).toBe(0);
    const earlyId = await memberIdOf(db(), early);
    expect(await accountBalance(db(), { member: earlyId, wallet: 3 })).toBe(5_000n);

    clock.advance(60_000);
    await endCoupon(db(), { agentId: 1, code: 'HALFWAY', operator: 'somchai', now: clock.now() });
    const late = await registerMember(t);
    const refused = (await redeem(late, 'HALFWAY')).json();
    expect(refused.error).toBe(8031);
    expect(refused.message).toMatch(/^คูปองนี้หมดอายุแล้วเมื่อ .*2569/);

    expect(await accountBalance(db(), { member: await memberIdOf(db(), late), wallet: 3 })).toBe(0n);
    expect(await accountBalance(db(), { member: earlyId, wallet: 3 })).toBe(5_000n);
    expect((await rowOf(coupon.id)).redeemed).toBe(1);
    const redemptions = await db()
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions.map((r) => r.memberId)).toEqual([earlyId]);
    const history = (await asMember(t, early.token).get('/api/member/coupon/history')).json();
    expect(history.data.items).toEqual([expect.objectContaining({ code: 'HALFWAY' })]);
  });
});
