import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositIntents, operatorAuditLog, sandboxGatewayEvents } from '#db/schema/index.ts';
import { checkInvariants, memberWallets } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { membersFromOneAddress, newRegistration, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { openIntent, paymentsConfig } from '#testing/payments.ts';
import { memberIdOf } from '../operations/operations.testing.ts';

// The sandbox tools (docs/BACKOFFICE.md#sandbox-tools): sandbox:pay, sandbox:redeliver and sandbox:otp as
// admin calls, through the command's functions, audited with the operator's account; refused with the
// sandbox off; bad input changes nothing.

describe.each(testDatabases())('back-office sandbox tools on $kind', (target) => {
  let on: TestApp;
  let off: TestApp;
  const clock = manualClock(new Date());
  let admin: ReturnType<typeof asOperator>;
  let adminId: number;
  let adminOff: ReturnType<typeof asOperator>;
  beforeAll(async () => {
    const members = membersFromOneAddress();
    on = await createTestApp(target, { clock, config: { ...paymentsConfig(), members } });
    off = await createTestApp(target, {
      clock,
      config: { ...paymentsConfig({ sandboxGateway: false }), members },
    });
    const session = await operatorSession(on, 'admin', 'ต้น');
    admin = asOperator(on, session.cookie);
    adminId = session.operatorId;
    adminOff = asOperator(off, (await operatorSession(off, 'admin', 'ต้น')).cookie);
  });
  afterAll(async () => {
    expect(await checkInvariants(on.database.db)).toEqual([]);
    await on.close();
    await off.close();
  });

  const db = () => on.database.db;
  const main = async (t: TestApp, m: Registered) =>
    (await memberWallets(t.database.db, await memberIdOf(t, m)))[0]!.balance;
  const audited = (t: TestApp, action: string, targetId: string) =>
    t.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, targetId))
      .then((rows) => rows.filter((r) => r.action === action));
  const statusOf = async (t: TestApp, reference: string) =>
    (
      await t.database.db
        .select({ status: depositIntents.status })
        .from(depositIntents)
        .where(eq(depositIntents.reference, reference))
    )[0]!.status;
  const satang = (baht: number) => BigInt(Math.round(baht * 100));

  it('says which sandbox is on', async () => {
    expect((await admin.get('/api/backoffice/sandbox/status')).json()).toMatchObject({
      error: 0,
      data: { gateway: true, sms: true },
    });
    expect((await adminOff.get('/api/backoffice/sandbox/status')).json().data).toMatchObject({
      gateway: false,
      sms: true,
    });
  });

  it('lists the deposit accounts, the seeded ones marked as test accounts only while the gateway runs', async () => {
    const accounts = (await admin.get('/api/backoffice/sandbox/status')).json().data.deposit_accounts;
    expect(accounts).toEqual([
      {
        kind: 'promptpay',
        name: 'พร้อมเพย์',
        account_no: expect.stringMatching(/4321$/),
        account_name: expect.any(String),
        test_account: true,
      },
      {
        kind: 'bank_transfer',
        name: 'ธนาคารกสิกรไทย',
        account_no: '000-0-12345',
        account_name: expect.any(String),
        test_account: true,
      },
      {
        kind: 'bank_transfer',
        name: 'ธนาคารไทยพาณิชย์',
        account_no: '000-0-67890',
        account_name: expect.any(String),
        test_account: true,
      },
      {
        kind: 'truemoney',
        name: 'ทรูมันนี่ วอลเล็ท',
        account_no: '0001234567',
        account_name: expect.any(String),
        test_account: true,
      },
    ]);
    const off = (await adminOff.get('/api/backoffice/sandbox/status')).json().data.deposit_accounts;
    expect(off.map((a: { test_account: boolean }) => a.test_account)).toEqual([false, false, false, false]);
  });

  it('pays a deposit at the sandbox gateway once: the member is credited, the audit row names the admin', async () => {
    const m = await registerMember(on);
    const qr = await openIntent(on, m.token, 700);
    const res = await admin.post('/api/backoffice/sandbox/pay', { reference: qr.reference.toLowerCase() });
    expect(res.json(), res.body).toMatchObject({
      error: 0,
      data: { reference: qr.reference, amount: qr.pay_amount, delivered: true },
    });
    const eventId: string = res.json().data.event_id;
    expect(eventId).toMatch(/^evt_/);
    expect(await main(on, m)).toBe(satang(qr.pay_amount));
    expect(await statusOf(on, qr.reference)).toBe('paid');
    const rows = await audited(on, 'sandbox:pay', qr.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator: 'admin:ต้น',
      operatorId: adminId,
      targetType: 'deposit_intent',
      before: { status: 'pending' },
      after: { status: 'paid' },
      detail: { event_id: eventId, amount_satang: satang(qr.pay_amount).toString(), delivered: true },
    });

    // Paid already: refused, nothing more is credited or written.
    const again = await admin.post('/api/backoffice/sandbox/pay', { reference: qr.reference });
    expect(again.json().error).toBe(12333);
    expect(await main(on, m)).toBe(satang(qr.pay_amount));
    expect(await audited(on, 'sandbox:pay', qr.reference)).toHaveLength(1);

    // Delivered again, as real gateways sometimes do: the receiver ignores it, the deposit stays credited once.
    const redelivered = await admin.post('/api/backoffice/sandbox/redeliver', { event_id: eventId });
    expect(redelivered.json(), redelivered.body).toMatchObject({
      error: 0,
      data: { event_id: eventId, delivered: true },
    });
    expect(await main(on, m)).toBe(satang(qr.pay_amount));
    expect(await audited(on, 'sandbox:redeliver', eventId)).toEqual([
      expect.objectContaining({
        operator: 'admin:ต้น',
        operatorId: adminId,
        targetType: 'gateway_event',
        detail: { reference: qr.reference, delivered: true },
      }),
    ]);
  });

  it('refuses an unknown reference or event and bad input, changing nothing', async () => {
    const m = await registerMember(on);
    const qr = await openIntent(on, m.token, 300);
    const events = async () => (await db().select().from(sandboxGatewayEvents)).length;
    const before = await events();
    expect((await admin.post('/api/backoffice/sandbox/pay', { reference: 'UGNOSUCH1' })).json().error).toBe(
      12332,
    );
    expect(
      (await admin.post('/api/backoffice/sandbox/redeliver', { event_id: 'evt_nosuch' })).json().error,
    ).toBe(12334);
    for (const body of [{}, { reference: '' }, { reference: `${qr.reference}; drop` }]) {
      const res = await admin.post('/api/backoffice/sandbox/pay', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await admin.post('/api/backoffice/sandbox/redeliver', { event_id: 'evt x' })).statusCode).toBe(
      400,
    );
    expect(await events()).toBe(before);
    expect(await statusOf(on, qr.reference)).toBe('pending');
    expect(await main(on, m)).toBe(0n);
    expect(await audited(on, 'sandbox:pay', 'UGNOSUCH1')).toEqual([]);
  });

  it('is refused with the sandbox gateway off: nothing is paid or written', async () => {
    const m = await registerMember(off);
    const qr = await openIntent(off, m.token, 500);
    const res = await adminOff.post('/api/backoffice/sandbox/pay', { reference: qr.reference });
    expect(res.json()).toMatchObject({ error: 12330 });
    expect(res.json().message).toContain('ปิดอยู่');
    expect(
      (await adminOff.post('/api/backoffice/sandbox/redeliver', { event_id: 'evt_any' })).json().error,
    ).toBe(12330);
    expect(await statusOf(off, qr.reference)).toBe('pending');
    expect(await main(off, m)).toBe(0n);
    expect(await off.database.db.select().from(sandboxGatewayEvents)).toEqual([]);
    expect(await audited(off, 'sandbox:pay', qr.reference)).toEqual([]);
  });

  it('shows the latest code the sandbox SMS sender kept for a phone, and says when there is none', async () => {
    const m = await registerMember(on);
    const sent = await on.app.inject({
      method: 'POST',
      url: '/api/reset_password',
      payload: { phone: m.phone },
      remoteAddress: '10.77.0.1',
    });
    expect(sent.json().error).toBe(0);
    const res = await admin.get(`/api/backoffice/sandbox/otp?phone=${m.phone}`);
    expect(res.json(), res.body).toMatchObject({ error: 0, data: { phone: m.phone } });
    expect(res.json().data.otp).toMatch(/^\d{6}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    // It is the code the member was sent: it resets the password.
    const reset = await on.app.inject({
      method: 'POST',
      url: '/api/reset_password_v2',
      payload: { phone: m.phone, otp: res.json().data.otp, password: 'Fresh-Lychee-42' },
      remoteAddress: '10.77.0.1',
    });
    expect(reset.json().error).toBe(0);
    expect(Date.parse(res.json().data.sent_at)).not.toBeNaN();

    const none = await admin.get(`/api/backoffice/sandbox/otp?phone=${newRegistration().phone}`);
    expect(none.json().error).toBe(12335);
    const bad = await admin.get('/api/backoffice/sandbox/otp?phone=12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('is for admins only', async () => {
    const finance = asOperator(on, (await operatorSession(on, 'finance')).cookie);
    expect((await finance.get('/api/backoffice/sandbox/status')).statusCode).toBe(403);
    expect((await finance.post('/api/backoffice/sandbox/pay', { reference: 'UGX' })).statusCode).toBe(403);
  });
});
