import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('member configuration', () => {
  it('defaults to the rules of docs/rules/accounts.md and docs/rules/responsible-gaming.md', () => {
    const { members, trustProxy } = loadConfig({});
    expect(trustProxy).toBe(false);
    expect(members).toEqual({
      sessionAbsoluteMs: 12 * 3_600_000,
      sessionIdleMs: 60 * 60_000,
      loginWindowMs: 15 * 60_000,
      loginMaxFailuresPerAccountIp: 5,
      loginMaxFailuresPerAccount: 50,
      loginMaxFailuresPerIp: 30,
      checkAccountMaxPerIp: 60,
      checkAccountMaxPerTarget: 10,
      otpTtlMs: 5 * 60_000,
      otpMaxAttempts: 5,
      otpResendMs: 60_000,
      otpMaxPerIpPerHour: 10,
      smsSender: 'sandbox',
      rgLoosenDelayMs: 24 * 3_600_000,
      vip: {
        goldDepositSatang: 1_000_000n,
        goldTurnoverSatang: 10_000_000n,
        heroDepositSatang: 10_000_000n,
        heroTurnoverSatang: 100_000_000n,
      },
    });
    // No environment setting lowers the password hash's cost: a server always hashes at the rules' cost.
    expect(members).not.toHaveProperty('passwordHashCost');
  });

  it('reads explicit values', () => {
    const config = loadConfig({
      SESSION_IDLE_MINUTES: '30',
      VIP_GOLD_DEPOSIT_BAHT: '5000',
      TRUST_PROXY: 'true',
    });
    expect(config.members.sessionIdleMs).toBe(30 * 60_000);
    expect(config.members.vip.goldDepositSatang).toBe(500_000n);
    expect(config.trustProxy).toBe(true);
  });

  it('refuses zero, negative and unknown values, naming each variable', () => {
    const attempt = () =>
      loadConfig({ OTP_MAX_ATTEMPTS: '0', SESSION_ABSOLUTE_HOURS: '-1', SMS_SENDER: 'twilio' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/OTP_MAX_ATTEMPTS/);
    expect(attempt).toThrow(/SESSION_ABSOLUTE_HOURS/);
    expect(attempt).toThrow(/SMS_SENDER/);
  });
});
