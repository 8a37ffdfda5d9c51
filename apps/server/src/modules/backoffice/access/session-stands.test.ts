import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSessions } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { requestSessionStands } from './sessions.ts';

// docs/BACKOFFICE.md#queues: a long-lived stream re-checks its session without keeping it alive.
describe.each(testDatabases())('a back-office session standing on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-25T03:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(() => t.close());

  const policy = () => ({
    absoluteMs: t.config.backoffice.sessionAbsoluteMs,
    idleMs: t.config.backoffice.sessionIdleMs,
  });
  const stands = (cookie: string) =>
    requestSessionStands(t.database.db, { headers: { cookie } } as FastifyRequest, clock, policy());
  const lastSeen = async (operatorId: number) =>
    (
      await t.database.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, operatorId))
    )[0]?.lastSeenAt;

  it('stands while live, without sliding it, and not once idle or revoked', async () => {
    const { cookie, operatorId } = await operatorSession(t, 'finance', 'สตรีม', { now: clock.now() });
    const seen = await lastSeen(operatorId);
    clock.advance(5 * 60_000);
    expect(await stands(cookie)).toBe(true);
    expect(await lastSeen(operatorId)).toEqual(seen);
    clock.advance(t.config.backoffice.sessionIdleMs);
    expect(await stands(cookie)).toBe(false);

    const fresh = await operatorSession(t, 'finance', 'สตรีม 2', { now: clock.now() });
    expect(await stands(fresh.cookie)).toBe(true);
    expect((await asOperator(t, fresh.cookie).post('/api/backoffice/auth/logout')).statusCode).toBe(200);
    expect(await stands(fresh.cookie)).toBe(false);
    expect(await stands('ug99_bo=not-a-token')).toBe(false);
  });
});
