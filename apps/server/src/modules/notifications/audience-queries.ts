import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { memberNotificationSettings } from '#db/schema/inbox.ts';
import { memberLineLinks } from '#db/schema/line.ts';

/** `member_id` of each member who turned marketing messages off (docs/NOTIFICATIONS.md#marketing-opt-out). */
export function marketingOptedOutSql(): SQL {
  return sql`(select member_id from ${memberNotificationSettings} where marketing = false)`;
}

/** `member_id` of each member with a linked LINE user (docs/LINE.md#linking). */
export function lineLinkedSql(): SQL {
  return sql`(select member_id from ${memberLineLinks})`;
}
