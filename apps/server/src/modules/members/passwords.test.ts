import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { accountMessages, ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { sandboxSmsInbox } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import { latestSandboxOtp } from './sms/index.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, newRegistration, registerMember } from '#testing/members.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('password reset and change on $kind', (target) => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const requestOtp = (phone: string, ip?: string) => post('/api/reset_password', { phone }, ip);
  const resetWith = (phone: string, otp: string, password: string) =>
    post('/api/reset_password_v2', { phone, otp, password });
  const otpOf = async (phone: string) => (await latestSandboxOtp(t.database.db, phone))?.otp ?? '';
  const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
  const login = (username: string, password: string) => post('/api/login', { username, password });

  it('resets the password with the code from the sandbox inbox and ends every session', async () => {
    const m = await registerMember(t);
    const res = await requestOtp(m.phone);
    expect(res.json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: { otp_expires_in_seconds: 300, resend_after_seconds: 60 },
    });
    const otp = await otpOf(m.phone);
    expect(otp).toMatch(/^\d{6}$/);
    expect((await resetWith(m.phone, otp, 'Fresh-Lychee-42')).json()).toEqual({
      error: 0,
      message: 'สำเร็จ',
      data: null,
    });
    expect((await asMember(t, m.token).get('/api/get_user_info')).statusCode).toBe(401);
    expect((await login(m.phone, m.password)).json().error).toBe(3006);
    expect((await login(m.phone, 'Fresh-Lychee-42')).json().error).toBe(0);
    // A used code cannot be used again.
    expect((await resetWith(m.phone, otp, 'Other-Lychee-43')).json().error).toBe(3010);
  });

  it('answers an unregistered phone exactly like a member, and sends it nothing', async () => {
    const stranger = newRegistration().phone;
    const member = await registerMember(t);
    const strangerAnswer = (await requestOtp(stranger, '10.9.1.1')).json();
    const memberAnswer = (await requestOtp(member.phone, '10.9.1.2')).json();
    expect(strangerAnswer).toEqual(memberAnswer);
    const [sent] = await t.database.db
      .select({ n: count() })
      .from(sandboxSmsInbox)
      .where(eq(sandboxSmsInbox.phone, stranger));
    expect(sent?.n).toBe(0);
  });

  it('says how many tries are left after a wrong code and refuses the code after 5 wrong tries', async () => {
    const m = await registerMember(t);
    await requestOtp(m.phone);
    const otp = await otpOf(m.phone);
    for (let left = 4; left >= 1; left--) {
      expect((await resetWith(m.phone, wrongOtp(otp), 'Fresh-Lychee-42')).json()).toEqual({
        error: 3009,
        data: null,
        message: accountMessages.otpInvalid(left),
      });
    }
    expect((await resetWith(m.phone, wrongOtp(otp), 'Fresh-Lychee-42')).json().error).toBe(3010);
    expect((await resetWith(m.phone, otp, 'Fresh-Lychee-42')).json()).toEqual({
      error: 3010,
      data: null,
      message: ERRORS.OTP_EXPIRED.message,
    });
    expect((await login(m.phone, m.password)).json().error).toBe(0);
  });

  it('refuses a code after 5 minutes', async () => {
    const m = await registerMember(t);
    await requestOtp(m.phone);
    const otp = await otpOf(m.phone);
    clock.advance(5 * MINUTE + 1000);
    expect((await resetWith(m.phone, otp, 'Fresh-Lychee-42')).json().error).toBe(3010);
  });

  it('allows one code request per phone per minute, and the new code replaces the old one', async () => {
    const m = await registerMember(t);
    await requestOtp(m.phone);
    const first = await otpOf(m.phone);
    const tooSoon = (await requestOtp(m.phone)).json();
    expect(tooSoon).toMatchObject({ error: 3008, message: accountMessages.otpTooSoon(60) });
    clock.advance(MINUTE);
    expect((await requestOtp(m.phone)).json().error).toBe(0);
    const second = await otpOf(m.phone);
    if (second !== first) {
      expect((await resetWith(m.phone, first, 'Fresh-Lychee-42')).json().error).toBe(3009);
    }
    expect((await resetWith(m.phone, second, 'Fresh-Lychee-42')).json().error).toBe(0);
  });

  it('refuses a common new password before using up a try', async () => {
    const m = await registerMember(t);
    await requestOtp(m.phone);
    const otp = await otpOf(m.phone);
    expect((await resetWith(m.phone, otp, '11111111')).json().error).toBe(3005);
    expect((await resetWith(m.phone, otp, 'Fresh-Lychee-42')).json().error).toBe(0);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const m = await registerMember(t);
    const other = (await login(m.phone, m.password)).json().data.access_token;
    const change = await asMember(t, m.token).post('/api/member/change_password', {
      old_password: m.password,
      new_password: 'Mangosteen-Rain-7',
    });
    expect(change.json()).toEqual({ error: 0, message: 'สำเร็จ', data: null });
    expect((await asMember(t, m.token).get('/api/get_user_info')).statusCode).toBe(200);
    expect((await asMember(t, other).get('/api/get_user_info')).statusCode).toBe(401);
    expect((await login(m.phone, 'Mangosteen-Rain-7')).json().error).toBe(0);
  });

  it('refuses a password change with the wrong current password', async () => {
    const m = await registerMember(t);
    const res = await asMember(t, m.token).post('/api/member/change_password', {
      old_password: 'not-my-password',
      new_password: 'Mangosteen-Rain-7',
    });
    expect(res.json()).toEqual({ error: 3011, data: null, message: ERRORS.WRONG_PASSWORD.message });
    expect((await login(m.phone, m.password)).json().error).toBe(0);
  });

  it('logs the sandbox code outside production, masked phone only', async () => {
    const m = await registerMember(t);
    await requestOtp(m.phone, '10.9.2.1');
    const otp = await otpOf(m.phone);
    const line = t.logs.find((l) => l.msg === 'sandbox SMS stored in sandbox_sms_inbox' && l.otp === otp);
    expect(line).toMatchObject({ phone: `${m.phone.slice(0, 3)}xxxx${m.phone.slice(-3)}` });
    expect(JSON.stringify(t.logs)).not.toContain(m.phone);
  });
});
