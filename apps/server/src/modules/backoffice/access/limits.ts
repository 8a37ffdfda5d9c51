import { ERRORS } from '@ug99/contract';
import type { BackofficeConfig } from '#config';
import { AppError } from '#http/app-error.ts';
import { addressKey } from '#throttle/address.ts';
import type { ThrottleStore } from '#throttle/index.ts';

/**
 * The back office's sign-in limits (docs/BACKOFFICE.md#access), in the shared throttle store (Redis
 * across instances): failed steps (a wrong password, a wrong TOTP or recovery code) within
 * BACKOFFICE_LOGIN_WINDOW_MINUTES, counted per (login, address) and per address. A stranger who knows a
 * login name locks only their own pair, never the owner at the owner's address; an address that tries
 * many logins is stopped by its own limit, except for an operator who signed in from that address within
 * the last 30 days (`trusted`), who keeps access from it. An attempt is counted before it is checked, so
 * parallel attempts cannot all slip under a limit; only a completed sign-in (password and second factor)
 * gives the pair's count back, so a stolen password alone buys no more TOTP guesses than the limit.
 * Unknown logins are counted like known ones: the answers never tell who is an operator.
 */
export function createBackofficeLimits(store: ThrottleStore, config: BackofficeConfig) {
  const windowMs = config.loginWindowMs;
  const keys = {
    pair: (login: string, ip: string) => `bo-login:pair:${addressKey(ip)}:${login.trim().toLowerCase()}`,
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
    /**
     * Counts one attempt for the pair and the address; refuses when the pair is over its limit, or the
     * address is over its own and `trusted()` (asked only then) says the login's operator has not signed
     * in from it recently.
     */
    async reserve(login: string, ip: string, trusted: () => Promise<boolean>): Promise<void> {
      const byIp = await store.hit(keys.ip(ip), windowMs);
      let ipCounted = true;
      if (byIp.count > config.loginMaxFailuresPerIp) {
        if (!(await trusted())) throw refuse(byIp.resetInMs);
        // A trusted pair is not counted against its address: the spray is someone else's.
        await store.release(keys.ip(ip));
        ipCounted = false;
      }
      const byPair = await store.hit(keys.pair(login, ip), windowMs);
      if (byPair.count > config.loginMaxFailuresPerLogin) {
        // Refused without checking anything: the address's attempt is given back.
        if (ipCounted) await store.release(keys.ip(ip));
        throw refuse(byPair.resetInMs);
      }
    },
    /** The password was right: the address gets its attempt back; the pair's count waits for the code. */
    async passwordAccepted(ip: string): Promise<void> {
      await store.release(keys.ip(ip));
    },
    /** Signed in: the pair's failures start again and the address gets its attempt back. */
    async signedIn(login: string, ip: string): Promise<void> {
      await Promise.all([store.reset(keys.pair(login, ip)), store.release(keys.ip(ip))]);
    },
  };
}

export type BackofficeLimits = ReturnType<typeof createBackofficeLimits>;
