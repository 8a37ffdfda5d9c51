import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog, operators } from '#db/schema/index.ts';
import { totpCodeAt } from '#backoffice/access/totp.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { sessionCookieFrom } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { parseArguments } from '../command.ts';
import { executeCommand } from '../execute.ts';
import operatorAdd from './operator-add.ts';

// docs/BACKOFFICE.md#access: `npm run operator -- operator:add` creates an operator with a setup link.

describe.each(testDatabases())('operator:add on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(async () => {
    await t.close();
  });
  const run = async (argv: string[]) => {
    const result = await executeCommand(operatorAdd, {
      db: t.database.db,
      database: t.database,
      config: t.config,
      ...parseArguments(argv),
    });
    return { code: result.exitCode, out: result.out.join('\n'), err: result.err.join('\n') };
  };

  it('adds an operator with a setup link that works once, audited as the command line', async () => {
    const r = await run([
      '--email',
      'Boss@Example.com',
      '--role',
      'admin',
      '--name',
      'สมชาย',
      '--operator',
      'root',
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({
      ok: true,
      name: 'สมชาย',
      role: 'admin',
      email: 'boss@example.com',
      phone: null,
    });
    expect(out.setup_url).toMatch(
      new RegExp(`^${t.config.backoffice.publicUrl}/backoffice/setup#[A-Za-z0-9_-]{43}$`),
    );
    const [audit] = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, String(out.operator_id)));
    expect(audit).toMatchObject({ operator: 'root', action: 'backoffice.operator.add', operatorId: null });

    // The link enrols the operator, who can then sign in.
    const token = out.setup_url.split('#')[1];
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const start = (await post('/api/backoffice/auth/setup/start', { token })).json();
    const finish = await post('/api/backoffice/auth/setup/finish', {
      token,
      password: 'Tamarind-Kite-Harbour-7',
      code: totpCodeAt(start.data.secret, new Date()),
    });
    expect(finish.json()).toMatchObject({
      error: 0,
      data: { operator: { role: 'admin', totp_enrolled: true } },
    });
    expect(sessionCookieFrom(finish)).toBeDefined();
  });

  it('prints the link in plain text for a phone login', async () => {
    const r = await run(['--phone', '0891234567', '--role', 'finance', '--name', 'สมศรี']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/operator #\d+ สมศรี \(finance\) added; they sign in with 0891234567/);
    expect(r.out).toMatch(/\/backoffice\/setup#[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.phone, '0891234567'));
    expect(row).toMatchObject({ role: 'finance', totpEnrolledAt: null, passwordHash: null });
  });

  it('refuses a login another operator has, a bad role, and both or neither of phone and email', async () => {
    const taken = await run(['--phone', '0891234567', '--role', 'support', '--name', 'ซ้ำ', '--json']);
    expect(taken.code).toBe(1);
    expect(JSON.parse(taken.out)).toEqual({
      ok: false,
      error: 'another operator already signs in with 0891234567',
    });
    const role = await run(['--phone', '0891234568', '--role', 'boss', '--name', 'x']);
    expect(role.code).toBe(1);
    expect(role.err).toMatch(/--role must be one of admin, finance, lotto, marketing, support/);
    const both = await run([
      '--phone',
      '0891234568',
      '--email',
      'a@example.com',
      '--role',
      'support',
      '--name',
      'x',
    ]);
    expect(both.err).toMatch(/exactly one of --phone and --email/);
    const neither = await run(['--role', 'support', '--name', 'x']);
    expect(neither.err).toMatch(/exactly one of --phone and --email/);
    const badPhone = await run(['--phone', '12345', '--role', 'support', '--name', 'x']);
    expect(badPhone.err).toMatch(/--phone must be 10 digits/);
  });
});
