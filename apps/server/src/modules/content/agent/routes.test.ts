import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { agentBankAccounts, agents } from '#db/schema/index.ts';
import { createTestApp } from '#testing/app.ts';
import { createAgentService } from './service.ts';
import type { TestApp } from '#testing/app.ts';

describe.each(testDatabases())('agent calls on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

  it('answers the seeded agent info and settings in baht for /api/agent/config', async () => {
    const res = await post('/api/agent/config', { agent_code: 'ug99' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: {
        info: {
          agent_code: 'ug99',
          agent_name: 'UG99',
          agent_logo: '/media/logo.svg',
          line_contact_url: 'https://line.me/R/ti/p/@ug99',
          line_admin_url: 'https://line.me/R/ti/p/@ug99admin',
        },
        settings: {
          currency: 'THB',
          min_deposit: 20,
          max_deposit: 200000,
          min_withdraw: 100,
          min_age: 20,
          licence_text: expect.stringContaining('20 ปี'),
          // The test app runs on the embedded database's default: the sandbox gateway is on.
          sandbox_payments: true,
        },
      },
    });
  });

  it('answers error 2001 with its Thai message for an unknown agent code', async () => {
    const res = await post('/api/agent/config', { agent_code: 'nope' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 2001, data: null, message: ERRORS.AGENT_NOT_FOUND.message });
  });

  it('refuses a config call without an agent code with HTTP 400 VALIDATION_FAILED', async () => {
    const res = await post('/api/agent/config', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 1000, data: null, message: ERRORS.VALIDATION_FAILED.message });
  });

  it('lists the bank accounts of the configured agent when the body is left out', async () => {
    const res = await post('/api/agent/bank_accounts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(0);
    expect(body.data.map((a: { bank_code: string }) => a.bank_code)).toEqual(['KBANK', 'SCB']);
    expect(body.data[0]).toMatchObject({ bank_name: 'ธนาคารกสิกรไทย', account_no: expect.any(String) });
  });

  it('treats an empty JSON body like no body at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/true_money_accounts',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: expect.any(Number), phone: '0001234567', account_name: expect.any(String), test_account: true },
    ]);
  });

  it('lists the TrueMoney accounts of the agent named in the body', async () => {
    const res = await post('/api/agent/true_money_accounts', { agent_code: 'ug99' });
    expect(res.json()).toMatchObject({ error: 0, data: [{ phone: '0001234567' }] });
  });

  it('marks the seeded payees as test accounts while the sandbox gateway runs', async () => {
    const res = await post('/api/agent/bank_accounts');
    expect(res.json().data).toEqual([
      expect.objectContaining({ bank_code: 'KBANK', account_no: '000-0-12345', test_account: true }),
      expect.objectContaining({ bank_code: 'SCB', account_no: '000-0-67890', test_account: true }),
    ]);
  });

  it('marks nothing as a test account where the sandbox gateway is off', async () => {
    const service = createAgentService(t.database.db, 'ug99', false);
    expect((await service.listBankAccounts()).map((a) => a.test_account)).toEqual([false, false]);
    expect((await service.listTrueMoneyAccounts()).map((a) => a.test_account)).toEqual([false]);
  });

  it('does not mark an account the operator added as a test account', async () => {
    const [added] = await t.database.db
      .insert(agentBankAccounts)
      .values({
        agentId: 1,
        bankCode: 'BBL',
        bankName: 'ธนาคารกรุงเทพ',
        accountNo: '1234567890',
        accountName: 'x',
        sortOrder: 9,
      })
      .returning({ id: agentBankAccounts.id });
    try {
      const res = await post('/api/agent/bank_accounts');
      expect(res.json().data.find((a: { id: number }) => a.id === added!.id)).toMatchObject({
        test_account: false,
      });
    } finally {
      await t.database.db.delete(agentBankAccounts).where(eq(agentBankAccounts.id, added!.id));
    }
  });

  it('answers error 2001 for bank accounts of an unknown agent', async () => {
    const res = await post('/api/agent/bank_accounts', { agent_code: 'nope' });
    expect(res.json()).toMatchObject({ error: 2001, data: null });
  });

  it('leaves switched-off bank accounts out of the list', async () => {
    const scb = eq(agentBankAccounts.bankCode, 'SCB');
    await t.database.db.update(agentBankAccounts).set({ active: false }).where(scb);
    try {
      const res = await post('/api/agent/bank_accounts', { agent_code: 'ug99' });
      expect(res.json().data.map((a: { bank_code: string }) => a.bank_code)).toEqual(['KBANK']);
    } finally {
      await t.database.db.update(agentBankAccounts).set({ active: true }).where(scb);
    }
  });

  it('validates a known agent code with its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agent/validate?code=ug99' });
    expect(res.json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: { agent_code: 'ug99', agent_name: 'UG99' },
    });
  });

  it('answers error 2001 when validating an unknown agent code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agent/validate?code=xyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 2001, data: null, message: ERRORS.AGENT_NOT_FOUND.message });
  });

  it('refuses validation without a code with HTTP 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agent/validate' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(1000);
  });

  it('treats a disabled agent like an unknown one', async () => {
    await t.database.db.update(agents).set({ active: false }).where(eq(agents.code, 'ug99'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/agent/validate?code=ug99' });
      expect(res.json().error).toBe(2001);
    } finally {
      await t.database.db.update(agents).set({ active: true }).where(eq(agents.code, 'ug99'));
    }
  });
});
