import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { responsibleGamingSettings } from '#db/schema/responsible-gaming.ts';

/**
 * `member_id` of each member in cool-off or self-exclusion at `at`: no marketing reaches them
 * (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion), so an audience query leaves them out.
 */
export function excludedAtSql(at: Date): SQL {
  const now = at.toISOString();
  return sql`(select member_id from ${responsibleGamingSettings}
    where cool_off_until > ${now}::timestamptz or self_excluded_until > ${now}::timestamptz)`;
}
