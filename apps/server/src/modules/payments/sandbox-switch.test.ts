import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gatewayEvents, members, operatorAuditLog, sandboxGatewayEvents } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { checkInvariants, memberWallets } from '#ledger';
import { parseArguments } from '#operator/command.ts';
import type { OperatorCommand } from '#operator/command.ts';
import sandboxPay from '#operator/commands/sandbox-pay.ts';
import sandboxRedeliver from '#operator/commands/sandbox-redeliver.ts';
import { executeCommand } from '#operator/execute.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { openIntent, paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';

/** As `npm run operator -- <argv>` runs a command against the test app's database and configuration. */
async function run(t: TestApp, command: OperatorCommand, argv: string[]) {
  const result = await executeCommand(command, {
    db: t.database.db,
    database: t.database,
    config: t.config,
    ...parseArguments(argv),
  });
  return { code: result.exitCode, out: result.out.join('\n'), err: result.err.join('\n') };
}

async function mainBalance(t: TestApp, m: Registered) {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, m.phone));
  return (await memberWallets(t.database.db, row!.id))[0]!.balance;
}

const agentConfig = async (t: TestApp) =>
  (await t.app.inject({ method: 'POST', url: '/api/agent/config', payload: { agent_code: 'ug99' } })).json()
    .data;

describe.each(testDatabases())('sandbox gateway switched off on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: paymentsConfig({ sandboxGateway: false }) });
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  it('serves no sandbox bank page, no sandbox calls and no sandbox webhook: a signed event credits nothing', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    expect(qr.sandbox_url).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/bank?reference=${qr.reference}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('ธนาคารจำลอง');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/pay',
      payload: { reference: qr.reference },
    });
    expect(pay.statusCode).toBe(404);
    // Signed with the secret a trial run left behind: still nothing to receive it.
    const event = await postWebhook(t, paymentEventBody(`evt_off_${target.kind}`, qr.reference, 50_000n));
    expect(event.statusCode).toBe(404);
    expect(await mainBalance(t, m)).toBe(0n);
    expect(await t.database.db.select().from(gatewayEvents)).toEqual([]);
    const status = (await asMember(t, m.token).get('/api/payment/inquiry_status')).json().data;
    expect(status.status).toBe('pending');
  });

  it('refuses sandbox:pay and sandbox:redeliver, writing nothing', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 400);
    const paid = await run(t, sandboxPay, [qr.reference, '--operator', 'nok']);
    expect(paid.code).toBe(1);
    expect(paid.err).toContain('the sandbox gateway is off on this site (SANDBOX_GATEWAY)');
    const again = await run(t, sandboxRedeliver, ['evt_anything']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('SANDBOX_GATEWAY');
    expect(await mainBalance(t, m)).toBe(0n);
    expect(await t.database.db.select().from(sandboxGatewayEvents)).toEqual([]);
    expect(await t.database.db.select().from(operatorAuditLog)).toEqual([]);
  });

  it('tells the member site that payments are real (no sandbox ribbon)', async () => {
    expect((await agentConfig(t)).settings.sandbox_payments).toBe(false);
  });
});

describe.each(testDatabases())('sandbox gateway switched on on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: paymentsConfig({ sandboxGateway: true }) });
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  it('tells the member site that payments are sandboxed, for the ribbon on the payment pages', async () => {
    expect((await agentConfig(t)).settings.sandbox_payments).toBe(true);
  });

  it('answers sandbox:pay and sandbox:redeliver with --json, and audits both', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 250);
    const paid = await run(t, sandboxPay, [qr.reference, '--operator', 'nok', '--json']);
    expect(paid.code).toBe(0);
    const payment = JSON.parse(paid.out);
    expect(payment).toEqual({
      reference: qr.reference,
      event_id: expect.stringMatching(/^evt_/),
      amount_baht: '250.00',
      amount_satang: '25000',
      delivered: true,
    });
    const again = await run(t, sandboxRedeliver, [payment.event_id, '--operator', 'nok', '--json']);
    expect(JSON.parse(again.out)).toEqual({ event_id: payment.event_id, delivered: true });
    expect(await mainBalance(t, m)).toBe(25_000n);
    const audit = await t.database.db.select().from(operatorAuditLog);
    expect(audit.map((a) => [a.action, a.operator, a.targetId])).toEqual([
      ['sandbox:pay', 'nok', qr.reference],
      ['sandbox:redeliver', 'nok', payment.event_id],
    ]);
  });
});
