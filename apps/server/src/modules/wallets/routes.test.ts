import { describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { transfer } from '#ledger';
import { adjustBalance } from '#wallets';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

describe.each(testDatabases())('wallets, points and statement on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, {}, (made) => (t = made));

  const adjust = (m: Registered, amountSatang: bigint, reason: string, wallet: 1 | 2 | 3 | 4 = 1) =>
    adjustBalance(t.database.db, {
      agentCode: 'ug99',
      phone: m.phone,
      amountSatang,
      reason,
      wallet,
      operator: 'nok',
      now: new Date(),
    });
  const statement = (m: Registered, query = '') => asMember(t, m.token).get(`/api/member/statement${query}`);

  it('shows an operator adjustment in the wallets, the panel total and the statement with its Thai label', async () => {
    const m = await registerMember(t);
    await adjust(m, 123_45n, 'ชดเชยระบบขัดข้อง');
    await adjust(m, 10_00n, 'โบนัสทดสอบ', 3);
    const wallets = (await asMember(t, m.token).get('/api/member/wallets')).json().data;
    expect(wallets.map((w: { balance: number }) => w.balance)).toEqual([123.45, 0, 10, 0]);
    expect((await asMember(t, m.token).get('/api/get_user_info')).json().data.wallets_total).toBe(133.45);

    const body = (await statement(m)).json();
    expect(body.data).toMatchObject({ page: 1, page_size: 20, total: 2 });
    expect(body.data.rows[0]).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      reason: 'operator_adjustment',
      reason_label: 'ปรับยอด',
      asset: 'THB',
      wallet_type_id: 3,
      wallet_name: 'เครดิตฟรี',
      amount: 10,
      balance_after: 10,
      memo: 'โบนัสทดสอบ',
    });
    expect(body.data.rows[1]).toMatchObject({ wallet_type_id: 1, amount: 123.45, balance_after: 123.45 });
  });

  it('never shows another member’s rows', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    await adjust(a, 5_00n, 'สำหรับ A');
    await adjust(b, 7_00n, 'สำหรับ B');
    const rowsOf = async (m: Registered) => (await statement(m)).json().data.rows as { memo: string }[];
    expect((await rowsOf(a)).map((r) => r.memo)).toEqual(['สำหรับ A']);
    expect((await rowsOf(b)).map((r) => r.memo)).toEqual(['สำหรับ B']);
  });

  it('lists points movements as whole points and filters by asset, reason and Bangkok dates', async () => {
    const m = await registerMember(t);
    const memberId = (await asMember(t, m.token).get('/api/get_user_info')).json().data.user.id;
    await adjust(m, 50_00n, 'ทดสอบ');
    await transfer(t.database.db, {
      key: `points-${memberId}`,
      from: { system: 'points_issued' },
      to: { memberPoints: memberId },
      amount: 120n,
      reason: 'points_earn',
      createdBy: 'test',
      at: new Date(),
    });
    expect((await asMember(t, m.token).post('/api/member/points')).json().data).toEqual({ point: 120 });

    const points = (await statement(m, '?asset=POINT')).json().data;
    expect(points.rows).toEqual([
      expect.objectContaining({
        asset: 'POINT',
        amount: 120,
        balance_after: 120,
        wallet_type_id: null,
        reason_label: 'ได้รับพอยท์',
      }),
    ]);
    const byReason = (await statement(m, '?reason=operator_adjustment,deposit')).json().data;
    expect(byReason.rows.map((r: { reason: string }) => r.reason)).toEqual(['operator_adjustment']);

    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await statement(m, `?date_from=${today}&date_to=${today}`)).json().data.total).toBe(2);
    expect((await statement(m, '?date_from=2020-01-01&date_to=2020-12-31')).json().data.total).toBe(0);
  });

  it('pages newest first', async () => {
    const m = await registerMember(t);
    for (let i = 1; i <= 5; i++) await adjust(m, BigInt(i * 100), `รายการ ${i}`);
    const page2 = (await statement(m, '?page=2&page_size=2')).json().data;
    expect(page2).toMatchObject({ page: 2, page_size: 2, total: 5 });
    expect(page2.rows.map((r: { memo: string }) => r.memo)).toEqual(['รายการ 3', 'รายการ 2']);
  });

  it('refuses a date range that ends before it starts', async () => {
    const m = await registerMember(t);
    const res = await statement(m, '?date_from=2026-03-02&date_to=2026-03-01');
    expect(res.json()).toEqual({ error: 4001, data: null, message: ERRORS.STATEMENT_RANGE_INVALID.message });
  });

  it.each([
    ['POST', '/api/member/wallets'],
    ['GET', '/api/member/wallets'],
    ['POST', '/api/member/points'],
    ['GET', '/api/member/statement'],
  ] as const)('answers %s %s with HTTP 401 without a token', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(1001);
  });
});
