import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerTransfers } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { mainBalanceOf, openIntent, paymentsConfig } from '#testing/payments.ts';

describe.each(testDatabases())('sandbox gateway mounted in the server on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(target, { config: paymentsConfig() }, (made) => (t = made));

  const mainBalance = (m: Registered) => mainBalanceOf(t.database.db, m);
  const pay = (reference: string) =>
    t.app.inject({ method: 'POST', url: '/sandbox/api/pay', payload: { reference } });

  it('pays a reference through its API: signed webhook, credit, paid status', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    expect(qr.sandbox_url).toBe(`/sandbox/bank?reference=${qr.reference}`);
    const res = await pay(qr.reference);
    expect(res.json()).toMatchObject({ ok: true, delivered: true, event_id: expect.stringMatching(/^evt_/) });
    expect(await mainBalance(m)).toBe(50_000n);
    const status = (await asMember(t, m.token).get('/api/payment/inquiry_status')).json().data;
    expect(status).toMatchObject({ status: 'paid', status_label: 'ฝากสำเร็จ' });
    expect((await pay(qr.reference)).statusCode).toBe(409);
    expect((await pay('UGUNKNOWN000')).statusCode).toBe(404);
  });

  it('redelivers an event by id without crediting twice', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 120, 'bank_transfer');
    const { event_id } = (await pay(qr.reference)).json();
    const again = await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/redeliver',
      payload: { event_id },
    });
    expect(again.json()).toMatchObject({ ok: true, delivered: true });
    expect(await mainBalance(m)).toBe(BigInt(Math.round(qr.pay_amount * 100)));
    const transfers = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.refId, qr.reference));
    expect(transfers).toHaveLength(1);
  });

  it('serves a Thai bank page labelled as a sandbox, with no script, that pays by form post', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 700);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/bank?reference=${qr.reference}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox');
    expect(page.body).toContain('700.00 บาท');
    expect(page.body).not.toContain('<script');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/bank/pay',
      payload: `reference=${qr.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.body).toContain('ชำระเงินสำเร็จ');
    expect(await mainBalance(m)).toBe(70_000n);
    const css = await t.app.inject({ method: 'GET', url: '/sandbox/bank.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('escapes what the visitor typed into the page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/bank?reference=%3Cimg%20src%3Dx%3E' });
    expect(page.body).not.toContain('<img src=x>');
    expect(page.body).toContain('&lt;img');
  });
});
