import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { operatorAuditLog } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, backofficeTestApp, operatorSession } from '#testing/backoffice.ts';
import type { TestDatabase } from '#testing/databases.ts';

export type CapsOperator = ReturnType<typeof asOperator>;

/** A cap as the value-caps screen lists it. */
type Cap = { key: string } & Record<string, unknown>;

/** The answer of a save on a capped path: applied, or `data.approval` when it became a request. */
type CapsAnswer = { error: number; data: object };

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
    /** The newest audit row of `action` on `targetId`. */
    async auditOf(action: string, targetId: number | string) {
      const [row] = await db()
        .select()
        .from(operatorAuditLog)
        .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.targetId, String(targetId))))
        .orderBy(desc(operatorAuditLog.id))
        .limit(1);
      return row;
    },
  };
}

/** The caps `who` reads: those of the paths its role uses, and those outside them. */
export async function valueCaps(who: CapsOperator): Promise<{ caps: Cap[]; outside: Cap[] }> {
  return (await who.get('/api/backoffice/value-caps')).json().data;
}

/** The cap of `key` in a list of caps. */
export function capOf(caps: Cap[], key: string): Cap | undefined {
  return caps.find((c) => c.key === key);
}

/** `who` sets the caps of `key`: the answer. */
export function setCap(who: CapsOperator, key: string, perAction: number, perOperatorDay: number) {
  return who.post(`/api/backoffice/value-caps/${key}`, {
    per_action: perAction,
    per_operator_day: perOperatorDay,
  });
}

/** The value-created report's rows from `from` to `to` (Bangkok days), as `who` reads them. */
export async function valueCreatedRows(who: CapsOperator, from: string, to = from): Promise<unknown[]> {
  return (await who.get(`/api/backoffice/reports/value-created?from=${from}&to=${to}`)).json().data.rows;
}

/**
 * Saves made at once on a capped path: every one answered without error, parted into those applied and
 * those that became requests (docs/rules/value-controls.md#counting: none slips past the day's cap).
 */
export async function savedAtOnce(saves: Promise<CapsAnswer>[]) {
  const answers = await Promise.all(saves);
  expect(answers.every((a) => a.error === 0)).toBe(true);
  return {
    applied: answers.filter((a) => !('approval' in a.data)),
    requested: answers.filter((a) => 'approval' in a.data),
  };
}
