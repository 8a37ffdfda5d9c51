import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wheelSpinGrants } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { awardPoints } from '#points';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { depositFor } from '#testing/campaigns.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { paidDepositsSql } from '#payments';
import { paymentsConfig } from '#testing/payments.ts';
import { grantDepositSpins, grantSpins } from './grants.ts';
import { wheelReport } from './report.ts';

describe.each(testDatabases())('the prize wheel on $kind', (target) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock, config: paymentsConfig() }, (app) => (t = app));
  const spin = (m: Registered, tab: 1 | 2, requestId = randomUUID()) =>
    asMember(t, m.token).post(tab === 1 ? '/api/wheel/spin' : '/api/wheel/spin_v2', {
      request_id: requestId,
    });
  const reward = (m: Registered, spinId: number) =>
    asMember(t, m.token).post('/api/wheel/reward', { spin_id: spinId });
  const freeCredit = async (m: Registered) =>
    accountBalance(db(), { member: await memberIdOf(db(), m), wallet: 3 });

  it('shows both seeded wheels with segments, the free spins and the points cost', async () => {
    const m = await registerMember(t);
    const one = (await asMember(t, m.token).get('/api/wheel/config')).json();
    expect(one.error).toBe(0);
    expect(one.data).toMatchObject({ tab: 1, free_spins: 0, deposit_min: 500, spins_per_deposit: 1 });
    expect(one.data.segments.length).toBeGreaterThan(3);
    expect(one.data.segments.map((s: { position: number }) => s.position)).toEqual([
      ...one.data.segments.keys(),
    ]);
    const two = (await asMember(t, m.token).get('/api/wheel/config_v2')).json();
    expect(two.data).toMatchObject({ tab: 2, spin_cost_points: 100, points: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/wheel/config' })).statusCode).toBe(401);
  });

  it('refuses a spin without free spins, in Thai, and changes nothing', async () => {
    const m = await registerMember(t);
    const body = (await spin(m, 1)).json();
    expect(body.error).toBe(9051);
    expect(body.message).toContain('500.00 บาท');
  });

  it('spins a free spin, records the prize pending, then credits it once', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    await grantSpins(db(), { memberId, spins: 50, source: 'quest', sourceRef: `test-${memberId}` });
    // Spin until a credit prize comes up (seeded wheel: 35% of spins), at most 50 spins.
    let credited: { spin_id: number; prize_amount: number; free_spins: number } | undefined;
    for (let i = 0; i < 50 && !credited; i++) {
      const s = (await spin(m, 1)).json();
      expect(s.error).toBe(0);
      expect(s.data.status).toBe('pending');
      if (s.data.prize_kind === 'credit') credited = s.data;
    }
    expect(credited).toBeDefined();
    const pending = (await asMember(t, m.token).get('/api/wheel/config')).json().data.pending_spins;
    expect(pending.map((p: { spin_id: number }) => p.spin_id)).toContain(credited!.spin_id);
    const before = await freeCredit(m);
    const first = (await reward(m, credited!.spin_id)).json();
    expect(first.error).toBe(0);
    expect(first.data.status).toBe('rewarded');
    const again = (await reward(m, credited!.spin_id)).json();
    expect(again.data.status).toBe('rewarded');
    expect((await freeCredit(m)) - before).toBe(BigInt(Math.round(credited!.prize_amount * 100)));
    // The board shows it, masked.
    const board = (await t.app.inject({ method: 'GET', url: '/api/wheel/board' })).json();
    expect(
      board.data.winners.some(
        (w: { member: string }) => w.member === `${m.phone.slice(0, 2)}x-xxx-${m.phone.slice(-4)}`,
      ),
    ).toBe(true);
    expect(JSON.stringify(board)).not.toContain(m.phone);
  });

  it("answers a retried spin with the first spin and charges once; another member's spin is not found", async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    await grantSpins(db(), { memberId, spins: 2, source: 'quest', sourceRef: `retry-${memberId}` });
    const id = randomUUID();
    const a = (await spin(m, 1, id)).json();
    const b = (await spin(m, 1, id)).json();
    expect(b.data.spin_id).toBe(a.data.spin_id);
    expect(b.data.free_spins).toBe(1);
    expect((await spin(m, 2, id)).json().error).toBe(9054);
    expect((await reward(other, a.data.spin_id)).json().error).toBe(9053);
  });

  it('charges the points wheel in points and refuses when the points do not reach the cost', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    await awardPoints(db(), { memberId, points: 150, key: `test:wheel:${memberId}`, at: new Date() });
    const s = (await spin(m, 2)).json();
    expect(s.error).toBe(0);
    expect(s.data.points).toBe(50);
    const refused = (await spin(m, 2)).json();
    expect(refused.error).toBe(9052);
    expect(refused.message).toContain('100 พอยท์');
    expect(await accountBalance(db(), { memberPoints: memberId })).toBe(50n);
  });

  it('refuses spins and prizes while the member cools off', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    await grantSpins(db(), { memberId, spins: 2, source: 'quest', sourceRef: `rg-${memberId}` });
    const s = (await spin(m, 1)).json();
    const rg = await asMember(t, m.token).post('/api/member/responsible_gaming', { cool_off: '24h' });
    expect(rg.json().error, rg.body).toBe(0);
    const refused = (await spin(m, 1)).json();
    expect(refused.error).toBe(4002);
    expect(refused.message).toContain('หมุนวงล้อ');
    expect((await reward(m, s.data.spin_id)).json().error).toBe(4002);
    clock.advance(25 * 60 * 60 * 1000);
    // The session ran out meanwhile: log in again, then the pending prize is paid.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: m.phone, password: m.password },
    });
    const token = login.json().data.access_token as string;
    expect((await reward({ ...m, token }, s.data.spin_id)).json().error).toBe(0);
  });

  it('grants free spins once per deposit of at least 500 ฿ however often the job runs', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    await depositFor(t, m, 600, clock.now());
    await depositFor(t, m, 100, clock.now());
    await grantDepositSpins(db(), paidDepositsSql());
    await grantDepositSpins(db(), paidDepositsSql());
    const config = (await asMember(t, m.token).get('/api/wheel/config')).json();
    expect(config.data.free_spins).toBe(1);
    const grants = await db().select().from(wheelSpinGrants).where(eq(wheelSpinGrants.memberId, memberId));
    expect(grants.map((g) => g.source)).toEqual(['deposit']);
  });

  it('reports expected and observed prizes per spin for each wheel', async () => {
    const rows = await wheelReport(db());
    expect(rows.map((r) => r.tab)).toEqual([1, 2]);
    // Seeded tab 1: credit 10×20 + 20×10 + 50×4 + 100×1 = 700 baht-weight / 100 → 7.0000 ฿ a spin.
    expect(rows[0]!.expected.credit_baht).toBe('7.0000');
    expect(rows[0]!.expected.points).toBe('20.00');
    expect(rows[0]!.spins).toBeGreaterThan(0);
  });
});
