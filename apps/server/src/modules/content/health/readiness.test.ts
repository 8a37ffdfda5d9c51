import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { latestAppliedMigration } from './queries.ts';

describe.each(testDatabases())('GET /api/ready on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  const ready = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    return { status: res.statusCode, body: res.json() };
  };

  it('is ready with every migration applied, and not ready once this build has one the database lacks', async () => {
    expect(await ready()).toMatchObject({
      status: 200,
      body: {
        error: 0,
        data: { ready: true, checks: { database: true, migrations: true, redis: true, accepting: true } },
      },
    });
    // The newest migration unapplied, as when a new build starts before the migration ran.
    const newest = await latestAppliedMigration(t.database.db);
    await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
      where created_at = ${newest!}::bigint`);
    expect(await ready()).toMatchObject({
      status: 503,
      body: { data: { ready: false, checks: { database: true, migrations: false, accepting: true } } },
    });
    await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
      where created_at = ${newest!}::bigint - 1`);
    expect((await ready()).status).toBe(200);
  });

  it('is not ready once the instance is stopping, while /api/health stays ok', async () => {
    t.app.lifecycle.startDraining();
    expect(await ready()).toMatchObject({
      status: 503,
      body: { data: { ready: false, checks: { accepting: false } } },
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});
