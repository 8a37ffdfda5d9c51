import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import type { SmsSender } from './sms/index.ts';
import type { MemberLimits } from '#throttle/index.ts';

/** What the account use cases need; tests pass their own clock and read the sandbox SMS inbox. */
export type AccountDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  limits: MemberLimits;
  sms: SmsSender;
};

/** Who is asking, from the HTTP request: limits count by address. */
export type RequestContext = { ip: string; userAgent?: string };
