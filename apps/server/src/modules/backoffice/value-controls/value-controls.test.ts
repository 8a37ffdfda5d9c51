import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { backofficeApprovals, coupons, operatorAuditLog, shopItems } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { asOperator, backofficeTestApp, operatorSession } from '#testing/backoffice.ts';
import type { BackofficeOperator as Op } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { createOperatorSession, SESSION_COOKIE } from '../access/sessions.ts';
import { fourEyesTestApp } from '../approvals/approvals.testing.ts';

// Operator-created value (docs/rules/value-controls.md): value that becomes withdrawable is created only
// within caps finance sets, and beyond them only with a second operator's approval; the finance limit
// holds for the sum of one operator's adjustments to one member over 24 hours, and per operator per day.

const HOUR = 3_600_000;

describe.each(testDatabases())('operator-created value on $kind', (target) => {
  let t: TestApp;
  const { clock, db, operator } = fourEyesTestApp(target, (app) => (t = app));
  const marketing = operator('marketing', 'ตลาดเอ');
  const financeA = operator('finance', 'เงินเอ');
  const financeB = operator('finance', 'เงินบี');
  const admin = operator('admin', 'แอดมิน');
  /** An operator signed in at the clock's time, during a test. */
  const op = async (role: 'marketing' | 'finance' | 'admin', name: string): Promise<Op> => {
    const s = await operatorSession(t, role, name, { now: clock.now() });
    return { ...asOperator(t, s.cookie), id: s.operatorId };
  };
  /** After the clock moved a day, the same operators sign in again (sessions last hours). */
  const signInAgain = async () => {
    for (const o of [marketing, financeA, financeB, admin]) {
      const { token } = await createOperatorSession(db(), {
        operatorId: o.id,
        now: clock.now(),
        policy: {
          absoluteMs: t.config.backoffice.sessionAbsoluteMs,
          idleMs: t.config.backoffice.sessionIdleMs,
        },
        ip: '127.0.0.1',
        userAgent: 'test',
      });
      Object.assign(o, asOperator(t, `${SESSION_COOKIE}=${token}`));
    }
  };

  const wallet = async (m: Registered, w: 1 | 3) =>
    accountBalance(db(), { member: await memberIdOf(db(), m), wallet: w });
  const points = async (m: Registered) => accountBalance(db(), { memberPoints: await memberIdOf(db(), m) });
  const adjust = async (by: Op, m: Registered, amount: number, requestId = randomUUID()) =>
    by
      .post(`/api/backoffice/members/${await memberIdOf(db(), m)}/adjust`, {
        wallet_type_id: 1,
        amount,
        reason: 'ชดเชย',
        request_id: requestId,
      })
      .then((r) => r.json());
  const bigItem = (code: string) => ({
    code,
    name: 'เครดิต 100,000 บาท',
    description: 'แลกเครดิต',
    image: '/media/shop/credit.svg',
    kind: 'credit',
    price_points: 1,
    credit_amount: 100_000,
    stock: 10,
    per_member_limit: null,
    sort_order: 1,
  });

  it('marketing alone cannot mint 300,000 ฿: the item and the points wait for finance, and the shop pays free credit, never main', async () => {
    const m = await registerMember(t);
    // The 100,000 ฿-for-1-point item: a request, not an item; members do not see it.
    const created = (await marketing.post('/api/backoffice/shop/items', bigItem('mint_100k'))).json();
    expect(created).toMatchObject({
      error: 0,
      data: { approval: { kind: 'shop.item', status: 'pending', requested_by: 'marketing:ตลาดเอ' } },
    });
    expect(await db().select().from(shopItems).where(eq(shopItems.code, 'mint_100k'))).toHaveLength(0);
    // Three points: past the marketing operator's caps? No, but 300,000 points are.
    const given = (
      await marketing.post('/api/backoffice/points/adjust', {
        phone: m.phone,
        points: 300_000,
        reason: 'แจกพอยท์',
        request_id: randomUUID(),
      })
    ).json();
    expect(given).toMatchObject({
      error: 0,
      data: { approval: { kind: 'points.adjust', status: 'pending' } },
    });
    expect(await points(m)).toBe(0n);
    // Marketing cannot approve; finance can, and only then the item is live.
    expect(
      (await marketing.post(`/api/backoffice/approvals/${created.data.approval.id}/approve`)).statusCode,
    ).toBe(403);
    const approved = await financeA.post(`/api/backoffice/approvals/${created.data.approval.id}/approve`);
    expect(approved.json()).toMatchObject({ error: 0, data: { approval: { status: 'approved' } } });
    const [item] = await db().select().from(shopItems).where(eq(shopItems.code, 'mint_100k'));
    expect(item).toMatchObject({ creditSatang: 100_000_00n, active: true });
    const [addRow] = await db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.action, 'shop.item.add'), eq(operatorAuditLog.targetId, String(item!.id))),
      );
    expect(addRow).toMatchObject({ operator: 'finance:เงินเอ', detail: { requested_by: 'marketing:ตลาดเอ' } });

    // A small top-up within the caps moves at once; the member redeems: free credit, nothing in main.
    const small = (
      await marketing.post('/api/backoffice/points/adjust', {
        phone: m.phone,
        points: 3,
        reason: 'แจกพอยท์',
        request_id: randomUUID(),
      })
    ).json();
    expect(small).toMatchObject({ error: 0, data: { points: 3 } });
    const redeemed = await asMember(t, m.token).post('/api/redemption/redeem', {
      item_id: item!.id,
      quantity: 3,
      request_id: randomUUID(),
    });
    expect(redeemed.json()).toMatchObject({ error: 0, data: { status: 'paid', credit_amount: 300_000 } });
    expect(await wallet(m, 1)).toBe(0n);
    expect(await wallet(m, 3)).toBe(300_000_00n);
    // Nothing of it can be withdrawn before its turnover is played.
    const withdraw = await asMember(t, m.token).post('/api/member/withdraw', {
      amount: 300_000,
      bank: 'main',
      request_id: randomUUID(),
    });
    expect(withdraw.json().error).not.toBe(0);
  });

  it('raising an item past the cap is a request; the old credit stays live until approved', async () => {
    const small = { ...bigItem('credit_small'), credit_amount: 100, price_points: 1_000 };
    const created = (await marketing.post('/api/backoffice/shop/items', small)).json();
    expect(created).toMatchObject({ error: 0, data: { code: 'credit_small', credit_amount: 100 } });
    const { code: _c, kind: _k, stock: _s, ...values } = small;
    const raised = (
      await marketing.post(`/api/backoffice/shop/items/${created.data.id}`, {
        ...values,
        credit_amount: 50_000,
        active: true,
      })
    ).json();
    expect(raised).toMatchObject({ error: 0, data: { approval: { kind: 'shop.item', status: 'pending' } } });
    const [still] = await db().select().from(shopItems).where(eq(shopItems.id, created.data.id));
    expect(still!.creditSatang).toBe(100_00n);
    // Rejected: nothing changes.
    const rejected = await financeB.post(`/api/backoffice/approvals/${raised.data.approval.id}/reject`, {
      reason: 'สูงเกินไป',
    });
    expect(rejected.json()).toMatchObject({ error: 0, data: { approval: { status: 'rejected' } } });
    const [after] = await db().select().from(shopItems).where(eq(shopItems.id, created.data.id));
    expect(after!.creditSatang).toBe(100_00n);
  });

  it('a coupon whose credit × quota passes the cap is a request: its code redeems nothing until finance approves', async () => {
    const m = await registerMember(t);
    const coupon = {
      code: 'MINT1000',
      reward_kind: 'credit',
      reward_amount: 100,
      quota: 1_000,
      valid_from: null,
      valid_until: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
    };
    const asked = (await marketing.post('/api/backoffice/coupons', coupon)).json();
    expect(asked).toMatchObject({ error: 0, data: { approval: { kind: 'coupon.add', status: 'pending' } } });
    expect(await db().select().from(coupons).where(eq(coupons.code, 'MINT1000'))).toHaveLength(0);
    const early = await asMember(t, m.token).post('/api/member/coupon/redeem', { code: 'MINT1000' });
    expect(early.json().error).not.toBe(0);
    expect(await wallet(m, 3)).toBe(0n);
    // The same coupon again answers the same request; another with its code while it waits is refused.
    expect((await marketing.post('/api/backoffice/coupons', coupon)).json().data.approval.id).toBe(
      asked.data.approval.id,
    );
    expect((await marketing.post('/api/backoffice/coupons', { ...coupon, quota: 2_000 })).json().error).toBe(
      ERRORS.BO_APPROVAL_PENDING_EXISTS.code,
    );
    expect(
      (await financeA.post(`/api/backoffice/approvals/${asked.data.approval.id}/approve`)).json().error,
    ).toBe(0);
    const redeemed = await asMember(t, m.token).post('/api/member/coupon/redeem', { code: 'MINT1000' });
    expect(redeemed.json().error).toBe(0);
    expect(await wallet(m, 3)).toBe(100_00n);
    expect(await wallet(m, 1)).toBe(0n);
    // Within the cap, a coupon is added at once.
    const small = (
      await marketing.post('/api/backoffice/coupons', { ...coupon, code: 'SMALL10', quota: 10 })
    ).json();
    expect(small).toMatchObject({ error: 0, data: { code: 'SMALL10', quota: 10 } });
  });

  it('finance cannot split past the limit: three adjustments of 5,000 ฿ to one member in a minute move 5,000 ฿; a day later the sum starts again', async () => {
    const m = await registerMember(t);
    const firstId = randomUUID();
    const first = await adjust(financeA, m, 5_000, firstId);
    expect(first).toMatchObject({ error: 0, data: { approval: null, balance_after: 5_000 } });
    clock.advance(20_000);
    const second = await adjust(financeA, m, 5_000);
    expect(second).toMatchObject({ error: 0, data: { transfer_id: null, approval: { status: 'pending' } } });
    clock.advance(20_000);
    const third = await adjust(financeA, m, 5_000);
    expect(third.data.approval).toMatchObject({ status: 'pending', kind: 'member.adjust' });
    expect(await wallet(m, 1)).toBe(5_000_00n);
    // A retry of the submission that moved answers it again, and still moves nothing more.
    const again = await adjust(financeA, m, 5_000, firstId);
    expect(again).toMatchObject({ error: 0, data: { replayed: true, approval: null } });
    expect((await adjust(financeA, m, 5_000, third.data.approval.payload.request_id)).data.approval.id).toBe(
      third.data.approval.id,
    );
    // Another finance operator has their own sum; a take-back counts by its size.
    expect((await adjust(financeB, m, 3_000)).data.approval).toBeNull();
    expect((await adjust(financeB, m, -2_500)).data.approval).not.toBeNull();
    // 24 hours after the first, its 5,000 ฿ no longer counts towards finance A's sum for this member.
    clock.advance(24 * HOUR);
    await signInAgain();
    expect((await adjust(financeA, m, 5_000)).data.approval).toBeNull();
    expect(await wallet(m, 1)).toBe(13_000_00n);
    // The approved request moves the money once and is recorded under the operator who asked.
    expect(
      (await financeB.post(`/api/backoffice/approvals/${second.data.approval.id}/approve`)).json().error,
    ).toBe(0);
    expect(await wallet(m, 1)).toBe(18_000_00n);
  });

  it('holds a per-operator daily total across members, which only an admin sets for finance', async () => {
    const caps = (await financeA.get('/api/backoffice/value-caps')).json().data;
    expect(caps.caps.find((c: { key: string }) => c.key === 'balance_adjust')).toMatchObject({
      per_action: 5_000,
      per_operator_day: 20_000,
      updated_by: null,
    });
    // Every path a back-office role can change is capped; the two rates no role can change say where they are.
    expect(caps.caps.map((c: { key: string }) => c.key)).toContain('quest_rewards');
    expect(caps.outside).toEqual([
      expect.objectContaining({ key: 'affiliate_rates', where: expect.stringContaining('affiliate_rates') }),
      expect.objectContaining({
        key: 'cashback_rates',
        where: expect.stringContaining('CASHBACK_LOSS_RATE_BP'),
      }),
    ]);
    // Finance does not set the caps of its own adjustments; marketing sets no cap at all.
    expect(
      (
        await financeA.post('/api/backoffice/value-caps/balance_adjust', {
          per_action: 50_000,
          per_operator_day: 500_000,
        })
      ).json().error,
    ).toBe(ERRORS.BO_VALUE_CAP_OWN_PATH.code);
    expect(
      (
        await marketing.post('/api/backoffice/value-caps/shop_credit', {
          per_action: 50_000,
          per_operator_day: 500_000,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await admin.post('/api/backoffice/value-caps/balance_adjust', {
          per_action: 5_000,
          per_operator_day: 1_000,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await admin.post('/api/backoffice/value-caps/cashback_rates', { per_action: 1, per_operator_day: 1 })
      ).json().error,
    ).toBe(ERRORS.BO_VALUE_CAP_UNKNOWN.code);
    const set = await admin.post('/api/backoffice/value-caps/balance_adjust', {
      per_action: 5_000,
      per_operator_day: 6_000,
    });
    expect(set.json().data.caps.find((c: { key: string }) => c.key === 'balance_adjust')).toMatchObject({
      per_operator_day: 6_000,
      updated_by: 'admin:แอดมิน',
    });
    const [audit] = await db()
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'value_cap.set'))
      .orderBy(desc(operatorAuditLog.id));
    expect(audit).toMatchObject({ targetId: 'balance_adjust', after: { per_operator_day: 6_000 } });

    const fresh = await op('finance', 'เงินซี');
    const [a, b] = [await registerMember(t), await registerMember(t)];
    expect((await adjust(fresh, a, 4_000)).data.approval).toBeNull();
    expect((await adjust(fresh, b, 2_500)).data.approval).not.toBeNull();
    expect((await adjust(fresh, b, 2_000)).data.approval).toBeNull();
    // Finance sets marketing's caps.
    const shop = await financeA.post('/api/backoffice/value-caps/shop_credit', {
      per_action: 1_000,
      per_operator_day: 10_000,
    });
    expect(shop.json().error).toBe(0);
    await admin.post('/api/backoffice/value-caps/balance_adjust', {
      per_action: 5_000,
      per_operator_day: 20_000,
    });
  });

  it('reports the value created per day and operator, and as CSV', async () => {
    const day = new Date(clock.now().getTime() - 26 * HOUR).toISOString().slice(0, 10);
    const to = new Date(clock.now().getTime() + 7 * HOUR).toISOString().slice(0, 10);
    const report = (await financeA.get(`/api/backoffice/reports/value-created?from=${day}&to=${to}`)).json();
    expect(report.error).toBe(0);
    const rows = report.data.rows as {
      day: string;
      operator: string;
      adjustments: number;
      points: number;
      shop: number;
      coupon_credit: number;
    }[];
    const marketingRow = rows.find((r) => r.operator === 'marketing:ตลาดเอ' && r.day === '2026-03-16');
    // The approved 100,000 ฿ item and 1,000 × 100 ฿ coupon count under marketing, who asked; the
    // pending 300,000 points do not count until approved.
    expect(marketingRow).toMatchObject({ shop: 100_100, points: 3, coupon_credit: 101_000 });
    const financeRow = rows.find((r) => r.operator === 'finance:เงินเอ' && r.day === '2026-03-16');
    // Its second 5,000 ฿ was approved the next day: it counts on that day, still under finance A.
    expect(financeRow).toMatchObject({ adjustments: 5_000 });
    expect(rows.find((r) => r.operator === 'finance:เงินเอ' && r.day === '2026-03-17')).toMatchObject({
      adjustments: 10_000,
    });
    // The dashboard shows the same rows for the last 7 days, newest first, to any operator.
    const dash = (await marketing.get('/api/backoffice/dashboard')).json().data.value_created;
    expect(dash[0].day).toBe('2026-03-17');
    expect(dash).toContainEqual(marketingRow);
    const csv = await financeA.get(`/api/backoffice/reports/value-created.csv?from=${day}&to=${to}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFวันที่,ผู้ใช้งาน,')).toBe(true);
    expect(csv.body).toContain('2026-03-16,marketing:ตลาดเอ,0.00,3,100100.00,101000.00,0,0,0.00');
    expect(
      (await marketing.get(`/api/backoffice/reports/value-created?from=${day}&to=${to}`)).statusCode,
    ).toBe(403);
    expect(
      (await financeA.get(`/api/backoffice/reports/value-created?from=${to}&to=${day}`)).json().error,
    ).toBe(ERRORS.BO_REPORT_RANGE_REVERSED.code);
    expect(
      await db().select().from(backofficeApprovals).where(eq(backofficeApprovals.kind, 'points.adjust')),
    ).toHaveLength(1);
  });
});

// Real concurrency needs several connections: PostgreSQL only (PGlite runs one statement at a time).
const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.runIf(postgres)('operator-created value races on PostgreSQL', () => {
  let t: TestApp;
  backofficeTestApp(postgres!, {}, (app) => (t = app));

  it('20 parallel adjustments of 1,000 ฿ with a 5,000 ฿ limit: 5 move, 15 become requests', async () => {
    const finance = await operatorSession(t, 'finance', 'เงินแข่ง');
    const as = asOperator(t, finance.cookie);
    const m = await registerMember(t);
    const id = await memberIdOf(t.database.db, m);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        as.post(`/api/backoffice/members/${id}/adjust`, {
          wallet_type_id: 1,
          amount: 1_000,
          reason: 'ชดเชย',
          request_id: randomUUID(),
        }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(bodies.every((b) => b.error === 0)).toBe(true);
    expect(bodies.filter((b) => b.data.approval === null)).toHaveLength(5);
    expect(bodies.filter((b) => b.data.approval?.status === 'pending')).toHaveLength(15);
    expect(await accountBalance(t.database.db, { member: id, wallet: 1 })).toBe(5_000_00n);
  }, 60_000);
});
