import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openPglite } from '#db/client.ts';
import { migrateDatabase, migrationsFolder } from '#db/migrate.ts';

type Journal = { entries: { tag: string }[] };

/** The migrations up to, not including, the one whose tag ends with `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ug99-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

/** docs/PAYMENTS.md, "The flagged-deposit queue": what became of deposit_intents.flagged_late. */
describe('the flagged-deposit migration', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  // Its own bound: it migrates a fresh embedded database through every migration (up to the cut, then
  // the rest), CPU work in WebAssembly that grows with each migration and took 26–28 s beside two other
  // runs on the 2-core machine, past the project's 20 s for a test.
  it(
    'moves flagged_late intents into the queue as already credited, and gives every intent its window',
    { timeout: 90_000 },
    async () => {
      const database = await openPglite();
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      const before = migrationsBefore('_flagged_deposits_backfill');
      dirs.push(before);
      await migrate(drizzle({ client: database.client }), { migrationsFolder: before });
      const sql = (text: string) => database.client.exec(text);
      await sql(`
      insert into agents (id, code, name, logo_url, line_contact_url, line_admin_url) values (1, 'ug99', 'UG', '', '', '');
      insert into members (agent_id, phone, password_hash, first_name, last_name, birth_date, referral_code)
        values (1, '0811111111', 'x', 'ก', 'ข', '1990-01-01', 'REF1');
      insert into deposit_intents (reference, agent_id, member_id, channel, sub_channel_id, amount_satang,
        pay_amount_satang, credited_satang, status, expires_at, paid_at, flagged_late, confirmed_by, created_at)
      values
        ('UGLATE000001', 1, 1, 'bank_transfer', 1, 50000, 50037, 50037, 'paid',
         '2026-11-01T05:15:00Z', '2026-11-01T05:40:00Z', true, 'statement:abc123', '2026-11-01T05:00:00Z'),
        ('UGDIFF000002', 1, 1, 'promptpay', 1, 30000, 30000, 35000, 'paid',
         '2026-11-02T05:15:00Z', '2026-11-02T05:05:00Z', true, 'gateway:sandbox:evt_9', '2026-11-02T05:00:00Z'),
        ('UGFINE000003', 1, 1, 'promptpay', 1, 20000, 20000, 20000, 'paid',
         '2026-11-03T05:15:00Z', '2026-11-03T05:05:00Z', false, 'gateway:sandbox:evt_10', '2026-11-03T05:00:00Z');
    `);

      await migrateDatabase(database);

      const flagged = (
        await database.client.query<Record<string, unknown>>(
          `select reference, reason, status, source, received_into, amount_satang::text as amount,
           credited_member_id, decided_by from flagged_deposits order by reference`,
        )
      ).rows;
      expect(flagged).toEqual([
        {
          reference: 'UGDIFF000002',
          reason: 'amount_mismatch',
          status: 'credited',
          source: 'gateway',
          received_into: 'gateway_cash',
          amount: '35000',
          credited_member_id: 1,
          decided_by: 'migration',
        },
        {
          reference: 'UGLATE000001',
          reason: 'intent_expired',
          status: 'credited',
          source: 'statement',
          received_into: 'bank_float',
          amount: '50037',
          credited_member_id: 1,
          decided_by: 'migration',
        },
      ]);
      const windows = (
        await database.client.query<{ reference: string; from: string; until: string; line: string | null }>(
          `select reference, to_char(accepts_from at time zone 'UTC', 'HH24:MI') as from,
           to_char(accepts_until at time zone 'UTC', 'HH24:MI') as until, statement_key as line
         from deposit_intents order by reference`,
        )
      ).rows;
      expect(windows).toEqual([
        { reference: 'UGDIFF000002', from: '04:58', until: '05:17', line: null },
        { reference: 'UGFINE000003', from: '04:58', until: '05:17', line: null },
        { reference: 'UGLATE000001', from: '04:58', until: '05:17', line: 'abc123' },
      ]);
      const columns = await database.client.query(
        `select 1 from information_schema.columns where table_name = 'deposit_intents' and column_name = 'flagged_late'`,
      );
      expect(columns.rows).toEqual([]);
      await database.close();
    },
  );
});
