import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { sandboxSmsInbox } from '#db/schema/members.ts';

/** The newest one-time code the sandbox "sent" to a phone, for tests and the operator CLI. */
export async function latestSandboxOtp(
  db: Db,
  phone: string,
): Promise<{ otp: string; sentAt: Date } | undefined> {
  const [row] = await db
    .select({ otp: sandboxSmsInbox.otp, sentAt: sandboxSmsInbox.createdAt })
    .from(sandboxSmsInbox)
    .where(and(eq(sandboxSmsInbox.phone, phone), isNotNull(sandboxSmsInbox.otp)))
    .orderBy(desc(sandboxSmsInbox.id))
    .limit(1);
  return row?.otp ? { otp: row.otp, sentAt: row.sentAt } : undefined;
}
