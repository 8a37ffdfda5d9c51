import { beforeAll } from 'vitest';
import type { OperatorRole } from '@ug99/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client.ts';
import { operatorAuditLog, operators } from '#db/schema/index.ts';
import { hashOperatorPassword } from '#backoffice/access/passwords.ts';
import { createOperatorSession, SESSION_COOKIE } from '#backoffice/access/sessions.ts';
import { backofficeSecretBox } from '#backoffice/access/secret-box.ts';
import { newTotpSecret } from '#backoffice/access/totp.ts';
import type { createTestApp } from './app.ts';
import type { TestApp } from './app.ts';
import type { TestDatabase } from './databases.ts';
import { suiteTestApp } from './suite-app.ts';

// Operators for back-office tests (docs/BACKOFFICE.md#access): created directly in the database, enrolled,
// so a test that is not about signing in needs no password and TOTP dance.

/** The password of every operator these helpers create. */
export const TEST_OPERATOR_PASSWORD = 'Lemongrass-Harbour-42';

let passwordHash: Promise<string> | undefined;
let sequence = 0;

export type TestOperator = { operatorId: number; login: string; password: string; totpSecret: string };

/** An enrolled, enabled operator with an email login, a known password and a TOTP secret. */
export async function createTestOperator(
  t: TestApp,
  role: OperatorRole,
  options: { name?: string; now?: Date } = {},
): Promise<TestOperator> {
  sequence += 1;
  const login = `op${sequence}-${process.pid}@test.invalid`;
  const totpSecret = newTotpSecret();
  passwordHash ??= hashOperatorPassword(TEST_OPERATOR_PASSWORD);
  const now = options.now ?? new Date();
  const [row] = await t.database.db
    .insert(operators)
    .values({
      name: options.name ?? `ทดสอบ${role}${sequence}`,
      email: login,
      role,
      passwordHash: await passwordHash,
      // Stored sealed with the test app's key, as setup stores it (docs/BACKOFFICE.md#access).
      totpSecret: backofficeSecretBox({ dataDir: t.config.dataDir, ...t.config.backoffice }).seal(totpSecret),
      totpEnrolledAt: now,
      createdAt: now,
      createdBy: 'test',
    })
    .returning({ id: operators.id });
  return { operatorId: row!.id, login, password: TEST_OPERATOR_PASSWORD, totpSecret };
}

/**
 * An enrolled operator of `role` and a live session for it, as the `cookie` header a browser would
 * send. `now` is the session's start (default: the system time; pass the app's manual clock's time).
 */
export async function operatorSession(
  t: TestApp,
  role: OperatorRole,
  name?: string,
  options: { now?: Date } = {},
): Promise<{ operatorId: number; cookie: string }> {
  const now = options.now ?? new Date();
  const { operatorId } = await createTestOperator(t, role, { name, now });
  const { token } = await createOperatorSession(t.database.db, {
    operatorId,
    now,
    policy: { absoluteMs: t.config.backoffice.sessionAbsoluteMs, idleMs: t.config.backoffice.sessionIdleMs },
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { operatorId, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Back-office calls with a session cookie: `url` and an optional JSON body. */
export function asOperator(t: TestApp, cookie: string) {
  const headers = { cookie };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
  };
}

/** The `ug99_bo` token a response's Set-Cookie carries, as a `cookie` header; undefined when none. */
export function sessionCookieFrom(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  for (const value of values) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(String(value));
    if (match) return `${SESSION_COOKIE}=${match[1]}`;
  }
  return undefined;
}

/** The audit rows of one target (of one action when given), newest first (docs/BACKOFFICE.md#audit-log). */
export function auditRowsOf(db: Db, targetType: string, targetId: number | string, action?: string) {
  return db
    .select()
    .from(operatorAuditLog)
    .where(
      and(
        eq(operatorAuditLog.targetType, targetType),
        eq(operatorAuditLog.targetId, String(targetId)),
        action ? eq(operatorAuditLog.action, action) : undefined,
      ),
    )
    .orderBy(desc(operatorAuditLog.id));
}

/** Back-office calls as one operator (what `asOperator` returns). */
export type OperatorCalls = ReturnType<typeof asOperator>;

/** An operator `backofficeTestApp` signs in: its calls and its id. */
export type BackofficeOperator = OperatorCalls & { readonly id: number };

/**
 * The set-up of a describe block of back-office calls: its app (suite-app.ts: made in beforeAll and handed
 * to `onApp` when given; the ledger checked and the app closed in afterAll), with a session for each
 * `operator(role, name)` asked for, started at the app's clock's time. `operator`'s calls may only be made in tests,
 * once beforeAll has signed the operator in.
 */
export function backofficeTestApp(
  target: TestDatabase,
  options: Parameters<typeof createTestApp>[1],
  onApp: (t: TestApp) => void = () => {},
) {
  const sessions: ((t: TestApp) => Promise<void>)[] = [];
  const { app: started, db } = suiteTestApp(target, options, onApp);
  beforeAll(async () => {
    for (const signIn of sessions) await signIn(started());
  });
  return {
    db,
    /** An operator of `role` named `name`, signed in in beforeAll, in the order asked. */
    operator(role: OperatorRole, name: string): BackofficeOperator {
      let session: { operatorId: number; cookie: string } | undefined;
      sessions.push(async (t) => {
        session = await operatorSession(t, role, name, { now: options?.clock?.now() });
      });
      const signedIn = () => {
        if (!session) throw new Error(`the ${role} operator is signed in in beforeAll`);
        return session;
      };
      const calls = () => asOperator(started(), signedIn().cookie);
      return {
        get: (url) => calls().get(url),
        post: (url, payload) => calls().post(url, payload),
        get id() {
          return signedIn().operatorId;
        },
      };
    },
    /** The audit rows of one target (of one action when given), newest first. */
    audits: (targetType: string, targetId: number | string, action?: string) =>
      auditRowsOf(db(), targetType, targetId, action),
    /** How many rows `table` holds. */
    rowsIn: async (table: PgTable) => Number((await db().select({ n: count() }).from(table))[0]!.n),
  };
}
