import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { manualClock } from '#shared/clock.ts';
import { latestSandboxOtp } from './sms/index.ts';
import { createRedisThrottleStore } from '#throttle/index.ts';
import { testRedisLink } from '#testing/redis.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, newRegistration, registerMember } from '#testing/members.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('sessions on $kind', (target) => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });
  const userInfo = (token: string) => asMember(t, token).get('/api/get_user_info');

  it('logs in with phone and password and answers a bearer token with its absolute end', async () => {
    const m = await registerMember(t);
    const res = await login(m.phone, m.password);
    expect(res.json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: {
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: 'Bearer',
        expires_at: new Date(clock.now().getTime() + 12 * 60 * MINUTE).toISOString(),
      },
    });
    expect((await userInfo(res.json().data.access_token)).json().error).toBe(0);
  });

  it('answers a wrong password and an unknown phone with the same Thai message', async () => {
    const m = await registerMember(t);
    const wrong = (await login(m.phone, 'not-the-password', '10.0.1.1')).json();
    const unknown = (await login(newRegistration().phone, 'whatever-pass', '10.0.1.2')).json();
    expect(wrong).toEqual({ error: 3006, data: null, message: ERRORS.LOGIN_FAILED.message });
    expect(unknown).toEqual(wrong);
  });

  it('answers HTTP 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer short',
      `Bearer ${'x'.repeat(43)}`,
      'Basic abc',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/get_user_info',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ error: 1001, data: null, message: ERRORS.UNAUTHORIZED.message });
    }
  });

  it('ends the session on logout, and only that one', async () => {
    const m = await registerMember(t);
    const other = (await login(m.phone, m.password)).json().data.access_token;
    const res = await asMember(t, m.token).post('/api/logout');
    expect(res.json()).toEqual({ error: 0, message: 'สำเร็จ', data: null });
    expect((await userInfo(m.token)).statusCode).toBe(401);
    expect((await asMember(t, m.token).post('/api/logout')).statusCode).toBe(401);
    expect((await userInfo(other)).statusCode).toBe(200);
  });

  it('ends a session idle for 60 minutes, and keeps one that is used', async () => {
    const m = await registerMember(t);
    clock.advance(59 * MINUTE);
    expect((await userInfo(m.token)).statusCode).toBe(200);
    clock.advance(59 * MINUTE);
    expect((await userInfo(m.token)).statusCode).toBe(200);
    clock.advance(61 * MINUTE);
    expect((await userInfo(m.token)).statusCode).toBe(401);
  });

  it('ends every session 12 hours after login however busy it is', async () => {
    const m = await registerMember(t);
    for (let elapsed = 50; elapsed < 12 * 60; elapsed += 50) {
      clock.advance(50 * MINUTE);
      expect((await userInfo(m.token)).statusCode, `after ${elapsed} min`).toBe(200);
    }
    clock.advance(50 * MINUTE);
    expect((await userInfo(m.token)).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('login throttling on $kind', (target) => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

  it('refuses an address a phone after 5 failures from it for 15 minutes, even with the right password, then lets it in', async () => {
    const m = await registerMember(t);
    for (let i = 0; i < 5; i++) {
      expect((await login(m.phone, `wrong-${i}-pass`, '10.1.0.1')).json().error).toBe(3006);
    }
    const refused = (await login(m.phone, m.password, '10.1.0.1')).json();
    expect(refused).toEqual({ error: 3007, data: null, message: accountMessages.loginThrottled(15) });
    clock.advance(10 * 60_000);
    expect((await login(m.phone, m.password, '10.1.0.1')).json().message).toBe(
      accountMessages.loginThrottled(5),
    );
    clock.advance(5 * 60_000);
    expect((await login(m.phone, m.password, '10.1.0.1')).json().error).toBe(0);
  });

  it('lets the member in from their own address after someone else failed 5 times, or keeps failing, elsewhere', async () => {
    const m = await registerMember(t);
    for (let i = 0; i < 20; i++) await login(m.phone, `guess-${i}-pass`, '10.1.1.66');
    expect((await login(m.phone, m.password, '10.1.1.66')).json().error).toBe(3007);
    expect((await login(m.phone, m.password, '10.1.1.1')).json().error).toBe(0);
  });

  it('locks the phone for every address after 50 failures from many, and a reset by OTP lets the member straight back in', async () => {
    const m = await registerMember(t);
    for (let i = 0; i < 50; i++) {
      expect((await login(m.phone, `guess-${i}-pass`, `10.1.2.${i}`)).json().error).toBe(3006);
    }
    const locked = (await login(m.phone, m.password, '10.1.3.1')).json();
    expect(locked).toEqual({ error: 3015, data: null, message: accountMessages.accountLocked(15) });
    expect((await login(m.phone, 'guess-again', '10.1.2.7')).json().error).toBe(3015);

    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.1.3.1' });
    expect((await post('/api/reset_password', { phone: m.phone })).json().error).toBe(0);
    const otp = (await latestSandboxOtp(t.database.db, m.phone))?.otp ?? '';
    const reset = await post('/api/reset_password_v2', { phone: m.phone, otp, password: 'Fresh-Durian-77' });
    expect(reset.json().error).toBe(0);
    expect((await login(m.phone, 'Fresh-Durian-77', '10.1.3.1')).json().error).toBe(0);
    // Every address starts again too, the attackers' included: the old password they guessed is gone.
    expect((await login(m.phone, 'guess-0-pass', '10.1.2.0')).json().error).toBe(3006);
  });

  it('counts parallel guesses before checking them: 20 at once from one address get 5 tries', async () => {
    const m = await registerMember(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(m.phone, `parallel-${i}-pass`, '10.1.4.1')),
    );
    const errors = answers.map((a) => a.json().error);
    expect(errors.filter((e) => e === 3006)).toHaveLength(5);
    expect(errors.filter((e) => e === 3007)).toHaveLength(15);
  });

  it('resets the phone count on success', async () => {
    const m = await registerMember(t);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await login(m.phone, 'wrong-password', '10.2.0.1');
      expect((await login(m.phone, m.password, '10.2.0.1')).json().error).toBe(0);
    }
  });

  it('throttles and locks an unknown phone exactly like a member', async () => {
    const stranger = newRegistration().phone;
    for (let i = 0; i < 5; i++)
      expect((await login(stranger, 'guess-1234', '10.3.0.1')).json().error).toBe(3006);
    expect((await login(stranger, 'guess-1234', '10.3.0.1')).json()).toEqual({
      error: 3007,
      data: null,
      message: accountMessages.loginThrottled(15),
    });
    for (let i = 0; i < 45; i++) await login(stranger, 'guess-1234', `10.3.1.${i}`);
    expect((await login(stranger, 'guess-1234', '10.3.2.1')).json()).toEqual({
      error: 3015,
      data: null,
      message: accountMessages.accountLocked(15),
    });
  });

  it('refuses an address after 30 failures across many phones, for every phone', async () => {
    const m = await registerMember(t);
    for (let i = 0; i < 30; i++) await login(newRegistration().phone, 'guess-1234', '10.4.0.1');
    const refused = (await login(m.phone, m.password, '10.4.0.1')).json();
    expect(refused.error).toBe(3007);
    expect((await login(m.phone, m.password, '10.4.0.2')).json().error).toBe(0);
  });
});

describe.runIf(process.env.REDIS_URL)('login throttling shared through Redis', () => {
  const [pglite] = testDatabases();
  const link = testRedisLink();
  const stores = [0, 1].map(() => createRedisThrottleStore(link));
  let apps: TestApp[] = [];
  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    apps = await Promise.all(stores.map((throttleStore) => createTestApp(pglite, { throttleStore })));
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(stores.map((s) => s.close()));
  });

  it('refuses on one server instance an address that failed a phone 5 times on another', async () => {
    const phone = newRegistration().phone;
    const login = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: phone, password: 'guess-1234' },
        remoteAddress: '10.7.0.1',
      });
    for (let i = 0; i < 5; i++) expect((await login(apps[i % 2] as TestApp)).json().error).toBe(3006);
    expect((await login(apps[1] as TestApp)).json().error).toBe(3007);
    expect((await login(apps[0] as TestApp)).json().error).toBe(3007);
  });
});
