import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { STRICT_TRANSPORT_SECURITY } from './security.ts';

const [pglite] = testDatabases();

describe.each([
  ['behind a trusted proxy', true],
  ['without a trusted proxy', false],
] as const)('Strict-Transport-Security %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!, { seed: false, config: { trustProxy } });
  });
  afterAll(() => t.close());

  const hsts = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url, headers })).headers['strict-transport-security'];

  it('is never sent over plain http', async () => {
    expect(await hsts('/api/health')).toBeUndefined();
    expect(await hsts('/no/such/page')).toBeUndefined();
    expect(await hsts('/api/health', { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });

  it(
    trustProxy
      ? 'is sent when the trusted proxy says the request came over https, on every kind of answer'
      : 'is not sent for a client’s own X-Forwarded-Proto: https, which nobody vouches for',
    async () => {
      const expected = trustProxy ? STRICT_TRANSPORT_SECURITY : undefined;
      expect(await hsts('/api/health', { 'x-forwarded-proto': 'https' })).toBe(expected);
      expect(await hsts('/api/get_user_info', { 'x-forwarded-proto': 'https' })).toBe(expected);
      expect(await hsts('/no/such/page', { 'x-forwarded-proto': 'https' })).toBe(expected);
    },
  );
});
