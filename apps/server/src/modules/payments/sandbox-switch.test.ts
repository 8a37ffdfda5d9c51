import { describe, expect, it } from 'vitest';
import { gatewayEvents, operatorAuditLog, sandboxGatewayEvents } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import sandboxPay from '#operator/commands/sandbox-pay.ts';
import sandboxRedeliver from '#operator/commands/sandbox-redeliver.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import {
  mainBalanceOf,
  openIntent,
  paymentEventBody,
  paymentsConfig,
  postWebhook,
} from '#testing/payments.ts';
import { runOperatorCommandText } from '#testing/operator-commands.ts';

const agentConfig = async (t: TestApp) =>
  (await t.app.inject({ method: 'POST', url: '/api/agent/config', payload: { agent_code: 'ug99' } })).json()
    .data;

describe.each(testDatabases())('sandbox gateway switched off on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, { config: paymentsConfig({ sandboxGateway: false }) }, (made) => (t = made));

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
    expect(await mainBalanceOf(t.database.db, m)).toBe(0n);
    expect(await t.database.db.select().from(gatewayEvents)).toEqual([]);
    const status = (await asMember(t, m.token).get('/api/payment/inquiry_status')).json().data;
    expect(status.status).toBe('pending');
  });

  it('refuses sandbox:pay and sandbox:redeliver, writing nothing', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 400);
    const paid = await runOperatorCommandText(t, sandboxPay, [qr.reference, '--operator', 'nok']);
    expect(paid.code).toBe(1);
    expect(paid.err).toContain('the sandbox gateway is off on this site (SANDBOX_GATEWAY)');
    const again = await runOperatorCommandText(t, sandboxRedeliver, ['evt_anything']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('SANDBOX_GATEWAY');
    expect(await mainBalanceOf(t.database.db, m)).toBe(0n);
    expect(await t.database.db.select().from(sandboxGatewayEvents)).toEqual([]);
    expect(await t.database.db.select().from(operatorAuditLog)).toEqual([]);
  });

  it('tells the member site that payments are real (no sandbox ribbon)', async () => {
    expect((await agentConfig(t)).settings.sandbox_payments).toBe(false);
  });
});

describe.each(testDatabases())('sandbox gateway switched on on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, { config: paymentsConfig({ sandboxGateway: true }) }, (made) => (t = made));

  it('tells the member site that payments are sandboxed, for the ribbon on the payment pages', async () => {
    expect((await agentConfig(t)).settings.sandbox_payments).toBe(true);
  });

  it('answers sandbox:pay and sandbox:redeliver with --json, and audits both', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 250);
    const paid = await runOperatorCommandText(t, sandboxPay, [qr.reference, '--operator', 'nok', '--json']);
    expect(paid.code).toBe(0);
    const payment = JSON.parse(paid.out);
    expect(payment).toEqual({
      reference: qr.reference,
      event_id: expect.stringMatching(/^evt_/),
      amount_baht: '250.00',
      amount_satang: '25000',
      delivered: true,
    });
    const again = await runOperatorCommandText(t, sandboxRedeliver, [
      payment.event_id,
      '--operator',
      'nok',
      '--json',
    ]);
    expect(JSON.parse(again.out)).toEqual({ event_id: payment.event_id, delivered: true });
    expect(await mainBalanceOf(t.database.db, m)).toBe(25_000n);
    const audit = await t.database.db.select().from(operatorAuditLog);
    expect(audit.map((a) => [a.action, a.operator, a.targetId])).toEqual([
      ['sandbox:pay', 'nok', qr.reference],
      ['sandbox:redeliver', 'nok', payment.event_id],
    ]);
  });
});
