import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AFFILIATE_DAILY_MAX_DAYS, ERRORS } from '@ug99/contract';
import { affiliateRedemptions, ledgerTransfers, members } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, newRegistration } from '#testing/members.ts';
import {
  addTurnover,
  affiliateMember,
  freshToken,
  fundAffiliateWallet,
  walletBalances,
} from '#testing/affiliate.ts';
import { coolOff } from '#testing/engagement.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { catchUpCommission } from '../commission/service.ts';

const at = (day: string, hour = 0) => new Date(startOfBangkokDate(day).getTime() + hour * 3_600_000);

describe.each(testDatabases())('affiliate calls on $kind', (target) => {
  let t: TestApp;
  const clock = manualClock(at('2026-04-10', 10));
  const { db } = suiteTestApp(target, { clock }, (made) => (t = made));
  const memberCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
    )[0]?.n ?? 0;
  const visit = (ref: string, userAgent = 'Mobile Safari') =>
    t.app.inject({
      method: 'POST',
      url: '/api/affiliate/visit',
      headers: { 'user-agent': userAgent },
      payload: { ref },
    });

  it('answers the configs call with exactly levels and rates in percent, and the minimum in baht', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/affiliate/v2/configs?agent_id=1' });
    expect(res.json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: {
        levels: [
          { level: 1, rates: { slot: 0.5, casino: 0.3, fishing: 0.3, sport: 0.2, lotto: 0.5 } },
          { level: 2, rates: { slot: 0.1, casino: 0.06, fishing: 0.06, sport: 0.04, lotto: 0.1 } },
        ],
        min_redeem: 100,
      },
    });
    const other = await t.app.inject({ method: 'GET', url: '/api/affiliate/v2/configs?agent_id=7' });
    expect(other.json()).toMatchObject({ error: ERRORS.AGENT_NOT_FOUND.code });
  });

  it('counts a visit once per visitor and Bangkok day, and nothing for an unknown code', async () => {
    const a = await affiliateMember(t);
    expect((await visit(a.code)).json().data).toEqual({ counted: true });
    expect((await visit(a.code.toLowerCase())).json().data).toEqual({ counted: false });
    expect((await visit(a.code, 'Chrome Android')).json().data).toEqual({ counted: true });
    clock.set(at('2026-04-11', 9));
    expect((await visit(a.code)).json().data).toEqual({ counted: true });
    expect((await visit('NOSUCH99')).json()).toMatchObject({ error: 0, data: { counted: false } });
    const summary = (await asMember(t, await freshToken(t, a)).get('/api/affiliate/summary')).json().data;
    expect(summary).toMatchObject({ referral_code: a.code, clicks: 3, sign_ups: 0 });
  });

  it('refuses self-referral and the code of a member in cool-off, writing nothing', async () => {
    const a = await affiliateMember(t);
    const before = await memberCount();
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newRegistration({ ref: a.code, first_name: a.first_name, last_name: ` ${a.last_name} ` }),
    });
    expect(self.json()).toEqual({ error: 9103, data: null, message: ERRORS.AFFILIATE_SELF_REFERRAL.message });

    await coolOff(db(), a.id, at('2026-05-01'));
    const excluded = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newRegistration({ ref: a.code, first_name: 'ปิยะ' }),
    });
    expect(excluded.json()).toEqual({
      error: 9104,
      data: null,
      message: ERRORS.AFFILIATE_CODE_UNAVAILABLE.message,
    });
    expect((await visit(a.code, 'Firefox')).json().data).toEqual({ counted: false });
    expect(await memberCount()).toBe(before);
  });

  it('shows the network by level with masked phones, month turnover and commission from each', async () => {
    clock.set(at('2026-04-12', 10));
    const a = await affiliateMember(t);
    const b = await affiliateMember(t, a.code);
    const c = await affiliateMember(t, b.code);
    await addTurnover(db(), { day: '2026-04-12', memberId: b.id, category: 'slot', satang: 2_000_00n });
    await addTurnover(db(), { day: '2026-04-12', memberId: c.id, category: 'slot', satang: 1_000_00n });
    await catchUpCommission(db(), 1, at('2026-04-13', 1));
    clock.set(at('2026-04-13', 10));
    a.token = await freshToken(t, a);

    const level1 = (await asMember(t, a.token).post('/api/affiliate/network', { page: 1, level: 1 })).json()
      .data;
    expect(level1).toEqual({
      items: [
        {
          phone: `${b.phone.slice(0, 3)}-xxx-x${b.phone.slice(-3)}`,
          level: 1,
          joined_at: expect.any(String),
          turnover_month: 2000,
          commission: 10, // 0.5 % of 2,000
        },
      ],
      level: 1,
      page: 1,
      page_size: 20,
      total: 1,
    });
    const level2 = (await asMember(t, a.token).post('/api/affiliate/network', { level: 2 })).json().data;
    expect(level2.items).toEqual([
      expect.objectContaining({ level: 2, turnover_month: 1000, commission: 1 }),
    ]);
    expect(JSON.stringify(level2)).not.toContain(c.phone);
    // No body at all: the first page of level 1.
    expect((await asMember(t, a.token).post('/api/affiliate/network')).json().data.total).toBe(1);

    const summary = (await asMember(t, a.token).get('/api/affiliate/summary')).json().data;
    expect(summary).toEqual({
      referral_code: a.code,
      clicks: 0,
      sign_ups: 1,
      depositors: 0,
      commission_earned: 11,
      available: 11,
      min_redeem: 100,
    });

    const daily = (await asMember(t, a.token).get('/api/affiliate/v2/transactions')).json().data;
    expect(daily.days).toHaveLength(30);
    expect(daily.to).toBe('2026-04-13');
    expect(daily.days.find((d: { date: string }) => d.date === '2026-04-12')).toEqual({
      date: '2026-04-12',
      commission: 11,
      redeemed: 0,
    });
    // A range of millennia is cut to its last days, as a longer one is.
    const longest = (
      await asMember(t, a.token).get('/api/affiliate/v2/transactions?from=0001-01-01&to=2026-04-13')
    ).json().data;
    expect(longest.days).toHaveLength(AFFILIATE_DAILY_MAX_DAYS);
    expect(longest.days.at(-1).date).toBe('2026-04-13');
    const list = (
      await asMember(t, a.token).get('/api/affiliate/transactions?from=2026-04-01&to=2026-04-30')
    ).json();
    expect(list.data).toEqual({
      items: [{ type: 'commission', amount: 11, date: '2026-04-12', created_at: expect.any(String) }],
      page: 1,
      page_size: 20,
      total: 1,
    });
    const none = (await asMember(t, a.token).get('/api/affiliate/transactions?from=2026-05-01')).json();
    expect(none.data.total).toBe(0);
  });

  it('refuses bad input with 400 and answers member calls only with a session', async () => {
    const a = await affiliateMember(t);
    const m = asMember(t, a.token);
    for (const body of [{ amount: 'abc' }, { amount: -5 }, { amount: 100.001 }, {}]) {
      expect((await m.post('/api/affiliate/redeem', body)).statusCode).toBe(400);
    }
    expect((await m.post('/api/affiliate/network', { level: 3 })).statusCode).toBe(400);
    expect((await m.get('/api/affiliate/transactions?from=2026-04-10&to=2026-04-01')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/affiliate/summary' })).statusCode).toBe(401);
  });

  it('redeems to main: at least the minimum, at most the available, a retried request once', async () => {
    const a = await affiliateMember(t);
    const m = asMember(t, a.token);
    await fundAffiliateWallet(t, a, 250_00n);
    expect((await m.post('/api/affiliate/redeem', { amount: 99.99 })).json()).toEqual({
      error: 9100,
      data: null,
      message: 'ถอนค่าแนะนำได้ขั้นต่ำ 100.00 บาท',
    });
    expect((await m.post('/api/affiliate/redeem', { amount: 300 })).json()).toMatchObject({ error: 9101 });
    const request_id = '7b0f4a52-6a55-4a1e-9a43-2b8f4f0d1c11';
    const first = (await m.post('/api/affiliate/redeem', { amount: 150, request_id })).json();
    expect(first).toEqual({ error: 0, message: 'สำเร็จ', data: { amount: 150, available: 100 } });
    const again = (await m.post('/api/affiliate/redeem', { amount: 150, request_id })).json();
    expect(again.data).toEqual({ amount: 150, available: 100 });
    expect((await m.post('/api/affiliate/redeem', { amount: 100, request_id })).json()).toMatchObject({
      error: 9102,
    });
    expect(await walletBalances(t, a)).toMatchObject({ 1: 150, 4: 100 });
    const tx = (await m.get('/api/affiliate/transactions')).json().data;
    expect(tx.items).toEqual([
      { type: 'redeem', amount: 150, date: '2026-04-13', created_at: expect.any(String) },
    ]);
  });

  it('never redeems more than available with 20 parallel requests', async () => {
    const a = await affiliateMember(t);
    await fundAffiliateWallet(t, a, 1_050_00n);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => asMember(t, a.token).post('/api/affiliate/redeem', { amount: 100 })),
    );
    const codes = results.map((r) => r.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === 9101)).toHaveLength(10);
    expect(await walletBalances(t, a)).toMatchObject({ 1: 1000, 4: 50 });
    const rows = await db()
      .select()
      .from(affiliateRedemptions)
      .where(eq(affiliateRedemptions.memberId, a.id));
    expect(rows).toHaveLength(10);
  });

  it('moves money once when the same request is sent 10 times at once', async () => {
    const a = await affiliateMember(t);
    await fundAffiliateWallet(t, a, 500_00n);
    const request_id = 'c3d6a1e2-1111-4b7a-8f00-0a1b2c3d4e5f';
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        asMember(t, a.token).post('/api/affiliate/redeem', { amount: 120, request_id }),
      ),
    );
    expect(results.map((r) => r.json().error)).toEqual(Array(10).fill(0));
    expect(await walletBalances(t, a)).toMatchObject({ 1: 120, 4: 380 });
    const moved = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `affiliate:redeem:${a.id}:${request_id}`));
    expect(moved).toHaveLength(1);
  });
});
