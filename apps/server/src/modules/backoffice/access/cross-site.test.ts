import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { loadConfig } from '#config';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { createTestOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';

// docs/BACKOFFICE.md#access, "Requests from other sites": every state-changing back-office call is
// refused (403) when the browser says it comes from another origin, besides the SameSite=Strict cookie.

const OPERATOR_TOKEN = 'cross-site-test-operator-token-0123456789';
const crossSite = ERRORS.BO_CROSS_SITE_REQUEST.code;

describe('back-office requests from other sites', () => {
  const target = testDatabases()[0]!;
  const clock = manualClock(new Date('2026-07-01T02:00:00Z'));
  const defaults = loadConfig({ NODE_ENV: 'test' }).backoffice;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      clock,
      seed: false,
      operatorToken: OPERATOR_TOKEN,
      config: { backoffice: { ...defaults, publicUrl: 'https://bo.ug99.example' } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers: { cookie, host: 'localhost:3000', ...headers } });
  const stillSignedIn = async (cookie: string) =>
    (await call('GET', '/api/backoffice/auth/me', cookie, {})).json().error === 0;

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the same host on another port', { origin: 'http://localhost:3001' }],
    ['the same host over another scheme', { origin: 'https://localhost:3000' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    [
      'a same-origin Origin with Sec-Fetch-Site: cross-site',
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a state-changing call with %s (403), and changes nothing', async (_name, headers) => {
    const { cookie } = await operatorSession(t, 'finance', undefined, { now: clock.now() });
    const res = await call('POST', '/api/backoffice/auth/logout', cookie, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: crossSite, message: ERRORS.BO_CROSS_SITE_REQUEST.message });
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it('refuses a sign-in posted from another site (login CSRF), before the password is looked at', async () => {
    const op = await createTestOperator(t, 'finance', { now: clock.now() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/login',
      payload: { login: op.login, password: op.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(crossSite);
  });

  it.each([
    ['its own origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['the configured public address (behind a proxy)', { origin: 'https://bo.ug99.example' }],
    ['no Origin and no Sec-Fetch-Site (a script or curl with the cookie)', {}],
  ])('accepts a state-changing call from %s', async (_name, headers) => {
    const { cookie } = await operatorSession(t, 'finance', undefined, { now: clock.now() });
    const res = await call('POST', '/api/backoffice/auth/logout', cookie, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toBe(0);
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it('lets reads through whatever their origin: they change nothing', async () => {
    const { cookie } = await operatorSession(t, 'finance', undefined, { now: clock.now() });
    const res = await call('GET', '/api/backoffice/auth/me', cookie, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.json().error).toBe(0);
  });

  it('leaves the operator API to its bearer token: no cookie, so no cross-site question', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/run',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, origin: 'https://evil.example' },
      payload: { command: 'ledger:reconcile', args: [], flags: { json: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.exit_code).toBe(0);
  });
});
