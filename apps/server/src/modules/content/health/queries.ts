import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The creation time (ms) of the newest migration applied to this database, by drizzle's own table. */
export async function latestAppliedMigration(db: Db): Promise<number | undefined> {
  const rows = rowsOf<{ at: string | null }>(
    await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
  );
  return rows[0]?.at ? Number(rows[0].at) : undefined;
}
