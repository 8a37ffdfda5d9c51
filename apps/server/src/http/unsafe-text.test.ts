import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { gamesConfig, signedProviderHeaders, TEST_PROVIDER_SECRET } from '#testing/games.ts';
import { asMember, newRegistration, registerMember } from '#testing/members.ts';
import { containsUnsafeText } from './unsafe-text.ts';

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

describe('containsUnsafeText', () => {
  it('finds a NUL or a lone surrogate in a leaf or a key at any depth', () => {
    for (const bad of [NUL, LONE_HIGH, LONE_LOW, `a${LONE_HIGH}b`, `${LONE_LOW}${LONE_HIGH}`]) {
      expect(containsUnsafeText(bad)).toBe(true);
      expect(containsUnsafeText({ a: [{ b: bad }] })).toBe(true);
      expect(containsUnsafeText({ [`k${bad}`]: 1 })).toBe(true);
    }
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    const deep = JSON.parse('['.repeat(50_000) + JSON.stringify(NUL) + ']'.repeat(50_000));
    expect(containsUnsafeText(deep)).toBe(true);
    expect(containsUnsafeText(JSON.parse('['.repeat(50_000) + ']'.repeat(50_000)))).toBe(false);
  });

  it('lets Thai text, emoji (a surrogate pair) and non-strings through', () => {
    expect(containsUnsafeText({ name: 'สมชาย 🎰', n: 1, ok: true, none: null, list: ['ก', 2] })).toBe(false);
  });
});

describe.each(testDatabases())('text the database cannot store, on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: { ...paymentsConfig(), ...gamesConfig() } });
  });
  afterAll(() => t.close());

  const memberCount = () => t.database.db.$count(members);

  it('refuses a registration with a NUL or a lone surrogate in any field with 400, writing nothing', async () => {
    const before = await memberCount();
    for (const bad of [NUL, LONE_HIGH, LONE_LOW]) {
      for (const field of ['first_name', 'last_name', 'password', 'line_id'] as const) {
        const form = { ...newRegistration(), [field]: `ชื่อ${bad}` };
        const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: form });
        expect(res.statusCode, `${field} ${JSON.stringify(bad)}`).toBe(400);
        expect(res.json()).toMatchObject({ error: 1000 });
      }
    }
    expect(await memberCount()).toBe(before);
  });

  it('refuses unsafe text in a query string and in an extra key of a member call', async () => {
    const member = await registerMember(t);
    const query = await asMember(t, member.token).get('/api/game/list?provider_id=%00');
    expect(query.statusCode).toBe(400);
    const key = await asMember(t, member.token).post('/api/member/withdraw', { [`x${LONE_HIGH}`]: 1 });
    expect(key.statusCode).toBe(400);
  });

  it('answers a signed gateway webhook carrying \\u0000 with 400, crediting nothing', async () => {
    const body = paymentEventBody('evt-nul', `REF${NUL}`, 10_000n);
    expect(body).toContain('\\u0000');
    const res = await postWebhook(t, body);
    expect(res.statusCode).toBe(400);
  });

  it('answers a signed provider call carrying a lone surrogate with 400', async () => {
    const rawBody = JSON.stringify({ token: `launch${LONE_HIGH}` });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/demo/authenticate',
      headers: signedProviderHeaders(TEST_PROVIDER_SECRET, timestamp, rawBody),
      payload: rawBody,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'BAD_REQUEST' });
  });
});
