import { afterAll, beforeAll, expect } from 'vitest';
import { checkInvariants } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import type { TestDatabase } from '#testing/databases.ts';

export type CapsOperator = ReturnType<typeof asOperator>;

/**
 * What every cap test file sets up (docs/rules/value-controls.md): an app on its own database and a stopped
 * clock, operators signed in by role, and the ledger's invariants checked when the file ends. Call it first
 * in the `describe`: its `beforeAll` starts the app before the file's own.
 */
export function capsTestApp(target: TestDatabase) {
  const clock = manualClock(new Date('2026-03-16T05:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    await t.close();
  });
  return {
    clock,
    app: () => t,
    db: () => t.database.db,
    async op(role: Parameters<typeof operatorSession>[1], name: string): Promise<CapsOperator> {
      return asOperator(t, (await operatorSession(t, role, name, { now: clock.now() })).cookie);
    },
  };
}
