import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSandboxGateway, verifyWebhook } from '@ug99/sandbox-gateway';
import type { OutboxEvent, SandboxStore } from '@ug99/sandbox-gateway';
import { ledgerTransfers, members } from '../db/schema/index.ts';
import { testDatabases } from '../db/testing.ts';
import { checkInvariants, memberWallets } from '../ledger/index.ts';
import { createTestApp } from '../testing/app.ts';
import type { TestApp } from '../testing/app.ts';
import { asMember, registerMember } from '../testing/members.ts';
import type { Registered } from '../testing/members.ts';
import { openIntent, paymentsConfig } from './testing.ts';

describe.each(testDatabases())('sandbox gateway mounted in the server on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: paymentsConfig() });
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });

  const mainBalance = async (m: Registered) => {
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, m.phone));
    return (await memberWallets(t.database.db, row!.id))[0]!.balance;
  };
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

describe('sandbox gateway delivery', () => {
  function memoryStore(): SandboxStore & { events: Map<string, OutboxEvent>; attempts: number } {
    const events = new Map<string, OutboxEvent>();
    return {
      events,
      attempts: 0,
      lookup: async (reference) => ({ reference, amountSatang: 12_345n, paid: false, expired: false }),
      saveEvent: async (e) => void events.set(e.id, e),
      findEvent: async (id) => events.get(id) ?? null,
      async recordAttempt() {
        this.attempts++;
      },
    };
  }

  it('signs each delivery over timestamp and raw body, and retries a failed one with backoff until it lands', async () => {
    const store = memoryStore();
    const seen: boolean[] = [];
    const gateway = createSandboxGateway({
      store,
      secret: 'a-sandbox-secret-for-this-test-only',
      retry: { attempts: 4, baseDelayMs: 5 },
      deliver: async ({ body, headers }) => {
        const check = verifyWebhook({
          secret: 'a-sandbox-secret-for-this-test-only',
          rawBody: body,
          timestamp: headers['x-gateway-timestamp'],
          signature: headers['x-gateway-signature'],
          now: new Date(),
          toleranceMs: 300_000,
        });
        expect(check).toEqual({ ok: true });
        seen.push(true);
        return seen.length >= 3;
      },
    });
    const result = await gateway.pay('UGTEST000001');
    expect(result).toMatchObject({ ok: true, delivered: false });
    await expect.poll(() => seen.length, { timeout: 2000 }).toBe(3);
    expect(store.attempts).toBe(3);
    gateway.close();
  });

  it('gives up after the bounded number of attempts', async () => {
    const store = memoryStore();
    let calls = 0;
    const gateway = createSandboxGateway({
      store,
      secret: 'a-sandbox-secret-for-this-test-only',
      retry: { attempts: 3, baseDelayMs: 2 },
      deliver: async () => {
        calls++;
        throw new Error('receiver down');
      },
    });
    await gateway.pay('UGTEST000002');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(3);
    gateway.close();
  });
});
