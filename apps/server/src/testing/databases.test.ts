import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, dropStaleTestDatabases, withAdmin } from './databases.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const HOUR = 3_600_000;

describe.runIf(adminUrl)("a run's clean-up of what earlier runs left on PostgreSQL", () => {
  const now = Date.now();
  const hex = () => randomBytes(4).toString('hex');
  const names = {
    oldCopy: `ug99_test_${hex()}_${now - 3 * HOUR}_${hex()}`,
    oldTemplate: `ug99_template_${now - 13 * HOUR}_${hex()}`,
    youngCopy: `ug99_test_${hex()}_${now - HOUR}_${hex()}`,
    // As old as a copy that goes, but a template lives as long as its run.
    youngTemplate: `ug99_template_${now - 3 * HOUR}_${hex()}`,
  };
  const existing = async () =>
    withAdmin(adminUrl!, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname = any($1)',
        [Object.values(names)],
      );
      return rows.map((r) => r.datname).sort();
    });
  afterAll(async () => {
    for (const name of Object.values(names)) await dropDatabase(adminUrl!, name);
  });

  it('drops copies over 2 hours old and templates over 12, and keeps younger ones', async () => {
    await withAdmin(adminUrl!, async (admin) => {
      for (const name of Object.values(names)) await admin.query(`create database "${name}"`);
    });
    await dropStaleTestDatabases(adminUrl!, now);
    expect(await existing()).toEqual([names.youngCopy, names.youngTemplate].sort());
  });
});
