import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { members, withdrawals } from '../../db/schema/index.ts';
import { testDatabases } from '../../db/testing.ts';
import { accountBalance, checkInvariants, memberWallets } from '../../ledger/index.ts';
import { adjustBalance } from '../../operator/commands/balance-adjust.ts';
import { approveWithdrawal, rejectWithdrawal } from '../../payments/index.ts';
import { paymentsConfig } from '../../payments/testing.ts';
import { createTestApp } from '../../testing/app.ts';
import type { TestApp } from '../../testing/app.ts';
import { asMember, registerMember } from '../../testing/members.ts';
import type { Registered } from '../../testing/members.ts';

describe.each(testDatabases())('withdrawals on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: paymentsConfig() });
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  const db = () => t.database.db;
  const idOf = async (m: Registered) =>
    (await db().select({ id: members.id }).from(members).where(eq(members.phone, m.phone)))[0]!.id;
  const main = async (m: Registered) => (await memberWallets(db(), await idOf(m)))[0]!.balance;
  const fund = (m: Registered, satang: bigint) =>
    adjustBalance(db(), {
      agentCode: 'ug99',
      phone: m.phone,
      amountSatang: satang,
      reason: 'ทดสอบ',
      wallet: 1,
      operator: 't',
    });
  const withdraw = (m: Registered, body: object) => asMember(t, m.token).post('/api/member/withdraw', body);
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
    expect(await list(m)).toMatchObject({ min_amount: 100, withdrawable: 300, has_pending: true });
    const decided = await approveWithdrawal(db(), res.data.id, 'nok');
    expect(decided).toMatchObject({ ok: true, withdrawal: { status: 'paid' } });
    expect(await main(m)).toBe(30_000n);
    expect(await accountBalance(db(), { system: 'withdrawals_pending' })).toBe(0n);
    expect((await list(m)).rows[0]).toMatchObject({ status: 'paid', status_label: 'โอนเงินแล้ว' });
    expect(await approveWithdrawal(db(), res.data.id, 'nok')).toMatchObject({
      ok: false,
      why: 'already_decided',
    });
  });

  it('gives the money back when rejected, with the reason shown to the member', async () => {
    const m = await registerMember(t);
    await fund(m, 50_000n);
    const { data } = (await withdraw(m, { amount: 500, bank: 'main' })).json();
    expect(await main(m)).toBe(0n);
    await rejectWithdrawal(db(), data.id, 'nok', 'ชื่อบัญชีไม่ตรง');
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
    await adjustBalance(t.database.db, {
      agentCode: 'ug99',
      phone: m.phone,
      amountSatang: 100_000n,
      reason: 'ทดสอบ',
      wallet: 1,
      operator: 't',
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        asMember(t, m.token).post('/api/member/withdraw', { amount: 1000, bank: 'main' }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(bodies.filter((b) => b.error === 0)).toHaveLength(1);
    const refusals = bodies.filter((b) => b.error !== 0);
    for (const r of refusals) {
      expect([ERRORS.WITHDRAW_PENDING_EXISTS.code, ERRORS.WITHDRAW_INSUFFICIENT.code]).toContain(r.error);
      expect(r.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, m.phone));
    expect((await memberWallets(t.database.db, row!.id))[0]!.balance).toBe(0n);
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, row!.id)),
    ).toHaveLength(1);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });
});
