import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverPackage from '#package.json' with { type: 'json' };
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';

describe.each(testDatabases())('health on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  it('reports ok with the database kind and the server version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: {
        status: 'ok',
        database: target.kind,
        version: serverPackage.version,
        dependencies: { database: 'up', redis: 'not_configured' },
      },
    });
  });
});
