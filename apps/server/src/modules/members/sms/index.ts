import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import { createSandboxSmsSender } from './sandbox.ts';
import type { SmsLog, SmsSender } from './sender.ts';

export type { SmsMessage, SmsSender } from './sender.ts';
export { latestSandboxOtp } from './inbox.ts';
export { withoutSecrets } from './scrub.ts';

/**
 * The sender SMS_SENDER names; `sandbox` is the only built-in one. Only the sandbox is given the
 * logger, and only it may write a code there (outside production): a real sender has no log line
 * of its own, and its failures reach the log only through `withoutSecrets` (docs/ACCOUNTS.md).
 */
export function createSmsSender(config: Config, db: Db, logger: SmsLog): SmsSender {
  switch (config.members.smsSender) {
    case 'sandbox':
      return createSandboxSmsSender({ db, logger, logCodes: config.nodeEnv !== 'production' });
  }
}
