import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import {
  ledgerHolds,
  ledgerTransfers,
  operatorAuditLog,
  withdrawalAutoRules,
  withdrawals,
} from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { accountBalance, checkInvariants, memberWallets } from '#ledger';
import { approveWithdrawal, rejectWithdrawal } from '../index.ts';
import { saveRules } from '../payouts/auto-queries.ts';
import { SANDBOX_DEFAULTS } from '../payouts/rules.ts';
import { creditMainWallet, mainBalanceOf, paymentsConfig, requestWithdrawal } from '#testing/payments.ts';
import { createTestApp } from '#testing/app.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

describe.each(testDatabases())('withdrawals on $kind', (target) => {
  let t: TestApp;
  // Stands still at the time the file starts, so a row's time can be compared with it exactly.
  const clock = manualClock(new Date());
  const { db } = suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));

  const idOf = (m: Registered) => memberIdOf(db(), m);
  const main = (m: Registered) => mainBalanceOf(db(), m);
  const fund = (m: Registered, satang: bigint) => creditMainWallet(db(), m, satang);
  /** A new submission (its own request id) unless the body names one. */
  const withdraw = (m: Registered, body: object) =>
    asMember(t, m.token).post('/api/member/withdraw', { request_id: randomUUID(), ...body });
  const rowsOf = async (m: Registered) =>
    db()
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.memberId, await idOf(m)));
  const holdsOf = async (m: Registered) =>
    db()
      .select()
      .from(ledgerHolds)
      .where(like(ledgerHolds.idempotencyKey, `withdraw:${await idOf(m)}:%`));
  const list = async (m: Registered) =>
    (await asMember(t, m.token).get('/api/member/withdraw/list')).json().data;

  it('holds the amount, lists the request as pending, and lets an approval pay it out', async () => {
    const m = await registerMember(t);
    await fund(m, 50_000n);
    const res = (await withdraw(m, { amount: 200, bank: 'main' })).json();
    expect(res).toMatchObject({
      error: 0,
      data: { amount: 200, status: 'pending', status_label: 'รอดำเนินการ', bank: 'main' },
    });
    expect(res.data.account_no).toMatch(/^x+\d{4}$/);
    expect(await main(m)).toBe(30_000n);
    // Made at the injected clock's time, not the database's.
    expect((await rowsOf(m))[0]!.createdAt).toEqual(clock.now());
    expect(await list(m)).toMatchObject({ min_amount: 100, withdrawable: 300, has_pending: true });
    const decided = await approveWithdrawal(db(), res.data.id, 'nok', new Date());
    expect(decided).toMatchObject({ ok: true, withdrawal: { status: 'paid' } });
    expect(await main(m)).toBe(30_000n);
    expect(await accountBalance(db(), { system: 'withdrawals_pending' })).toBe(0n);
    expect((await list(m)).rows[0]).toMatchObject({ status: 'paid', status_label: 'โอนเงินแล้ว' });
    expect(await rejectWithdrawal(db(), res.data.id, 'nok', 'เปลี่ยนใจ', new Date())).toMatchObject({
      ok: false,
      why: 'contradicted',
      withdrawal: { status: 'paid' },
    });
  });

  it('tells the page whether requests are checked automatically: on with the sandbox defaults, off once finance switches it off', async () => {
    const m = await registerMember(t);
    expect(await list(m)).toMatchObject({ auto_approval: true });
    await saveRules(db(), 1, { ...SANDBOX_DEFAULTS, enabled: false }, 'เงินเอ', clock.now());
    expect(await list(m)).toMatchObject({ auto_approval: false });
    await db().delete(withdrawalAutoRules);
    expect(await list(m)).toMatchObject({ auto_approval: true });
  });

  it('gives the money back when rejected, with the reason shown to the member', async () => {
    const m = await registerMember(t);
    await fund(m, 50_000n);
    const { data } = (await withdraw(m, { amount: 500, bank: 'main' })).json();
    expect(await main(m)).toBe(0n);
    await rejectWithdrawal(db(), data.id, 'nok', 'ชื่อบัญชีไม่ตรง', new Date());
    expect(await main(m)).toBe(50_000n);
    expect((await list(m)).rows[0]).toMatchObject({ status: 'rejected', reject_reason: 'ชื่อบัญชีไม่ตรง' });
  });

  it.each([
    ['below the 100 baht minimum', { amount: 99.99, bank: 'main' }, ERRORS.WITHDRAW_BELOW_MIN.code],
    ['more than the main wallet holds', { amount: 1000.01, bank: 'main' }, ERRORS.WITHDRAW_INSUFFICIENT.code],
    [
      'to a sub account the member has not added',
      { amount: 100, bank: 'sub' },
      ERRORS.WITHDRAW_NO_SUB_BANK.code,
    ],
    ['an unknown bank choice', { amount: 100, bank: 'other' }, ERRORS.VALIDATION_FAILED.code],
    ['three decimals', { amount: 100.001, bank: 'main' }, ERRORS.VALIDATION_FAILED.code],
    ['a negative amount', { amount: -100, bank: 'main' }, ERRORS.VALIDATION_FAILED.code],
    [
      'without a request id',
      { amount: 100, bank: 'main', request_id: undefined },
      ERRORS.VALIDATION_FAILED.code,
    ],
    [
      'with a request id that is not a UUID',
      { amount: 100, bank: 'main', request_id: 'retry-1' },
      ERRORS.VALIDATION_FAILED.code,
    ],
  ])('refuses a withdrawal %s and changes nothing', async (_name, body, code) => {
    const m = await registerMember(t);
    await fund(m, 100_000n);
    const res = (await withdraw(m, body)).json();
    expect(res.error).toBe(code);
    expect(await main(m)).toBe(100_000n);
    expect(
      await db()
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, await idOf(m))),
    ).toEqual([]);
  });

  it('allows one pending withdrawal at a time', async () => {
    const m = await registerMember(t);
    await fund(m, 100_000n);
    expect((await withdraw(m, { amount: 100, bank: 'main' })).json().error).toBe(0);
    const second = (await withdraw(m, { amount: 100, bank: 'main' })).json();
    expect(second).toMatchObject({
      error: ERRORS.WITHDRAW_PENDING_EXISTS.code,
      message: expect.stringMatching(/รอดำเนินการ/),
    });
    expect(await main(m)).toBe(90_000n);
  });

  it('answers a retried request with the first withdrawal and holds the amount once', async () => {
    const m = await registerMember(t);
    await fund(m, 50_000n);
    const body = { amount: 200, bank: 'main', request_id: randomUUID() };
    const first = (await withdraw(m, body)).json();
    const again = (await withdraw(m, body)).json();
    expect(first).toMatchObject({ error: 0, data: { status: 'pending', amount: 200 } });
    expect(again).toEqual(first);
    expect(await main(m)).toBe(30_000n);
    expect(await rowsOf(m)).toHaveLength(1);
    expect(await holdsOf(m)).toHaveLength(1);
  });

  it('answers a retry after the decision with the withdrawal as it is now, even when the balance no longer covers it', async () => {
    const m = await registerMember(t);
    await fund(m, 30_000n);
    const body = { amount: 300, bank: 'main', request_id: randomUUID() };
    const { data } = (await withdraw(m, body)).json();
    await approveWithdrawal(db(), data.id, 'nok', new Date());
    expect(await main(m)).toBe(0n);
    const again = (await withdraw(m, body)).json();
    expect(again).toMatchObject({ error: 0, data: { id: data.id, status: 'paid', amount: 300 } });
    expect(await main(m)).toBe(0n);
    expect(await rowsOf(m)).toHaveLength(1);
  });

  it.each([
    ['another amount', { amount: 250, bank: 'main' }],
    ['another bank account', { amount: 200, bank: 'sub' }],
  ])('refuses a request id reused with %s and changes nothing', async (_name, changed) => {
    const m = await registerMember(t);
    await fund(m, 50_000n);
    const request_id = randomUUID();
    const first = (await withdraw(m, { amount: 200, bank: 'main', request_id })).json();
    expect(first.error).toBe(0);
    const reused = (await withdraw(m, { ...changed, request_id })).json();
    expect(reused).toEqual({
      error: ERRORS.WITHDRAW_REQUEST_REUSED.code,
      data: null,
      message: ERRORS.WITHDRAW_REQUEST_REUSED.message,
    });
    expect(await main(m)).toBe(30_000n);
    expect(await rowsOf(m)).toEqual([expect.objectContaining({ id: first.data.id, amountSatang: 20_000n })]);
  });

  it("keeps request ids apart per member: another member's same id is their own withdrawal", async () => {
    const [a, b] = [await registerMember(t), await registerMember(t)];
    await Promise.all([fund(a, 20_000n), fund(b, 20_000n)]);
    const request_id = randomUUID();
    const fromA = (await withdraw(a, { amount: 100, bank: 'main', request_id })).json();
    const fromB = (await withdraw(b, { amount: 150, bank: 'main', request_id })).json();
    expect(fromA).toMatchObject({ error: 0, data: { amount: 100 } });
    expect(fromB).toMatchObject({ error: 0, data: { amount: 150 } });
    expect(fromB.data.id).not.toBe(fromA.data.id);
    expect([await main(a), await main(b)]).toEqual([10_000n, 5_000n]);
  });

  it('still allows withdrawals during a cool-off', async () => {
    const m = await registerMember(t);
    await fund(m, 20_000n);
    await asMember(t, m.token).post('/api/member/responsible_gaming', { cool_off: '7d' });
    expect((await withdraw(m, { amount: 150, bank: 'main' })).json().error).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('withdrawal race on PostgreSQL', () => {
  const [postgres] = testDatabases().filter((d) => d.kind === 'postgres');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(postgres!, { config: paymentsConfig() });
  });
  afterAll(() => t.close());

  it('accepts exactly one of 100 concurrent withdrawals of the whole balance; the rest are refused in Thai', async () => {
    const m = await registerMember(t);
    await creditMainWallet(t.database.db, m, 100_000n);
    const answers = await Promise.all(Array.from({ length: 100 }, () => requestWithdrawal(t, m, 1000)));
    const bodies = answers.map((a) => a.json());
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(bodies.filter((b) => b.error === 0)).toHaveLength(1);
    const refusals = bodies.filter((b) => b.error !== 0);
    for (const r of refusals) {
      expect([ERRORS.WITHDRAW_PENDING_EXISTS.code, ERRORS.WITHDRAW_INSUFFICIENT.code]).toContain(r.error);
      expect(r.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await mainBalanceOf(t.database.db, m)).toBe(0n);
    const memberId = await memberIdOf(t.database.db, m);
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, memberId)),
    ).toHaveLength(1);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  const funded = async (satang: bigint) => {
    const m = await registerMember(t);
    await creditMainWallet(t.database.db, m, satang);
    return { ...m, id: await memberIdOf(t.database.db, m) };
  };
  const mainOf = async (memberId: number) => (await memberWallets(t.database.db, memberId))[0]!.balance;
  const holdTransfers = (holdKey: string) =>
    t.database.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `hold:${holdKey}:%`));

  it('creates one withdrawal and one hold from 20 concurrent copies of one request, and answers each the same', async () => {
    const m = await funded(100_000n);
    const body = { amount: 400, bank: 'main', request_id: randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => asMember(t, m.token).post('/api/member/withdraw', body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(bodies[0]).toMatchObject({ error: 0, data: { amount: 400, status: 'pending' } });
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.id));
    expect(rows).toHaveLength(1);
    expect(await holdTransfers(rows[0]!.holdKey)).toHaveLength(1);
    expect(await mainOf(m.id)).toBe(60_000n);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('lets one of two amounts sent concurrently under one request id stand, and refuses every copy of the other', async () => {
    const m = await funded(100_000n);
    const request_id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        asMember(t, m.token).post('/api/member/withdraw', {
          amount: i % 2 ? 300 : 500,
          bank: 'main',
          request_id,
        }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    const [row, ...others] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.memberId, m.id));
    expect(others).toEqual([]);
    const standing = Number(row!.amountSatang) / 100;
    bodies.forEach((b, i) => {
      const amount = i % 2 ? 300 : 500;
      if (amount === standing) expect(b).toMatchObject({ error: 0, data: { id: row!.id, amount } });
      else expect(b.error).toBe(ERRORS.WITHDRAW_REQUEST_REUSED.code);
    });
    expect(await mainOf(m.id)).toBe(100_000n - row!.amountSatang);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('pays a withdrawal once when 20 approvals arrive together: one movement, one audit row, every answer the same withdrawal', async () => {
    const m = await funded(100_000n);
    const { data } = (await requestWithdrawal(t, m, 700)).json();
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => approveWithdrawal(t.database.db, data.id, `op${i}`, new Date())),
    );
    expect(decisions.every((d) => d.ok && d.withdrawal.status === 'paid')).toBe(true);
    expect(decisions.filter((d) => d.ok && !d.replayed)).toHaveLength(1);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, data.id));
    const moves = await holdTransfers(row!.holdKey);
    expect(moves.map((x) => x.idempotencyKey).sort()).toEqual([
      `hold:${row!.holdKey}:place`,
      `hold:${row!.holdKey}:post`,
    ]);
    const audits = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.targetType, 'withdrawal'), eq(operatorAuditLog.targetId, String(data.id))),
      );
    expect(audits).toHaveLength(1);
    expect(await mainOf(m.id)).toBe(30_000n);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('lets the first of 20 concurrent approvals and rejections decide; the same decision is answered, the other refused', async () => {
    const m = await funded(100_000n);
    const { data } = (await requestWithdrawal(t, m, 1000)).json();
    const decisions = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? approveWithdrawal(t.database.db, data.id, `op${i}`, new Date())
          : rejectWithdrawal(t.database.db, data.id, `op${i}`, 'ทดสอบพร้อมกัน', new Date()),
      ),
    );
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, data.id));
    const won = row!.status;
    expect(['paid', 'rejected']).toContain(won);
    decisions.forEach((d, i) => {
      const wanted = i % 2 ? 'paid' : 'rejected';
      if (wanted === won) expect(d).toMatchObject({ ok: true, withdrawal: { status: won } });
      else expect(d).toMatchObject({ ok: false, why: 'contradicted', withdrawal: { status: won } });
    });
    expect(decisions.filter((d) => d.ok && !d.replayed)).toHaveLength(1);
    expect(await holdTransfers(row!.holdKey)).toHaveLength(2);
    expect(await mainOf(m.id)).toBe(won === 'paid' ? 0n : 100_000n);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });
});
