import type { Db } from '#db/client.ts';
import { sandboxSmsInbox } from '#db/schema/members.ts';
import { maskPhone } from './sender.ts';
import type { SmsLog, SmsSender } from './sender.ts';

/**
 * The default sender: nothing leaves the server. Messages land in `sandbox_sms_inbox`, where tests and
 * `npm run operator -- sandbox:otp <phone>` read them. The log line carries the code only outside
 * production, where a developer reads it; a production log never holds a usable code.
 */
export function createSandboxSmsSender(deps: { db: Db; logger: SmsLog; logCodes: boolean }): SmsSender {
  return {
    async send(message) {
      await deps.db.insert(sandboxSmsInbox).values({
        phone: message.phone,
        body: message.body,
        otp: message.otp ?? null,
      });
      const shown = deps.logCodes && message.otp ? { otp: message.otp } : {};
      deps.logger.info(
        { phone: maskPhone(message.phone), ...shown },
        'sandbox SMS stored in sandbox_sms_inbox',
      );
    },
  };
}
