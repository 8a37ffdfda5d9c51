import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { memberBankAccounts, members, operatorAuditLog } from '#db/schema/index.ts';
import { memberWallets } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, membersFromOneAddress, registerMember } from '#testing/members.ts';
import { paymentsConfig } from '#testing/payments.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { memberIdOf, pendingWithdrawal } from '../../backoffice/operations/operations.testing.ts';

// The members screen's calls (docs/BACKOFFICE.md#members): search, a member's page, the statement, and
// the actions by role, each audited.

describe.each(testDatabases())('back-office members on $kind', (target) => {
  let t: TestApp;
  let finance: ReturnType<typeof asOperator>;
  let support: ReturnType<typeof asOperator>;
  suiteTestApp(
    target,
    { config: { ...paymentsConfig(), members: membersFromOneAddress() } },
    (made) => (t = made),
  );
  beforeAll(async () => {
    finance = asOperator(t, (await operatorSession(t, 'finance', 'เงิน')).cookie);
    support = asOperator(t, (await operatorSession(t, 'support', 'ช่วย')).cookie);
  });

  const auditsOf = (memberId: number, action?: string) =>
    t.database.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.targetType, 'member'),
          eq(operatorAuditLog.targetId, String(memberId)),
          action ? eq(operatorAuditLog.action, action) : undefined,
        ),
      )
      .orderBy(desc(operatorAuditLog.id));
  const login = (phone: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password } });

  it('finds a member by part of the phone, the name, the bank account number or the referral code', async () => {
    const m = await registerMember(t, { first_name: 'มานีพิเศษ', last_name: 'รักเรียน' });
    const id = await memberIdOf(t, m);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
    const [bank] = await t.database.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.memberId, id));
    for (const q of [m.phone.slice(3), 'มานีพิเศษ', 'มานีพิเศษ รักเรียน', bank!.accountNo, row!.referralCode]) {
      const res = await support.get(`/api/backoffice/members?q=${encodeURIComponent(q)}`);
      expect(res.json().error, q).toBe(0);
      expect(
        res.json().data.items.map((i: { id: number }) => i.id),
        q,
      ).toContain(id);
    }
    const found = (await support.get(`/api/backoffice/members?q=${m.phone}`)).json().data;
    expect(found).toMatchObject({
      total: 1,
      items: [{ id, phone: m.phone, locked: false, bank_account_no: bank!.accountNo }],
    });
    // A pattern character is text: "%" matches nobody's phone.
    expect((await support.get('/api/backoffice/members?q=%25')).json().data.total).toBe(0);
  });

  it('pages and sorts the member list on the server', async () => {
    await registerMember(t);
    await registerMember(t);
    const all = (await support.get('/api/backoffice/members?page_size=100&sort=phone')).json().data;
    const phones = all.items.map((i: { phone: string }) => i.phone);
    expect(phones).toEqual([...phones].sort());
    const page2 = (await support.get('/api/backoffice/members?page=2&page_size=1&sort=phone')).json().data;
    expect(page2).toMatchObject({ total: all.total, page: 2, page_size: 1, items: [{ phone: phones[1] }] });
    expect((await support.get('/api/backoffice/members?sort=password')).statusCode).toBe(400);
  });

  it("shows a member's page: profile, wallets with balances, withdrawals, sessions, limits and notes", async () => {
    const w = await pendingWithdrawal(t, 300);
    await support.post(`/api/backoffice/members/${w.memberId}/notes`, { text: 'โทรมาสอบถามเรื่องถอน' });
    const res = await support.get(`/api/backoffice/members/${w.memberId}`);
    expect(res.json().error).toBe(0);
    const page = res.json().data;
    expect(page.profile).toMatchObject({
      id: w.memberId,
      phone: w.member.phone,
      locked: false,
      locked_at: null,
    });
    expect(page.wallets[0]).toMatchObject({ wallet_type_id: 1, wallet_name: 'กระเป๋าหลัก', balance: 700 });
    expect(page.withdrawals).toEqual([expect.objectContaining({ id: w.id, amount: 300, status: 'pending' })]);
    expect(page.sessions).toHaveLength(1);
    expect(page.notes).toEqual([
      expect.objectContaining({ text: 'โทรมาสอบถามเรื่องถอน', operator: 'support:ช่วย' }),
    ]);
    expect(page.responsible_gaming).toMatchObject({ cool_off_until: null, self_excluded_until: null });
    expect(page.bank_accounts[0]).toMatchObject({ kind: 'main', account_no: w.member.bank_account_no });
    expect((await support.get('/api/backoffice/members/2000000000')).json()).toMatchObject({ error: 12052 });
  });

  it("pages the member's ledger statement, newest first", async () => {
    const w = await pendingWithdrawal(t, 100);
    const first = (await support.get(`/api/backoffice/members/${w.memberId}/statement?page_size=1`)).json()
      .data;
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ amount: -100, wallet_type_id: 1 });
    const second = (
      await support.get(`/api/backoffice/members/${w.memberId}/statement?page=2&page_size=1`)
    ).json().data;
    expect(second.items[0]).toMatchObject({ amount: 1000, reason: 'operator_adjustment' });
  });

  it('adjusts a balance with a reason once per request id, audited under the operator’s name', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(t, m);
    const body = { wallet_type_id: 1, amount: 250.5, reason: 'ชดเชยระบบขัดข้อง', request_id: randomUUID() };
    const res = await finance.post(`/api/backoffice/members/${id}/adjust`, body);
    expect(res.json()).toMatchObject({ error: 0, data: { balance_after: 250.5, replayed: false } });
    const again = await finance.post(`/api/backoffice/members/${id}/adjust`, body);
    expect(again.json()).toMatchObject({ error: 0, data: { balance_after: 250.5, replayed: true } });
    expect((await memberWallets(t.database.db, id))[0]!.balance).toBe(25_050n);
    const rows = await auditsOf(id, 'balance:adjust');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator: 'finance:เงิน',
      operatorId: expect.any(Number),
      ip: '127.0.0.1',
      before: { wallet: 1, balance_satang: '0' },
      after: { wallet: 1, balance_satang: '25050' },
      detail: expect.objectContaining({ reason: 'ชดเชยระบบขัดข้อง' }),
    });

    const takeBack = { ...body, amount: -300, request_id: randomUUID() };
    expect((await finance.post(`/api/backoffice/members/${id}/adjust`, takeBack)).json()).toMatchObject({
      error: 12054,
    });
    expect((await memberWallets(t.database.db, id))[0]!.balance).toBe(25_050n);
  });

  it('turns an adjustment above the finance limit (either sign) into a four-eyes request; refuses zero or no reason', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(t, m);
    const base = { wallet_type_id: 1, reason: 'โบนัสพิเศษ' };
    for (const amount of [5_000.01, -5_000.01]) {
      const res = await finance.post(`/api/backoffice/members/${id}/adjust`, {
        ...base,
        amount,
        request_id: randomUUID(),
      });
      // Nothing moves: the request waits for a second operator (approvals.test.ts carries it out).
      expect(res.json()).toMatchObject({
        error: 0,
        data: {
          transfer_id: null,
          balance_after: null,
          approval: { kind: 'member.adjust', status: 'pending' },
        },
      });
      expect((await memberWallets(t.database.db, id))[0]!.balance).toBe(0n);
    }
    const atLimit = await finance.post(`/api/backoffice/members/${id}/adjust`, {
      ...base,
      amount: 5_000,
      request_id: randomUUID(),
    });
    expect(atLimit.json()).toMatchObject({ error: 0, data: { balance_after: 5_000 } });
    const zero = await finance.post(`/api/backoffice/members/${id}/adjust`, {
      ...base,
      amount: 0,
      request_id: randomUUID(),
    });
    expect(zero.statusCode).toBe(400);
    const noReason = await finance.post(`/api/backoffice/members/${id}/adjust`, {
      wallet_type_id: 1,
      amount: 10,
      reason: '',
      request_id: randomUUID(),
    });
    expect(noReason.statusCode).toBe(400);
    // Support never moves money.
    const bySupport = await support.post(`/api/backoffice/members/${id}/adjust`, {
      ...base,
      amount: 10,
      request_id: randomUUID(),
    });
    expect(bySupport.statusCode).toBe(403);
    expect((await memberWallets(t.database.db, id))[0]!.balance).toBe(500_000n);
    expect(await auditsOf(id, 'balance:adjust')).toHaveLength(1);
  });

  it('locks a member: sessions end, login with the right password is refused in Thai; unlock lets them in', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(t, m);
    const locked = await support.post(`/api/backoffice/members/${id}/lock`, { reason: 'ยืนยันตัวตนไม่ผ่าน' });
    expect(locked.json()).toMatchObject({ error: 0, data: { locked: true, lock_reason: 'ยืนยันตัวตนไม่ผ่าน' } });
    expect((await asMember(t, m.token).get('/api/member/wallets')).statusCode).toBe(401);

    const refused = (await login(m.phone, m.password)).json();
    expect(refused).toMatchObject({
      error: ERRORS.MEMBER_LOCKED.code,
      message: ERRORS.MEMBER_LOCKED.message,
    });
    // A wrong password says nothing about the lock.
    expect((await login(m.phone, 'Wrong-Password-99')).json()).toMatchObject({
      error: ERRORS.LOGIN_FAILED.code,
    });

    // Locking again changes and records nothing.
    await support.post(`/api/backoffice/members/${id}/lock`, { reason: 'ซ้ำ' });
    const lockRows = await auditsOf(id, 'member.lock');
    expect(lockRows).toHaveLength(1);
    expect(lockRows[0]).toMatchObject({
      operator: 'support:ช่วย',
      before: { locked: false },
      after: { locked: true, lock_reason: 'ยืนยันตัวตนไม่ผ่าน' },
      detail: expect.objectContaining({ sessions_revoked: 1 }),
    });
    expect(lockRows[0]!.ip).toBeTruthy();

    const unlocked = await finance.post(`/api/backoffice/members/${id}/unlock`, { reason: 'ยืนยันตัวตนแล้ว' });
    expect(unlocked.json()).toMatchObject({ error: 0, data: { locked: false, locked_at: null } });
    expect((await login(m.phone, m.password)).json()).toMatchObject({ error: 0 });
    expect(await auditsOf(id, 'member.unlock')).toHaveLength(1);
  });

  it("resets a member's sessions: every device is signed out, audited", async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(t, m);
    const second = (await login(m.phone, m.password)).json().data.access_token as string;
    const res = await support.post(`/api/backoffice/members/${id}/sessions/reset`);
    expect(res.json()).toMatchObject({ error: 0, data: { revoked: 2 } });
    expect((await asMember(t, m.token).get('/api/member/wallets')).statusCode).toBe(401);
    expect((await asMember(t, second).get('/api/member/wallets')).statusCode).toBe(401);
    expect(await auditsOf(id, 'member.sessions.reset')).toEqual([
      expect.objectContaining({ operator: 'support:ช่วย', detail: expect.objectContaining({ revoked: 2 }) }),
    ]);
    expect((await finance.post(`/api/backoffice/members/${id}/sessions/reset`)).statusCode).toBe(403);
  });

  it('keeps a note with its audit row, and refuses an empty one', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(t, m);
    const res = await finance.post(`/api/backoffice/members/${id}/notes`, { text: 'ลูกค้า VIP ดูแลพิเศษ' });
    expect(res.json()).toMatchObject({
      error: 0,
      data: { text: 'ลูกค้า VIP ดูแลพิเศษ', operator: 'finance:เงิน' },
    });
    expect(await auditsOf(id, 'member.note')).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ text: 'ลูกค้า VIP ดูแลพิเศษ' }) }),
    ]);
    expect((await finance.post(`/api/backoffice/members/${id}/notes`, { text: ' ' })).statusCode).toBe(400);
  });
});
