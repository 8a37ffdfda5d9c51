import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS, RECOVERY_CODE_COUNT } from '@ug99/contract';
import { operatorAuditLog, operatorRecoveryCodes, operators } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession, sessionCookieFrom } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { ensureFirstAdminSetup, FIRST_ADMIN_NAME } from './operators.ts';
import { totpCodeAt } from './totp.ts';

// docs/BACKOFFICE.md#access: operators, setup links, recovery codes, sessions an admin can end.

const HOUR = 60 * 60 * 1000;
const PASSWORD = 'Tamarind-Kite-Harbour-7';
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
const tokenOf = (setupUrl: string) => setupUrl.split('#')[1]!;

describe.each(testDatabases())('back-office operators and setup on $kind', (target) => {
  const clock = manualClock(new Date('2026-07-02T03:00:00Z'));
  let t: TestApp;
  let admin: { operatorId: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  // A fresh admin session at the clock's time for each test: a test may move the clock by a day.
  beforeEach(async () => {
    admin = await operatorSession(t, 'admin', 'สมชาย', { now: clock.now() });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.database.db;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const asAdmin = () => asOperator(t, admin.cookie);

  async function addOperator(body: object) {
    const res = (await asAdmin().post('/api/backoffice/operators', body)).json();
    expect(res, JSON.stringify(res)).toMatchObject({ error: 0 });
    return res.data as { operator: { id: number }; setup_url: string; expires_at: string };
  }

  async function finishSetup(token: string, extra: object = {}) {
    const start = (await post('/api/backoffice/auth/setup/start', { token })).json();
    expect(start.error).toBe(0);
    const res = await post('/api/backoffice/auth/setup/finish', {
      token,
      password: PASSWORD,
      code: totpCodeAt(start.data.secret, clock.now()),
      ...extra,
    });
    return { start: start.data, res };
  }

  it('adds an operator with a one-time setup link, audited with who, from where and what', async () => {
    const added = await addOperator({ name: 'สมศรี', email: 'Somsri@Example.com', role: 'finance' });
    expect(added.setup_url).toMatch(/^http:\/\/localhost:\d+\/backoffice\/setup#[A-Za-z0-9_-]{43}$/);
    expect(new Date(added.expires_at).getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    expect(added.operator).toMatchObject({
      name: 'สมศรี',
      email: 'somsri@example.com',
      role: 'finance',
      enrolled: false,
    });
    const [audit] = await db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.action, 'backoffice.operator.add'),
          eq(operatorAuditLog.targetId, String(added.operator.id)),
        ),
      );
    expect(audit).toMatchObject({
      operator: 'admin:สมชาย',
      operatorId: admin.operatorId,
      ip: '127.0.0.1',
      before: null,
      after: { name: 'สมศรี', email: 'somsri@example.com', role: 'finance' },
    });
    const list = (await asAdmin().get('/api/backoffice/operators')).json();
    expect(list.data.items.map((o: { id: number }) => o.id)).toContain(added.operator.id);
    const self = list.data.items.find((o: { id: number }) => o.id === admin.operatorId);
    expect(self).toMatchObject({ role: 'admin', enrolled: true, last_seen_at: clock.now().toISOString() });
    const fresh = list.data.items.find((o: { id: number }) => o.id === added.operator.id);
    expect(fresh).toMatchObject({ last_seen_at: null, created_by: 'admin:สมชาย' });

    const taken = (
      await asAdmin().post('/api/backoffice/operators', {
        name: 'อีกคน',
        email: 'somsri@example.com',
        role: 'support',
      })
    ).json();
    expect(taken.error).toBe(code('BO_LOGIN_TAKEN'));
    const both = await asAdmin().post('/api/backoffice/operators', {
      name: 'สองอย่าง',
      email: 'two@example.com',
      phone: '0812340000',
      role: 'support',
    });
    expect(both.statusCode).toBe(400);
  });

  it('keeps the TOTP secret of a link for its life: a reload shows the QR code already scanned', async () => {
    const added = await addOperator({ name: 'มานะ', phone: '0891113333', role: 'support' });
    const token = tokenOf(added.setup_url);
    const [first, again, concurrent] = await Promise.all([
      post('/api/backoffice/auth/setup/start', { token }).then((r) => r.json()),
      post('/api/backoffice/auth/setup/start', { token }).then((r) => r.json()),
      post('/api/backoffice/auth/setup/start', { token }).then((r) => r.json()),
    ]);
    expect(first.error).toBe(0);
    expect(again.data.secret).toBe(first.data.secret);
    expect(concurrent.data.secret).toBe(first.data.secret);
    const reload = (await post('/api/backoffice/auth/setup/start', { token })).json();
    expect(reload.data.secret).toBe(first.data.secret);
    expect(reload.data.otpauth_uri).toBe(first.data.otpauth_uri);
    // The code from the app scanned at the first opening finishes the setup.
    const done = await post('/api/backoffice/auth/setup/finish', {
      token,
      password: PASSWORD,
      code: totpCodeAt(first.data.secret, clock.now()),
    });
    expect(done.json().error).toBe(0);
  });

  it('enrols through the link once: QR secret, password of 12+, a TOTP code, ten recovery codes, signed in', async () => {
    const added = await addOperator({ name: 'มานี', phone: '0891112222', role: 'lotto' });
    const token = tokenOf(added.setup_url);
    const start = (await post('/api/backoffice/auth/setup/start', { token })).json();
    expect(start).toMatchObject({ error: 0, data: { name: 'มานี', role: 'lotto', needs_login: false } });
    expect(start.data.otpauth_uri).toContain(`secret=${start.data.secret}`);
    const good = totpCodeAt(start.data.secret, clock.now());

    const short = await post('/api/backoffice/auth/setup/finish', { token, password: 'Short-1', code: good });
    expect(short.statusCode).toBe(400);
    const weak = (
      await post('/api/backoffice/auth/setup/finish', { token, password: 'abababababab', code: good })
    ).json();
    expect(weak.error).toBe(code('BO_WEAK_PASSWORD'));
    const wrongCode = good === '000000' ? '111111' : '000000';
    const wrong = (
      await post('/api/backoffice/auth/setup/finish', { token, password: PASSWORD, code: wrongCode })
    ).json();
    expect(wrong.error).toBe(code('BO_TOTP_INVALID'));

    const done = await post('/api/backoffice/auth/setup/finish', { token, password: PASSWORD, code: good });
    const body = done.json();
    expect(body).toMatchObject({
      error: 0,
      data: {
        operator: {
          name: 'มานี',
          role: 'lotto',
          totp_enrolled: true,
          recovery_codes_left: RECOVERY_CODE_COUNT,
        },
      },
    });
    expect(body.data.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(body.data.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of body.data.recovery_codes) expect(c).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    const stored = await db()
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, added.operator.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(body.data.recovery_codes[0]);
    const cookie = sessionCookieFrom(done)!;
    expect((await asOperator(t, cookie).get('/api/backoffice/auth/me')).json().data.id).toBe(
      added.operator.id,
    );

    const again = (await post('/api/backoffice/auth/setup/start', { token })).json();
    expect(again.error).toBe(code('BO_SETUP_INVALID'));

    // The code that finished setup is used: it does not sign in again.
    const ticket = (
      await post('/api/backoffice/auth/login', { login: '0891112222', password: PASSWORD })
    ).json().data.ticket;
    expect((await post('/api/backoffice/auth/totp', { ticket, code: good })).json().error).toBe(
      code('BO_TOTP_INVALID'),
    );

    // A recovery code signs in once, typed in any case without its dashes.
    const recovery: string = body.data.recovery_codes[3];
    const typed = recovery.replaceAll('-', '').toLowerCase();
    const viaRecovery = await post('/api/backoffice/auth/totp', { ticket, recovery_code: typed });
    expect(viaRecovery.json()).toMatchObject({
      error: 0,
      data: { recovery_codes_left: RECOVERY_CODE_COUNT - 1 },
    });
    const ticket2 = (
      await post('/api/backoffice/auth/login', { login: '0891112222', password: PASSWORD })
    ).json().data.ticket;
    const reused = (
      await post('/api/backoffice/auth/totp', { ticket: ticket2, recovery_code: recovery })
    ).json();
    expect(reused.error).toBe(code('BO_RECOVERY_CODE_INVALID'));
  });

  it('lets a setup link expire after 24 hours, and a new link replace the old one', async () => {
    const added = await addOperator({ name: 'ชูใจ', email: 'chujai@example.com', role: 'support' });
    clock.advance(24 * HOUR + 1000);
    expect(
      (await post('/api/backoffice/auth/setup/start', { token: tokenOf(added.setup_url) })).json().error,
    ).toBe(code('BO_SETUP_INVALID'));
    // The admin's own session ended with the day; a new one issues the links.
    admin = await operatorSession(t, 'admin', 'สมชาย', { now: clock.now() });
    const first = (
      await asAdmin().post(`/api/backoffice/operators/${added.operator.id}/setup-link`, {})
    ).json();
    expect(first, JSON.stringify(first)).toMatchObject({ error: 0 });
    const second = (
      await asAdmin().post(`/api/backoffice/operators/${added.operator.id}/setup-link`, {})
    ).json();
    expect(
      (await post('/api/backoffice/auth/setup/start', { token: tokenOf(first.data.setup_url) })).json().error,
    ).toBe(code('BO_SETUP_INVALID'));
    const { res } = await finishSetup(tokenOf(second.data.setup_url));
    expect(res.json().error).toBe(0);
  });

  it('disables an operator: sessions end at once, sign-in is refused; the last admin stays', async () => {
    const op = await operatorSession(t, 'marketing', 'ปิติ', { now: clock.now() });
    const res = (await asAdmin().post(`/api/backoffice/operators/${op.operatorId}/disable`, {})).json();
    expect(res).toMatchObject({ error: 0, data: { id: op.operatorId } });
    expect(res.data.disabled_at).not.toBeNull();
    expect((await asOperator(t, op.cookie).get('/api/backoffice/auth/me')).statusCode).toBe(401);
    const [audit] = await db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.action, 'backoffice.operator.disable'),
          eq(operatorAuditLog.targetId, String(op.operatorId)),
        ),
      );
    expect(audit).toMatchObject({ before: { disabled_at: null }, after: { id: op.operatorId } });

    const self = (await asAdmin().post(`/api/backoffice/operators/${admin.operatorId}/disable`, {})).json();
    expect(self.error).toBe(code('BO_LAST_ADMIN'));
    const missing = (await asAdmin().post('/api/backoffice/operators/999999/disable', {})).json();
    expect(missing.error).toBe(code('BO_OPERATOR_NOT_FOUND'));
  });

  it('lists live sessions for an admin, who can end one; an operator can end their own other sessions', async () => {
    const a = await operatorSession(t, 'finance', 'วีระ', { now: clock.now() });
    const list = (await asAdmin().get('/api/backoffice/sessions')).json();
    const mine = list.data.items.find((s: { operator_id: number }) => s.operator_id === a.operatorId);
    expect(mine).toMatchObject({ operator_name: 'วีระ', role: 'finance', current: false, ip: '127.0.0.1' });
    expect(
      list.data.items.find((s: { operator_id: number }) => s.operator_id === admin.operatorId).current,
    ).toBe(true);

    expect((await asAdmin().post(`/api/backoffice/sessions/${mine.id}/revoke`, {})).json()).toMatchObject({
      error: 0,
      data: { revoked: 1 },
    });
    expect((await asOperator(t, a.cookie).get('/api/backoffice/auth/me')).statusCode).toBe(401);
    expect((await asAdmin().post(`/api/backoffice/sessions/${mine.id}/revoke`, {})).json().error).toBe(
      code('BO_SESSION_NOT_FOUND'),
    );
    const [audit] = await db()
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.action, 'backoffice.session.revoke'),
          eq(operatorAuditLog.targetId, String(mine.id)),
        ),
      );
    expect(audit).toMatchObject({ operator: 'admin:สมชาย', detail: { operator_id: a.operatorId } });

    // Two devices of one operator: "log out my other sessions" from the first ends the second only.
    const ticketFor = async (login: string) =>
      (await post('/api/backoffice/auth/login', { login, password: PASSWORD })).json().data.ticket as string;
    const added = await addOperator({ name: 'ดวงใจ', email: 'duangjai@example.com', role: 'support' });
    const { start, res } = await finishSetup(tokenOf(added.setup_url));
    const first = sessionCookieFrom(res)!;
    clock.advance(30_000);
    const second = sessionCookieFrom(
      await post('/api/backoffice/auth/totp', {
        ticket: await ticketFor('duangjai@example.com'),
        code: totpCodeAt(start.secret, clock.now()),
      }),
    )!;
    expect(
      (await asOperator(t, first).post('/api/backoffice/auth/sessions/revoke-others', {})).json(),
    ).toMatchObject({ data: { revoked: 1 } });
    expect((await asOperator(t, second).get('/api/backoffice/auth/me')).statusCode).toBe(401);
    expect((await asOperator(t, first).get('/api/backoffice/auth/me')).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('the first admin at start-up on $kind', (target) => {
  const clock = manualClock(new Date('2026-07-03T01:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock, seed: false });
  });
  afterAll(async () => {
    await t.close();
  });
  const publicUrl = 'http://localhost:3000';

  it('issues one setup link when instances start together, a new one at the next start, none once an admin exists', async () => {
    const db = t.database.db;
    const startedAt = clock.now();
    const starts = await Promise.all(
      [1, 2, 3].map(() => ensureFirstAdminSetup(db, { now: clock.now(), startedAt, publicUrl })),
    );
    const links = starts.filter((s) => s.kind === 'link');
    expect(links).toHaveLength(1);
    expect(starts.filter((s) => s.kind === 'issued-by-another-instance')).toHaveLength(2);
    const admins = await db.select().from(operators).where(eq(operators.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ name: FIRST_ADMIN_NAME, phone: null, email: null, bootstrap: true });

    // A restart a moment later (the first link was printed by the run before): a new link replaces it.
    clock.advance(5_000);
    const later = await ensureFirstAdminSetup(db, { now: clock.now(), startedAt: clock.now(), publicUrl });
    expect(later.kind).toBe('link');
    const first = links[0]!.kind === 'link' ? links[0]!.url : '';
    const second = later.kind === 'link' ? later.url : '';
    expect(second).toMatch(/^http:\/\/localhost:3000\/backoffice\/setup#/);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/backoffice/auth/setup/start', { token: tokenOf(first) })).json().error).toBe(
      code('BO_SETUP_INVALID'),
    );

    const start = (await post('/api/backoffice/auth/setup/start', { token: tokenOf(second) })).json();
    expect(start.data).toMatchObject({ name: FIRST_ADMIN_NAME, role: 'admin', needs_login: true });
    const finish = {
      token: tokenOf(second),
      password: PASSWORD,
      code: totpCodeAt(start.data.secret, clock.now()),
    };
    expect((await post('/api/backoffice/auth/setup/finish', finish)).json().error).toBe(
      code('BO_LOGIN_REQUIRED'),
    );
    const done = (
      await post('/api/backoffice/auth/setup/finish', { ...finish, login: 'Boss@Example.com' })
    ).json();
    expect(done).toMatchObject({ error: 0, data: { operator: { role: 'admin', totp_enrolled: true } } });
    const [row] = await db.select().from(operators).where(eq(operators.bootstrap, true));
    expect(row?.email).toBe('boss@example.com');

    expect(await ensureFirstAdminSetup(db, { now: clock.now(), startedAt: clock.now(), publicUrl })).toEqual({
      kind: 'admin-exists',
    });
  });
});
