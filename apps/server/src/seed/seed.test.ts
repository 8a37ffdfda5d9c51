import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import * as schema from '#db/schema/index.ts';
import { seedDatabase } from './seed.ts';
import { testDatabases } from '#testing/databases.ts';

const TABLES = {
  agents: schema.agents,
  agent_settings: schema.agentSettings,
  agent_bank_accounts: schema.agentBankAccounts,
  agent_true_money_accounts: schema.agentTrueMoneyAccounts,
  notifications: schema.notifications,
  banners: schema.banners,
  events: schema.events,
  promotions: schema.promotions,
};

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe.each(testDatabases())('seed on $kind', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database.close());

  it('inserts the ug99 demo content into an empty database', async () => {
    expect(await seedDatabase(database.db)).toBe(true);
    expect(await rowCounts(database)).toEqual({
      agents: 1,
      agent_settings: 1,
      agent_bank_accounts: 2,
      agent_true_money_accounts: 1,
      notifications: 2,
      banners: 3,
      events: 3,
      promotions: 4,
    });
  });

  it('seeds once when two servers start together on an empty database', async () => {
    const empty = await target.create();
    try {
      const outcomes = await Promise.all([seedDatabase(empty.db), seedDatabase(empty.db)]);
      expect(outcomes.toSorted()).toEqual([false, true]);
      expect((await rowCounts(empty)).agents).toBe(1);
    } finally {
      await empty.close();
    }
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts(database);
    expect(await seedDatabase(database.db)).toBe(false);
    expect(await rowCounts(database)).toEqual(before);
  });

  it('changes nothing when migrations are applied again', async () => {
    const before = await rowCounts(database);
    await migrateDatabase(database);
    expect(await rowCounts(database)).toEqual(before);
  });

  it('gives the ug99 agent the fixed id 1 and the next agent id 2', async () => {
    const [next] = await database.db
      .insert(schema.agents)
      .values({ code: 'other', name: 'Other', logoUrl: '', lineContactUrl: '', lineAdminUrl: '' })
      .returning({ id: schema.agents.id });
    expect(next?.id).toBe(2);
  });

  it('stores money as bigint satang, never as a float', async () => {
    const [settings] = await database.db.select().from(schema.agentSettings);
    expect(settings?.minDepositSatang).toBe(2000n);
    expect(settings?.maxDepositSatang).toBe(20_000_000n);
  });
});
