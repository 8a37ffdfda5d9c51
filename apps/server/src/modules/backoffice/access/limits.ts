import { ERRORS } from '@ug99/contract';
import type { BackofficeConfig } from '#config';
import { AppError } from '#http/app-error.ts';
import { addressKey } from '#throttle/address.ts';
import type { ThrottleStore } from '#throttle/index.ts';

/**
 * The back office's sign-in limits (docs/BACKOFFICE.md#access), in the shared throttle store (Redis
 * across instances): failed steps (a wrong password, a wrong TOTP or recovery code) per login and per
 * address within BACKOFFICE_LOGIN_WINDOW_MINUTES. An attempt is counted before it is checked, so parallel
 * attempts cannot all slip under a limit; only a completed sign-in (password and second factor) gives
 * the login's count back, so a stolen password alone buys no more TOTP guesses than the limit.
 * Unknown logins are counted like known ones: the answers never tell who is an operator.
 */
export function createBackofficeLimits(store: ThrottleStore, config: BackofficeConfig) {
  const windowMs = config.loginWindowMs;
  const keys = {
    login: (login: string) => `bo-login:login:${login.trim().toLowerCase()}`,
    ip: (ip: string) => `bo-login:ip:${addressKey(ip)}`,
  };
  const refuse = (resetInMs: number) => {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new AppError(
      'BO_LOGIN_THROTTLED',
      `${ERRORS.BO_LOGIN_THROTTLED.message} (รอประมาณ ${minutes} นาที)`,
    );
  };
  return {
    /** Counts one attempt for the login and the address; refuses when either is over its limit. */
    async reserve(login: string, ip: string): Promise<void> {
      const byIp = await store.hit(keys.ip(ip), windowMs);
      if (byIp.count > config.loginMaxFailuresPerIp) throw refuse(byIp.resetInMs);
      const byLogin = await store.hit(keys.login(login), windowMs);
      if (byLogin.count > config.loginMaxFailuresPerLogin) {
        // Refused without checking anything: the address's attempt is given back.
        await store.release(keys.ip(ip));
        throw refuse(byLogin.resetInMs);
      }
    },
    /** The password was right: the address gets its attempt back; the login's count waits for the code. */
    async passwordAccepted(ip: string): Promise<void> {
      await store.release(keys.ip(ip));
    },
    /** Signed in: the login's failures start again and the address gets its attempt back. */
    async signedIn(login: string, ip: string): Promise<void> {
      await Promise.all([store.reset(keys.login(login)), store.release(keys.ip(ip))]);
    },
  };
}

export type BackofficeLimits = ReturnType<typeof createBackofficeLimits>;
