import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { memberNotificationSettings } from '#db/schema/inbox.ts';

/** Whether the member receives marketing broadcasts: yes unless a row says otherwise. */
export async function marketingOf(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ marketing: memberNotificationSettings.marketing })
    .from(memberNotificationSettings)
    .where(eq(memberNotificationSettings.memberId, memberId));
  return row?.marketing ?? true;
}

export async function saveMarketing(db: Db, memberId: number, marketing: boolean, at: Date): Promise<void> {
  await db
    .insert(memberNotificationSettings)
    .values({ memberId, marketing, updatedAt: at })
    .onConflictDoUpdate({ target: memberNotificationSettings.memberId, set: { marketing, updatedAt: at } });
}
