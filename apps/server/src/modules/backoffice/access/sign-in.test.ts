import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { loadConfig } from '#config';
import type { Config } from '#config';
import { operatorAuditLog, operatorSessions } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, createTestOperator, operatorSession, sessionCookieFrom } from '#testing/backoffice.ts';
import type { TestOperator } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { createRedisThrottleStore } from '#throttle/index.ts';
import { testRedisLink } from '#testing/redis.ts';
import { totpCodeAt } from './totp.ts';

// docs/BACKOFFICE.md#access: password, then a TOTP code or a recovery code; sessions that end.

const MINUTE = 60_000;
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

/** The two sign-in steps on `t`, from `ip` when given (else the test's own address). */
function signInSteps(t: TestApp, ip?: string) {
  const from = ip ? { remoteAddress: ip } : {};
  return {
    password: (login: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/backoffice/auth/login',
        payload: { login, password },
        ...from,
      }),
    totp: (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/backoffice/auth/totp', payload, ...from }),
  };
}

describe.each(testDatabases())('back-office sign-in on $kind', (target) => {
  const clock = manualClock(new Date('2026-07-01T02:00:00Z'));
  const defaults = loadConfig({ NODE_ENV: 'test' }).backoffice;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      clock,
      config: { backoffice: { ...defaults, loginMaxFailuresPerIp: 1000 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const passwordStep = (login: string, password: string, ip = '198.51.100.1') =>
    signInSteps(t, ip).password(login, password);
  async function ticketFor(op: TestOperator): Promise<string> {
    const res = (await passwordStep(op.login, op.password)).json();
    expect(res, JSON.stringify(res)).toMatchObject({ error: 0, data: { next: 'totp' } });
    return res.data.ticket;
  }
  const me = (cookie: string) => asOperator(t, cookie).get('/api/backoffice/auth/me');
  /**
   * An app of its own with other settings, on the file's database: a test that reaches its limits leaves the
   * file's app open (each app counts failures in a throttle store of its own).
   */
  const appWith = (config: Partial<Config>) => createTestApp(target, { clock, database: t.database, config });
  const appWithLimits = (limits: Partial<typeof defaults>) =>
    appWith({ backoffice: { ...defaults, ...limits } });

  it('signs in with password then TOTP, in a cookie the page cannot read, and says who is signed in', async () => {
    const op = await createTestOperator(t, 'finance', { name: 'สมศรี', now: clock.now() });
    const ticket = await ticketFor(op);
    const res = await post('/api/backoffice/auth/totp', {
      ticket,
      code: totpCodeAt(op.totpSecret, clock.now()),
    });
    expect(res.json()).toMatchObject({
      error: 0,
      data: { id: op.operatorId, name: 'สมศรี', role: 'finance', totp_enrolled: true },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^ug99_bo=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/,
    );
    const cookie = sessionCookieFrom(res)!;
    expect((await me(cookie)).json()).toMatchObject({
      error: 0,
      data: { id: op.operatorId, role: 'finance' },
    });

    // Only the token's hash is stored.
    const token = cookie.split('=')[1]!;
    const stored = await t.database.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, op.operatorId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const [audit] = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.operatorId, op.operatorId), eq(operatorAuditLog.action, 'backoffice.login')),
      );
    expect(audit).toMatchObject({
      operator: 'finance:สมศรี',
      ip: '127.0.0.1',
      detail: { second_factor: 'totp' },
    });
  });

  it('sets the cookie Secure when the request came over HTTPS (behind a trusted proxy)', async () => {
    const proxied = await appWith({ trustProxy: true });
    try {
      const op = await createTestOperator(proxied, 'support', { now: clock.now() });
      const step1 = await proxied.app.inject({
        method: 'POST',
        url: '/api/backoffice/auth/login',
        payload: { login: op.login, password: op.password },
      });
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/backoffice/auth/totp',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { ticket: step1.json().data.ticket, code: totpCodeAt(op.totpSecret, clock.now()) },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await proxied.close();
    }
  });

  it('answers a wrong password and an unknown login alike', async () => {
    const op = await createTestOperator(t, 'lotto', { now: clock.now() });
    const wrong = (await passwordStep(op.login, 'Not-The-Password-1')).json();
    const unknown = (await passwordStep('nobody@test.invalid', 'Not-The-Password-1')).json();
    const phone = (await passwordStep('0899999999', op.password)).json();
    expect(wrong).toEqual({
      error: code('BO_LOGIN_FAILED'),
      data: null,
      message: ERRORS.BO_LOGIN_FAILED.message,
    });
    expect(unknown).toEqual(wrong);
    expect(phone).toEqual(wrong);
  });

  it("refuses a code used once, even with a new ticket, and accepts the next step's code", async () => {
    const op = await createTestOperator(t, 'marketing', { now: clock.now() });
    const used = totpCodeAt(op.totpSecret, clock.now());
    const first = await post('/api/backoffice/auth/totp', { ticket: await ticketFor(op), code: used });
    expect(first.json().error).toBe(0);
    const ticket = await ticketFor(op);
    const replay = await post('/api/backoffice/auth/totp', { ticket, code: used });
    expect(replay.json().error).toBe(code('BO_TOTP_INVALID'));
    expect(sessionCookieFrom(replay)).toBeUndefined();
    clock.advance(30_000);
    const next = await post('/api/backoffice/auth/totp', {
      ticket,
      code: totpCodeAt(op.totpSecret, clock.now()),
    });
    expect(next.json().error).toBe(0);
    // The ticket is used up by that sign-in.
    clock.advance(30_000);
    const again = await post('/api/backoffice/auth/totp', {
      ticket,
      code: totpCodeAt(op.totpSecret, clock.now()),
    });
    expect(again.json().error).toBe(code('BO_TICKET_INVALID'));
  });

  it('voids a ticket after five wrong codes', async () => {
    const op = await createTestOperator(t, 'support', { now: clock.now() });
    const ticket = await ticketFor(op);
    const right = totpCodeAt(op.totpSecret, clock.now());
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/backoffice/auth/totp', { ticket, code: wrongCode })).json().error).toBe(
        code('BO_TOTP_INVALID'),
      );
    }
    const late = await post('/api/backoffice/auth/totp', { ticket, code: right });
    expect(late.json().error).toBe(code('BO_TICKET_INVALID'));
  });

  it('voids a ticket after five minutes', async () => {
    const op = await createTestOperator(t, 'support', { now: clock.now() });
    const ticket = await ticketFor(op);
    clock.advance(5 * MINUTE + 1000);
    const late = await post('/api/backoffice/auth/totp', {
      ticket,
      code: totpCodeAt(op.totpSecret, clock.now()),
    });
    expect(late.json().error).toBe(code('BO_TICKET_INVALID'));
    expect(sessionCookieFrom(late)).toBeUndefined();
  });

  it('throttles failed steps per login at one address, whatever the password, until the window ends', async () => {
    const strict = await appWithLimits({ loginMaxFailuresPerLogin: 4 });
    try {
      const op = await createTestOperator(strict, 'finance', { now: clock.now() });
      const { password: attempt, totp } = signInSteps(strict);
      for (let i = 0; i < 4; i += 1) {
        expect((await attempt(op.login, `Wrong-Password-${i}`)).json().error).toBe(code('BO_LOGIN_FAILED'));
      }
      const refused = (await attempt(op.login, op.password)).json();
      expect(refused.error).toBe(code('BO_LOGIN_THROTTLED'));
      expect(refused.message).toMatch(/นาที/);
      // The same for a login that does not exist: the answers tell nobody who is an operator.
      for (let i = 0; i < 4; i += 1) await attempt('ghost@test.invalid', 'Wrong-Password-x');
      expect((await attempt('ghost@test.invalid', 'Wrong-Password-x')).json().error).toBe(
        code('BO_LOGIN_THROTTLED'),
      );
      // Wrong TOTP codes count too: a stolen password buys no more guesses than the limit.
      clock.advance(defaults.loginWindowMs + 1000);
      const step1 = (await attempt(op.login, op.password)).json();
      expect(step1.error).toBe(0);
      const right = totpCodeAt(op.totpSecret, clock.now());
      const wrongCode = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i += 1) {
        expect((await totp({ ticket: step1.data.ticket, code: wrongCode })).json().error).toBe(
          code('BO_TOTP_INVALID'),
        );
      }
      expect((await totp({ ticket: step1.data.ticket, code: right })).json().error).toBe(
        code('BO_LOGIN_THROTTLED'),
      );
      clock.advance(defaults.loginWindowMs + 1000);
      expect((await attempt(op.login, op.password)).json().error).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('throttles per address across logins', async () => {
    const strict = await appWithLimits({ loginMaxFailuresPerIp: 3 });
    try {
      const op = await createTestOperator(strict, 'finance', { now: clock.now() });
      const attempt = signInSteps(strict, '192.0.2.77').password;
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt(`spray${i}@test.invalid`, 'Wrong-Password-1')).json().error).toBe(
          code('BO_LOGIN_FAILED'),
        );
      }
      expect((await attempt(op.login, op.password)).json().error).toBe(code('BO_LOGIN_THROTTLED'));
    } finally {
      await strict.close();
    }
  });

  it("locks only the (login, address) pair: a stranger's failures at 127.0.0.2 leave the owner's own address open", async () => {
    const strict = await appWithLimits({ loginMaxFailuresPerLogin: 4, loginMaxFailuresPerIp: 30 });
    try {
      const op = await createTestOperator(strict, 'finance', { now: clock.now() });
      const password = (ip: string, pw: string) => signInSteps(strict, ip).password(op.login, pw);
      const totp = (ip: string, payload: object) => signInSteps(strict, ip).totp(payload);
      // The stranger knows the login: wrong passwords, then wrong codes would follow if they had one.
      for (let i = 0; i < 6; i += 1) await password('127.0.0.2', `Wrong-Password-${i}`);
      expect((await password('127.0.0.2', op.password)).json().error).toBe(code('BO_LOGIN_THROTTLED'));
      // The owner, from their own address, signs in at once.
      const step1 = (await password('127.0.0.1', op.password)).json();
      expect(step1.error).toBe(0);
      const signed = await totp('127.0.0.1', {
        ticket: step1.data.ticket,
        code: totpCodeAt(op.totpSecret, clock.now()),
      });
      expect(signed.json().error).toBe(0);
      // The stranger is still locked out of that pair.
      expect((await password('127.0.0.2', op.password)).json().error).toBe(code('BO_LOGIN_THROTTLED'));
    } finally {
      await strict.close();
    }
  });

  it('keeps an address an operator signed in from within 30 days open to them when it passes its own limit', async () => {
    const strict = await appWithLimits({ loginMaxFailuresPerIp: 3 });
    try {
      const owner = await createTestOperator(strict, 'finance', { now: clock.now() });
      const newcomer = await createTestOperator(strict, 'support', { now: clock.now() });
      const attempt = (login: string, password: string, ip = '127.0.0.3') =>
        signInSteps(strict, ip).password(login, password);
      const signIn = async (op: TestOperator, ip: string) => {
        const step1 = (await attempt(op.login, op.password, ip)).json();
        if (step1.error !== 0) return step1.error as number;
        const res = await signInSteps(strict, ip).totp({
          ticket: step1.data.ticket,
          code: totpCodeAt(op.totpSecret, clock.now()),
        });
        return res.json().error as number;
      };
      // The owner signed in from 127.0.0.3 ten days ago.
      expect(await signIn(owner, '127.0.0.3')).toBe(0);
      clock.advance(10 * 24 * 60 * MINUTE);
      // Someone at the same address sprays other logins past the address's limit.
      for (let i = 0; i < 5; i += 1) await attempt(`spray${i}@test.invalid`, 'Wrong-Password-1');
      expect((await attempt('spray9@test.invalid', 'Wrong-Password-1')).json().error).toBe(
        code('BO_LOGIN_THROTTLED'),
      );
      // An operator who never signed in from there is refused; the owner keeps access.
      expect(await signIn(newcomer, '127.0.0.3')).toBe(code('BO_LOGIN_THROTTLED'));
      clock.advance(31_000);
      expect(await signIn(owner, '127.0.0.3')).toBe(0);
      // After 30 days without a sign-in from it, the address is no longer the owner's.
      clock.advance(31 * 24 * 60 * MINUTE);
      for (let i = 0; i < 5; i += 1) await attempt(`spray${i}@test.invalid`, 'Wrong-Password-1');
      expect(await signIn(owner, '127.0.0.3')).toBe(code('BO_LOGIN_THROTTLED'));
    } finally {
      await strict.close();
    }
  });

  it('ends a session after 30 idle minutes, slides it on use, and ends it at 12 hours whatever the use', async () => {
    const { cookie } = await operatorSession(t, 'support', undefined, { now: clock.now() });
    clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    const idle = await me(cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toBe(code('BO_UNAUTHENTICATED'));

    const { cookie: busy } = await operatorSession(t, 'support', undefined, { now: clock.now() });
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      clock.advance(20 * MINUTE);
      const res = await me(busy);
      expect(res.statusCode, `after ${elapsed + 20} minutes`).toBe(elapsed + 20 < 12 * 60 ? 200 : 401);
    }
  });

  it('logs out: the cookie is cleared and the session no longer works', async () => {
    const { cookie } = await operatorSession(t, 'lotto', undefined, { now: clock.now() });
    const res = await asOperator(t, cookie).post('/api/backoffice/auth/logout', {});
    expect(res.json()).toMatchObject({ error: 0, data: { logged_out: true } });
    expect(String(res.headers['set-cookie'])).toMatch(/^ug99_bo=; .*Max-Age=0/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('keeps ended sessions a month, then clears them at the next sign-in', async () => {
    const op = await createTestOperator(t, 'support', { now: clock.now() });
    const signIn = async () => {
      const ticket = await ticketFor(op);
      const res = await post('/api/backoffice/auth/totp', {
        ticket,
        code: totpCodeAt(op.totpSecret, clock.now()),
      });
      expect(res.json().error).toBe(0);
      return sessionCookieFrom(res)!;
    };
    const rows = () =>
      t.database.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, op.operatorId));
    const first = await signIn();
    await asOperator(t, first).post('/api/backoffice/auth/logout', {});
    clock.advance(60_000);
    await signIn();
    expect(await rows()).toHaveLength(2);
    clock.advance(31 * 24 * 60 * MINUTE);
    await signIn();
    const left = await rows();
    expect(left).toHaveLength(1);
    expect(left[0]!.createdAt.getTime()).toBe(clock.now().getTime());
  });

  it('refuses a cookie that is no session, and calls without one', async () => {
    expect((await me('ug99_bo=not-a-token')).statusCode).toBe(401);
    expect((await me(`ug99_bo=${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/auth/me' })).statusCode).toBe(401);
  });
});

describe.runIf(process.env.REDIS_URL)('back-office sign-in throttling shared through Redis', () => {
  const [pglite] = testDatabases();
  const link = testRedisLink();
  const stores = [0, 1].map(() => createRedisThrottleStore(link));
  const defaults = loadConfig({ NODE_ENV: 'test' }).backoffice;
  let apps: TestApp[] = [];
  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    apps = await Promise.all(
      stores.map((throttleStore) =>
        createTestApp(pglite, {
          seed: false,
          throttleStore,
          config: { backoffice: { ...defaults, loginMaxFailuresPerLogin: 4 } },
        }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(stores.map((s) => s.close()));
  });

  it('refuses on one server instance a login that failed on another', async () => {
    const login = `shared-${Math.random().toString(36).slice(2)}@test.invalid`;
    const attempt = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/backoffice/auth/login',
        payload: { login, password: 'Wrong-Password-1' },
      });
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(apps[i % 2]!)).json().error).toBe(code('BO_LOGIN_FAILED'));
    }
    expect((await attempt(apps[0]!)).json().error).toBe(code('BO_LOGIN_THROTTLED'));
    expect((await attempt(apps[1]!)).json().error).toBe(code('BO_LOGIN_THROTTLED'));
  });
});
