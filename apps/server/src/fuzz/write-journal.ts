import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/**
 * Which tables a request wrote. A row trigger on every table of the test database notes each inserted,
 * deleted or really changed row in `fuzz.writes`, inside the writing transaction: work that rolled back
 * leaves no note, an UPDATE that changed nothing leaves none, and reading and clearing the journal after
 * each request is one cheap statement (a snapshot of every table would cost more than the request).
 * Only the fuzz suite's own databases get these triggers; no migration creates them.
 */

/**
 * Columns whose change is not a write the suite judges. `member_sessions.last_seen_at` is the idle clock
 * every authenticated request moves (at most once a minute, modules/members/auth/sessions.ts): a request made
 * with a live token that is then refused was still made by that member.
 */
const VOLATILE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  member_sessions: ['last_seen_at'],
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Creates the journal and a trigger on every table of the public schema. Run once, after migrating. */
export async function installWriteJournal(db: Db): Promise<void> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.table_name);
  if (tables.length === 0) throw new Error('no tables to watch: is the database migrated?');
  await db.execute(sql.raw(`create schema fuzz`));
  await db.execute(sql.raw(`create table fuzz.writes (table_name text not null, operation text not null)`));
  // TG_ARGV lists the table's volatile columns (null when there are none): an UPDATE that changed
  // only those is not noted.
  await db.execute(
    sql.raw(`create function fuzz.note_write() returns trigger language plpgsql as $$
      declare
        volatile text[] := coalesce(TG_ARGV, '{}');
      begin
        if TG_OP = 'UPDATE' and (to_jsonb(OLD) - volatile) = (to_jsonb(NEW) - volatile) then
          return null;
        end if;
        insert into fuzz.writes values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  for (const table of tables) {
    const args = (VOLATILE_COLUMNS[table] ?? []).map(literal).join(', ');
    await db.execute(
      sql.raw(`create trigger fuzz_note_write after insert or update or delete on ${quote(table)}
        for each row execute function fuzz.note_write(${args})`),
    );
  }
}

/** The tables written since the last call (sorted, each once), and clears the journal. */
export async function takeWrites(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(sql`delete from fuzz.writes returning table_name`),
  );
  return [...new Set(rows.map((r) => r.table_name))].sort();
}
