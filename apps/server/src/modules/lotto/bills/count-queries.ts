import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/**
 * How many bills the member placed from `from` (included) to `until` (excluded), cancelled ones left out:
 * a quest's progress (docs/rules/quests.md#progress) asks it, since lotto owns its bills
 * (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 */
export async function billsPlacedBetween(db: Db, memberId: number, from: Date, until: Date): Promise<bigint> {
  const [row] = rowsOf<{ v: string }>(
    await db.execute(sql`select count(*)::text as v from lotto_bills
      where member_id = ${memberId} and status <> 'cancelled'
        and created_at >= ${from.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz`),
  );
  return BigInt(row?.v ?? '0');
}
