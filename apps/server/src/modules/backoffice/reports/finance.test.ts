import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { depositIntents, flaggedDeposits, operatorAuditLog } from '#db/schema/index.ts';
import { memberWallets } from '#ledger';
import { bangkokDate, DAY } from '#shared/bangkok-time.ts';
import { manualClock } from '#shared/clock.ts';
import { addTurnover, affiliateMember, walletBalances } from '#testing/affiliate.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, membersFromOneAddress, registerMember } from '#testing/members.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { Registered } from '#testing/members.ts';
import { openIntent, paymentsConfig } from '#testing/payments.ts';
import { memberIdOf } from '../operations/operations.testing.ts';

// The finance tools (docs/BACKOFFICE.md#finance-tools): each does what its command does, through the same
// domain function, audited with the operator's account and address; bad input changes nothing.

describe.each(testDatabases())('back-office finance tools on $kind', (target) => {
  let t: TestApp;
  // A fixed Bangkok noon: statement lines, today's figures and the commission day all follow the injected
  // clock, so the file gives the same result whatever the machine's date.
  const clock = manualClock(new Date('2026-06-15T05:00:00Z'));
  let finance: ReturnType<typeof asOperator>;
  let financeId: number;
  const config = { ...paymentsConfig(), members: membersFromOneAddress() };
  suiteTestApp(target, { clock, config }, (app) => (t = app));
  beforeAll(async () => {
    const session = await operatorSession(t, 'finance', 'นก');
    finance = asOperator(t, session.cookie);
    financeId = session.operatorId;
  });

  const db = () => t.database.db;
  const main = async (m: Registered) => (await memberWallets(db(), await memberIdOf(t, m)))[0]!.balance;
  const audited = (action: string) =>
    db()
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, action))
      .orderBy(operatorAuditLog.id);
  const satang = (baht: number) => BigInt(Math.round(baht * 100));

  it('confirms a deposit by its reference once: the member is credited, the audit row names the operator', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 800, 'bank_transfer');
    const first = await finance.post('/api/backoffice/finance/deposits/confirm', {
      reference: qr.reference.toLowerCase(),
    });
    expect(first.json(), first.body).toMatchObject({
      error: 0,
      data: { reference: qr.reference, outcome: 'credited', amount: qr.pay_amount, member_phone: m.phone },
    });
    expect(await main(m)).toBe(satang(qr.pay_amount));
    const rows = (await audited('deposit:confirm')).filter((a) => a.targetId === qr.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator: 'finance:นก',
      operatorId: financeId,
      before: { status: 'pending' },
      after: { status: 'paid', outcome: 'credited' },
    });
    // Again: nothing more is credited or written.
    const again = await finance.post('/api/backoffice/finance/deposits/confirm', { reference: qr.reference });
    expect(again.json().data.outcome).toBe('already_paid');
    expect(await main(m)).toBe(satang(qr.pay_amount));
    expect((await audited('deposit:confirm')).filter((a) => a.targetId === qr.reference)).toHaveLength(1);
  });

  it('flags an amount that differs instead of crediting it, and says which flagged item it made', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500, 'bank_transfer');
    const res = await finance.post('/api/backoffice/finance/deposits/confirm', {
      reference: qr.reference,
      amount: '499.00',
    });
    const data = res.json().data;
    expect(data).toMatchObject({ outcome: 'flagged', amount: 499 });
    const [flagged] = await db()
      .select()
      .from(flaggedDeposits)
      .where(eq(flaggedDeposits.reference, qr.reference))
      .orderBy(desc(flaggedDeposits.id));
    expect(data.flagged).toEqual({ id: flagged!.id, reason: flagged!.reason, detail: flagged!.detail });
    expect(await main(m)).toBe(0n);
  });

  it('refuses an unknown reference, a zero or malformed amount: nothing credited, nothing written', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300, 'bank_transfer');
    const rowsBefore = (await audited('deposit:confirm')).length;
    const unknown = await finance.post('/api/backoffice/finance/deposits/confirm', {
      reference: 'UGNOSUCHREF0',
    });
    expect(unknown.json()).toMatchObject({ error: ERRORS.BO_DEPOSIT_REFERENCE_UNKNOWN.code });
    expect(unknown.json().message).toMatch(/[ก-๙]/);
    const zero = await finance.post('/api/backoffice/finance/deposits/confirm', {
      reference: qr.reference,
      amount: '0.00',
    });
    expect(zero.json()).toMatchObject({ error: ERRORS.BO_DEPOSIT_AMOUNT_INVALID.code });
    for (const body of [
      { reference: qr.reference, amount: '12.345' },
      { reference: qr.reference, amount: '-5' },
      { reference: '' },
      { reference: 'UG 1; drop' },
      {},
    ]) {
      const res = await finance.post('/api/backoffice/finance/deposits/confirm', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(ERRORS.VALIDATION_FAILED.code);
    }
    expect(await main(m)).toBe(0n);
    const [intent] = await db()
      .select()
      .from(depositIntents)
      .where(eq(depositIntents.reference, qr.reference));
    expect(intent!.status).toBe('pending');
    expect(await audited('deposit:confirm')).toHaveLength(rowsBefore);
  });

  it('imports a pasted bank statement: credits each matched line once, flags the rest, reports what it could not read', async () => {
    const a = await registerMember(t);
    const qa = await openIntent(t, a.token, 700, 'bank_transfer');
    const banks = (await asMember(t, a.token).get('/api/member/payment/channels')).json().data;
    const account = banks.find((c: { kind: string }) => c.kind === 'bank_transfer').sub_channels[0]
      .account_no;
    const now = clock.now().toISOString();
    const statement = [
      'date,amount,account,note',
      `${now},${qa.pay_amount.toFixed(2)},${account},โอนเงิน`,
      `${now},999.99,${account},ไม่มีรายการ`,
      `${now},10.00,1234567890,ไม่ใช่บัญชีเรา`,
      'not a date,1.00,0,x',
    ].join('\n');
    const first = await finance.post('/api/backoffice/finance/statements/import', { statement });
    expect(first.json().data, first.body).toMatchObject({
      credited: 1,
      flagged: 1,
      already_imported: 0,
      not_our_account: 1,
      not_read: 1,
    });
    const lines = first.json().data.lines;
    expect(lines.map((l: { line_no: number; outcome: string }) => [l.line_no, l.outcome])).toEqual([
      [2, 'credited'],
      [3, 'flagged'],
      [4, 'not_our_account'],
      [5, 'not_read'],
    ]);
    expect(lines[0]).toMatchObject({ reference: qa.reference, amount: qa.pay_amount });
    expect(lines[3].text).toContain('วันที่อ่านไม่ได้');
    expect(await main(a)).toBe(satang(qa.pay_amount));
    const [row] = (await audited('deposit:import-statement')).slice(-1);
    expect(row).toMatchObject({ operatorId: financeId, after: { credited: 1, flagged: 1 } });

    const again = await finance.post('/api/backoffice/finance/statements/import', { statement });
    expect(again.json().data).toMatchObject({ credited: 0, flagged: 0, already_imported: 2 });
    expect(await main(a)).toBe(satang(qa.pay_amount));
  });

  it('imports quoted cells and reports a line with a quote left open in Thai, the rest still imported', async () => {
    const now = clock.now().toISOString();
    const statement = [
      `${now},"1,010.00",1234567890,"ไม่ใช่บัญชีเรา, ""ต่างธนาคาร"""`,
      `${now},"10.00,1234567890,ไม่ปิดเครื่องหมายคำพูด`,
    ].join('\n');
    const res = await finance.post('/api/backoffice/finance/statements/import', { statement });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ not_our_account: 1, not_read: 1 });
    expect(res.json().data.lines).toMatchObject([
      { line_no: 1, outcome: 'not_our_account', amount: 1010 },
      { line_no: 2, outcome: 'not_read' },
    ]);
    expect(res.json().data.lines[1].text).toContain('เครื่องหมายคำพูด (") ไม่ถูกต้องตามรูปแบบ CSV');
  });

  it('refuses a statement with no readable line, an empty or an oversized one: nothing imported or written', async () => {
    const before = (await audited('deposit:import-statement')).length;
    const unreadable = await finance.post('/api/backoffice/finance/statements/import', {
      statement: 'date,amount,account,note\nnot a date,1.00,0,x\n2026-01-01,abc,0,y',
    });
    expect(unreadable.json()).toMatchObject({ error: ERRORS.BO_STATEMENT_NOT_READ.code });
    for (const statement of ['   \n ', 'x'.repeat(200_001)]) {
      const res = await finance.post('/api/backoffice/finance/statements/import', { statement });
      expect(res.statusCode).toBe(400);
    }
    expect(await audited('deposit:import-statement')).toHaveLength(before);
  });

  it('reconciles the ledger and shows the result', async () => {
    const res = await finance.post('/api/backoffice/finance/reconcile');
    expect(res.json()).toMatchObject({
      error: 0,
      data: { balanced: true, violations: [], checked_at: clock.now().toISOString() },
    });
  });

  it("pays a finished day's affiliate commission once and shows whom it paid; refuses a day not ended", async () => {
    const day = bangkokDate(new Date(clock.now().getTime() - 40 * DAY));
    const upline = await affiliateMember(t);
    const downline = await affiliateMember(t, upline.code);
    await addTurnover(db(), { day, memberId: downline.id, category: 'slot', satang: 2_000_00n });
    const paid = await finance.post('/api/backoffice/finance/affiliate-commission', { date: day });
    const data = paid.json().data;
    expect(data, paid.body).toMatchObject({ date: day, computed: true, computed_by: 'operator:finance:นก' });
    const mine = data.payments.find((p: { member_id: number }) => p.member_id === upline.id);
    expect(mine.phone).toBe(upline.phone);
    expect(mine.amount).toBeGreaterThan(0);
    expect((await walletBalances(t, upline))[4]).toBe(mine.amount);
    expect(data.total).toBe(
      Math.round(data.payments.reduce((s: number, p: { amount: number }) => s + p.amount, 0) * 100) / 100,
    );
    const [audit] = await db()
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'affiliate:commission'), eq(operatorAuditLog.targetId, day)));
    expect(audit).toMatchObject({ operator: 'finance:นก', operatorId: financeId });

    // Again: the day was paid; nothing more moves, the same payments are shown.
    const again = (await finance.post('/api/backoffice/finance/affiliate-commission', { date: day })).json();
    expect(again.data).toMatchObject({ computed: false, payments: data.payments, total: data.total });
    expect((await walletBalances(t, upline))[4]).toBe(mine.amount);

    const today = bangkokDate(clock.now());
    const notEnded = await finance.post('/api/backoffice/finance/affiliate-commission', { date: today });
    expect(notEnded.json()).toMatchObject({ error: ERRORS.BO_COMMISSION_DAY_NOT_ENDED.code });
    const bad = await finance.post('/api/backoffice/finance/affiliate-commission', { date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for finance and admins only', async () => {
    const lotto = asOperator(t, (await operatorSession(t, 'lotto')).cookie);
    expect((await lotto.post('/api/backoffice/finance/reconcile')).statusCode).toBe(403);
    const admin = asOperator(t, (await operatorSession(t, 'admin')).cookie);
    expect((await admin.post('/api/backoffice/finance/reconcile')).json().error).toBe(0);
  });
});
