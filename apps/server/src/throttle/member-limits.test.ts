import { describe, expect, it } from 'vitest';
import { accountMessages } from '@ug99/contract';
import { loadConfig } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import { manualClock } from '../shared/clock.ts';
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
  const config = loadConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_WINDOW_MINUTES: '10' }).members;
  const limits = createMemberLimits(createMemoryThrottleStore(clock), config);

  it('follows the configured count and window, and says the minutes left in Thai', async () => {
    for (let i = 0; i < 3; i++) await limits.recordLoginFailure(1, '0811111112', `1.1.1.${i}`);
    expect(await refusal(() => limits.assertLoginAllowed(1, '0811111112', '2.2.2.2'))).toEqual({
      key: 'LOGIN_THROTTLED',
      message: accountMessages.loginThrottled(10),
    });
    expect(accountMessages.loginThrottled(10)).toContain('10 นาที');
    clock.advance(9 * 60_000 + 1);
    expect((await refusal(() => limits.assertLoginAllowed(1, '0811111112', '2.2.2.2')))?.message).toBe(
      accountMessages.loginThrottled(1),
    );
    clock.advance(60_000);
    expect(await refusal(() => limits.assertLoginAllowed(1, '0811111112', '2.2.2.2'))).toBeUndefined();
  });

  it('keeps agents apart: the same phone at another agent is another account', async () => {
    for (let i = 0; i < 3; i++) await limits.recordLoginFailure(1, '0822222223', `3.3.3.${i}`);
    expect(await refusal(() => limits.assertLoginAllowed(2, '0822222223', '4.4.4.4'))).toBeUndefined();
  });

  it('limits check_account per address', async () => {
    for (let i = 0; i < config.checkAccountMaxPerIp; i++) await limits.assertCheckAccountAllowed('5.5.5.5');
    expect(await refusal(() => limits.assertCheckAccountAllowed('5.5.5.5'))).toEqual({
      key: 'CHECK_ACCOUNT_THROTTLED',
      message: undefined,
    });
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
