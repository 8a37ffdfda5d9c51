import { describe, expect, it } from 'vitest';
import { accountMessages } from '@ug99/contract';
import { loadConfig } from '#config';
import { AppError } from '#http/app-error.ts';
import { manualClock } from '#shared/clock.ts';
import { createMemberLimits } from './member-limits.ts';
import { createMemoryThrottleStore } from './memory-store.ts';

async function refusal(fn: () => Promise<unknown>): Promise<{ key: string; message?: string } | undefined> {
  try {
    await fn();
    return undefined;
  } catch (err) {
    if (err instanceof AppError) return { key: err.key, message: err.thaiMessage };
    throw err;
  }
}

describe('member limits', () => {
  const clock = manualClock();
  const config = loadConfig({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '3',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '6',
    LOGIN_WINDOW_MINUTES: '10',
  }).members;
  const limits = createMemberLimits(createMemoryThrottleStore(clock), config);
  /** One failed attempt: counted up front, never given back. */
  const fail = (phone: string, ip: string, agentId = 1) => limits.reserveLoginAttempt(agentId, phone, ip);

  it('refuses an address a phone after the configured failures from it, says the minutes left in Thai, and lets it in after the window', async () => {
    for (let i = 0; i < 3; i++) await fail('0811111112', '1.1.1.1');
    expect(await refusal(() => fail('0811111112', '1.1.1.1'))).toEqual({
      key: 'LOGIN_THROTTLED',
      message: accountMessages.loginThrottled(10),
    });
    expect(accountMessages.loginThrottled(10)).toContain('10 นาที');
    expect(await refusal(() => limits.reserveLoginAttempt(1, '0811111112', '2.2.2.2'))).toBeUndefined();
    clock.advance(9 * 60_000 + 1);
    expect((await refusal(() => fail('0811111112', '1.1.1.1')))?.message).toBe(
      accountMessages.loginThrottled(1),
    );
    clock.advance(60_000);
    expect(await refusal(() => fail('0811111112', '1.1.1.1'))).toBeUndefined();
  });

  it('locks a phone for every address only past the all-address count, whose refusals name the reset', async () => {
    for (let i = 0; i < 6; i++) await fail('0811111113', `3.3.3.${i}`);
    expect(await refusal(() => fail('0811111113', '3.3.4.1'))).toEqual({
      key: 'ACCOUNT_LOCKED',
      message: accountMessages.accountLocked(10),
    });
    expect(accountMessages.accountLocked(10)).toContain('ลืมรหัสผ่าน');
  });

  it('never lets one address lock a phone: its refused attempts add nothing to the all-address count', async () => {
    for (let i = 0; i < 40; i++) await refusal(() => fail('0811111114', '4.4.4.4'));
    expect(await refusal(() => limits.reserveLoginAttempt(1, '0811111114', '4.4.4.5'))).toBeUndefined();
  });

  it('lifts the lock and every address’s count after a password reset', async () => {
    for (let i = 0; i < 3; i++) await fail('0811111115', '5.5.5.1');
    for (let i = 0; i < 3; i++) await fail('0811111115', '5.5.5.2');
    expect((await refusal(() => fail('0811111115', '5.5.5.3')))?.key).toBe('ACCOUNT_LOCKED');
    await limits.clearLoginFailures(1, '0811111115');
    expect(await refusal(() => fail('0811111115', '5.5.5.1'))).toBeUndefined();
    expect(await refusal(() => fail('0811111115', '5.5.5.2'))).toBeUndefined();
  });

  it('gives a successful attempt back, so a member who gets it right is never counted', async () => {
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 2; i++) await fail('0811111116', '6.6.6.6');
      await limits.reserveLoginAttempt(1, '0811111116', '6.6.6.6');
      await limits.loginSucceeded(1, '0811111116', '6.6.6.6');
    }
    expect(await refusal(() => fail('0811111116', '6.6.6.6'))).toBeUndefined();
  });

  it('keeps agents apart: the same phone at another agent is another account', async () => {
    for (let i = 0; i < 3; i++) await fail('0822222223', '7.7.7.7');
    expect(await refusal(() => fail('0822222223', '7.7.7.7', 2))).toBeUndefined();
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    for (let i = 1; i <= 3; i++) await fail('0811111117', `2001:db8:1:2::${i}`);
    expect((await refusal(() => fail('0811111117', '2001:db8:1:2::99')))?.key).toBe('LOGIN_THROTTLED');
    expect(await refusal(() => fail('0811111117', '2001:db8:1:3::1'))).toBeUndefined();
  });

  it('limits check_account per address', async () => {
    for (let i = 0; i < config.checkAccountMaxPerIp; i++) {
      await limits.assertLookupAllowed('check_account', 1, '8.8.8.8', {
        phone: `08900${String(i).padStart(5, '0')}`,
      });
    }
    expect(await refusal(() => limits.assertLookupAllowed('check_account', 1, '8.8.8.8', {}))).toEqual({
      key: 'CHECK_ACCOUNT_THROTTLED',
      message: undefined,
    });
  });

  it('limits lookups of one phone or bank account across addresses, for check_account and register together', async () => {
    const target = { phone: '0891234567', bankAccountNo: '1234567890' };
    for (let i = 0; i < config.checkAccountMaxPerTarget; i++) {
      await limits.assertLookupAllowed(i % 2 ? 'register' : 'check_account', 1, `9.9.${i}.1`, target);
    }
    expect(
      await refusal(() => limits.assertLookupAllowed('register', 1, '9.9.99.1', { phone: target.phone })),
    ).toEqual({
      key: 'REGISTER_THROTTLED',
      message: accountMessages.registerThrottled(10),
    });
    expect(
      (
        await refusal(() =>
          limits.assertLookupAllowed('check_account', 1, '9.9.99.2', { bankAccountNo: target.bankAccountNo }),
        )
      )?.key,
    ).toBe('CHECK_ACCOUNT_THROTTLED');
    expect(
      await refusal(() => limits.assertLookupAllowed('register', 2, '9.9.99.3', target)),
    ).toBeUndefined();
  });

  it('limits reset codes per address per hour across phones', async () => {
    for (let i = 0; i < config.otpMaxPerIpPerHour; i++) {
      await limits.assertOtpRequestAllowed(1, `08900000${String(i).padStart(2, '0')}`, '6.6.6.6');
    }
    expect((await refusal(() => limits.assertOtpRequestAllowed(1, '0890000099', '6.6.6.6')))?.key).toBe(
      'OTP_TOO_SOON',
    );
  });
});
