import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { testDatabases } from '#testing/databases.ts';
import { checkInvariants } from '#ledger';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { bearer } from '#testing/members.ts';
import { DEMO_MEMBER, ensureDemoMember } from './demo-member.ts';

describe.each(testDatabases())('the demo member on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('is created once, logs in with the README password and holds ฿1,000.00 of audited sandbox credit', async () => {
    expect(await ensureDemoMember(t.app, t.database.db, t.config, new Date())).toBe(true);
    expect(await ensureDemoMember(t.app, t.database.db, t.config, new Date())).toBe(false);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: DEMO_MEMBER.phone, password: DEMO_MEMBER.password },
    });
    const token = login.json().data.access_token as string;
    const wallets = await t.app.inject({ method: 'GET', url: '/api/member/wallets', headers: bearer(token) });
    const main = wallets.json().data.find((w: { wallet_type_id: number }) => w.wallet_type_id === 1);
    expect(main.balance).toBe(1000);

    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/member/statement?asset=THB',
      headers: bearer(token),
    });
    expect(statement.json().data.rows).toHaveLength(1);
    expect(statement.json().data.rows[0]).toMatchObject({ amount: 1000, reason: 'operator_adjustment' });
    // And points to try the points shop with.
    const points = await t.app.inject({ method: 'POST', url: '/api/member/points', headers: bearer(token) });
    expect(points.json().data).toEqual({ point: 1000 });
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });
});

describe('DEMO_MEMBER', () => {
  it('is on by default and off by default in production, where a known password must not exist', () => {
    expect(loadConfig({}).demoMember).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoMember).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MEMBER: 'true' }).demoMember).toBe(true);
    expect(loadConfig({ DEMO_MEMBER: 'false' }).demoMember).toBe(false);
  });
});
