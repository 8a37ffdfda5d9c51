import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, backofficeTestApp, operatorSession } from '#testing/backoffice.ts';
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
  const { db } = backofficeTestApp(target, { clock }, (app) => (t = app));
  return {
    clock,
    app: () => t,
    db,
    async op(role: Parameters<typeof operatorSession>[1], name: string): Promise<CapsOperator> {
      return asOperator(t, (await operatorSession(t, role, name, { now: clock.now() })).cookie);
    },
  };
}
