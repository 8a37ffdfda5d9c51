import { accountMessages } from '@ug99/contract';
import type { MembersConfig } from '#config';
import { AppError } from '#http/app-error.ts';
import { addressKey } from './address.ts';
import type { ThrottleStore } from './store.ts';

const HOUR_MS = 60 * 60 * 1000;

/** What a lookup of who is registered names: a phone, a bank account number, or both. */
export type LookupTargets = { phone?: string | undefined; bankAccountNo?: string | undefined };

/**
 * The limits on calls that guess at members' secrets or enumerate them (docs/ACCOUNTS.md):
 * - logins: failures per (phone, address) stop that address trying that phone; only failures from all
 *   addresses together, past a much higher count, lock the phone for everyone, so nobody can lock a
 *   member out with a few wrong passwords from elsewhere; failures per address across phones stop one
 *   address spraying guesses. The same answers whether or not the phone is registered (the keys exist
 *   for any phone). Each attempt is counted before the password is checked, so parallel attempts
 *   cannot all slip under a limit; a success takes its count back.
 * - password-reset codes: one per phone per resend interval and a few per address per hour, which also
 *   stops the SMS sender being used to flood phones;
 * - check_account and register, which say whether a phone or bank account is registered: one budget
 *   per address and one per phone and per bank account number, shared by both calls.
 * Addresses are counted by `addressKey` (an IPv6 address by its /64).
 */
export function createMemberLimits(store: ThrottleStore, config: MembersConfig) {
  const windowMs = config.loginWindowMs;
  const keys = {
    account: (agentId: number, phone: string) => `login:phone:${agentId}:${phone}`,
    generation: (agentId: number, phone: string) => `login:generation:${agentId}:${phone}`,
    accountIp: (agentId: number, phone: string, generation: number, ip: string) =>
      `login:phone-ip:${agentId}:${phone}:${generation}:${addressKey(ip)}`,
    ip: (ip: string) => `login:ip:${addressKey(ip)}`,
  };
  const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

  /**
   * A password reset starts a new generation of the phone's per-address counts, so every address
   * starts again without listing them. The generation is a counter that lives one login window: when
   * it lapses back to 0, every count made under 0 before the reset has lapsed as well.
   */
  const generationOf = async (agentId: number, phone: string) =>
    (await store.peek(keys.generation(agentId, phone)))?.count ?? 0;

  /** Counts one hit and refuses when it goes past `max`; the wait is until the window ends. */
  const over = async (key: string, max: number) => {
    const counter = await store.hit(key, windowMs);
    return counter.count > max ? counter.resetInMs : 0;
  };

  return {
    /**
     * Counts a login (or re-authentication) attempt as a failure before the password is checked; call
     * `loginSucceeded` when it was right. The phone's all-address count is reached only once the
     * narrower (phone, address) count let the attempt through, so an address refused for a phone adds
     * nothing to it: one address alone can never lock a member out.
     */
    async reserveLoginAttempt(agentId: number, phone: string, ip: string): Promise<void> {
      const byIp = await over(keys.ip(ip), config.loginMaxFailuresPerIp);
      if (byIp) throw new AppError('LOGIN_THROTTLED', accountMessages.loginThrottled(minutes(byIp)));
      const generation = await generationOf(agentId, phone);
      const accountIpKey = keys.accountIp(agentId, phone, generation, ip);
      // A refusal checks no password, so the wider counts it passed are given back: only attempts
      // that reached the password count as failures.
      const byAccountIp = await over(accountIpKey, config.loginMaxFailuresPerAccountIp);
      if (byAccountIp) {
        await store.release(keys.ip(ip));
        throw new AppError('LOGIN_THROTTLED', accountMessages.loginThrottled(minutes(byAccountIp)));
      }
      const byAccount = await over(keys.account(agentId, phone), config.loginMaxFailuresPerAccount);
      if (byAccount) {
        await Promise.all([store.release(keys.ip(ip)), store.release(accountIpKey)]);
        throw new AppError('ACCOUNT_LOCKED', accountMessages.accountLocked(minutes(byAccount)));
      }
    },
    /**
     * The password was right: the phone's counts start again (all addresses, and this one), and the
     * address gets its attempt back (its count is for failures across phones).
     */
    async loginSucceeded(agentId: number, phone: string, ip: string): Promise<void> {
      const generation = await generationOf(agentId, phone);
      await Promise.all([
        store.reset(keys.account(agentId, phone)),
        store.reset(keys.accountIp(agentId, phone, generation, ip)),
        store.release(keys.ip(ip)),
      ]);
    },
    /** After a password reset by OTP: the lock is lifted and every address's count starts again. */
    async clearLoginFailures(agentId: number, phone: string): Promise<void> {
      await store.reset(keys.account(agentId, phone));
      await store.hit(keys.generation(agentId, phone), windowMs);
    },
    async assertOtpRequestAllowed(agentId: number, phone: string, ip: string): Promise<void> {
      const byIp = await store.hit(`otp:ip:${addressKey(ip)}`, HOUR_MS);
      if (byIp.count > config.otpMaxPerIpPerHour) throw new AppError('OTP_TOO_SOON');
      const byPhone = await store.hit(`otp:phone:${agentId}:${phone}`, config.otpResendMs);
      if (byPhone.count > 1) {
        const seconds = Math.max(1, Math.ceil(byPhone.resetInMs / 1000));
        throw new AppError('OTP_TOO_SOON', accountMessages.otpTooSoon(seconds));
      }
    },
    /**
     * check_account and register both tell whether a phone or bank account is registered, so they
     * spend one budget: per address, then per phone and per bank account number (an address over its
     * budget spends nothing of the targets'). `call` only picks the refusal's wording.
     */
    async assertLookupAllowed(
      call: 'check_account' | 'register',
      agentId: number,
      ip: string,
      targets: LookupTargets,
    ): Promise<void> {
      const refuse = (wait: number) =>
        call === 'register'
          ? new AppError('REGISTER_THROTTLED', accountMessages.registerThrottled(minutes(wait)))
          : new AppError('CHECK_ACCOUNT_THROTTLED');
      const byIp = await over(`check:ip:${addressKey(ip)}`, config.checkAccountMaxPerIp);
      if (byIp) throw refuse(byIp);
      const targetKeys = [
        targets.phone === undefined ? undefined : `check:phone:${agentId}:${targets.phone}`,
        targets.bankAccountNo === undefined ? undefined : `check:bank:${agentId}:${targets.bankAccountNo}`,
      ].filter((key) => key !== undefined);
      const waits = await Promise.all(targetKeys.map((key) => over(key, config.checkAccountMaxPerTarget)));
      const wait = Math.max(0, ...waits);
      if (wait) throw refuse(wait);
    },
  };
}

export type MemberLimits = ReturnType<typeof createMemberLimits>;
