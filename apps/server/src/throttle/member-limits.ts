import { accountMessages } from '@ug99/contract';
import type { MembersConfig } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import type { ThrottleStore } from './store.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The limits on calls that guess at members' secrets or enumerate them (domain.md §3):
 * - failed logins per phone and per address within a window: refused until the window ends, with the
 *   same message whether or not the phone is registered (the phone key exists for any phone);
 * - password-reset codes: one per phone per resend interval and a few per address per hour, which also
 *   stops the SMS sender being used to flood phones;
 * - check_account per address, which would otherwise list who is a member.
 */
export function createMemberLimits(store: ThrottleStore, config: MembersConfig) {
  const accountKey = (agentId: number, phone: string) => `login:phone:${agentId}:${phone}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

  return {
    async assertLoginAllowed(agentId: number, phone: string, ip: string): Promise<void> {
      const [byPhone, byIp] = await Promise.all([
        store.peek(accountKey(agentId, phone)),
        store.peek(ipKey(ip)),
      ]);
      const waits = [
        byPhone && byPhone.count >= config.loginMaxFailuresPerAccount ? byPhone.resetInMs : 0,
        byIp && byIp.count >= config.loginMaxFailuresPerIp ? byIp.resetInMs : 0,
      ];
      const wait = Math.max(...waits);
      if (wait > 0) throw new AppError('LOGIN_THROTTLED', accountMessages.loginThrottled(minutes(wait)));
    },

    async recordLoginFailure(agentId: number, phone: string, ip: string): Promise<void> {
      await Promise.all([
        store.hit(accountKey(agentId, phone), config.loginWindowMs),
        store.hit(ipKey(ip), config.loginWindowMs),
      ]);
    },

    /** A success clears the phone's count (the address keeps its own, or one address could reset it). */
    async recordLoginSuccess(agentId: number, phone: string): Promise<void> {
      await store.reset(accountKey(agentId, phone));
    },

    async assertOtpRequestAllowed(agentId: number, phone: string, ip: string): Promise<void> {
      const byIp = await store.hit(`otp:ip:${ip}`, HOUR_MS);
      if (byIp.count > config.otpMaxPerIpPerHour) throw new AppError('OTP_TOO_SOON');
      const byPhone = await store.hit(`otp:phone:${agentId}:${phone}`, config.otpResendMs);
      if (byPhone.count > 1) {
        const seconds = Math.max(1, Math.ceil(byPhone.resetInMs / 1000));
        throw new AppError('OTP_TOO_SOON', accountMessages.otpTooSoon(seconds));
      }
    },

    async assertCheckAccountAllowed(ip: string): Promise<void> {
      const byIp = await store.hit(`check:ip:${ip}`, config.loginWindowMs);
      if (byIp.count > config.checkAccountMaxPerIp) throw new AppError('CHECK_ACCOUNT_THROTTLED');
    },
  };
}

export type MemberLimits = ReturnType<typeof createMemberLimits>;
