import type { BackofficeMe } from '@ug99/contract';
import type { BackofficeConfig } from '#config';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import type { BackofficeLimits } from './limits.ts';
import type { SecretBox } from './secret-box.ts';
import { createOperatorSession } from './sessions.ts';
import type { OperatorSessionPolicy } from './sessions.ts';

/** What every access use case works with. */
export type AccessDeps = {
  db: Db;
  clock: Clock;
  config: BackofficeConfig;
  limits: BackofficeLimits;
  /** TOTP secrets are stored sealed with it and opened only to check a code or show the setup QR. */
  secrets: SecretBox;
};

/** Where a call came from: the audit log's "from where" and the session list's device. */
export type Caller = { ip: string; userAgent?: string | undefined };

/** A completed sign-in: the cookie's token and the operator it signs in. */
export type SignedIn = { token: string; me: BackofficeMe };

export const sessionPolicyOf = (config: BackofficeConfig): OperatorSessionPolicy => ({
  absoluteMs: config.sessionAbsoluteMs,
  idleMs: config.sessionIdleMs,
});

/** A new session of `operatorId` for `caller`, from `now`, with the configured lifetimes. */
export function openSessionFor(
  db: Db,
  config: BackofficeConfig,
  operatorId: number,
  caller: Caller,
  now: Date,
): Promise<{ token: string; sessionId: number }> {
  return createOperatorSession(db, {
    operatorId,
    now,
    policy: sessionPolicyOf(config),
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
}
