import { sql } from 'drizzle-orm';
import { ensureGameCatalogue } from '#games';
import { ensureSystemAccounts } from '#ledger';
import { ensureDemoResults, ensureLottoCategories } from '#lotto';
import { ensureDemoWheels } from '#wheel';
import { ensureDemoPoll } from '#polls';
import { ensureDemoCoupon } from '#coupons';
import { ensureQuests } from '#quests';
import { ensureShopItems } from '#shop';
import { ensureAffiliateSettings } from '#affiliate';
import { ensureDemoPromptpay } from '#payments';
import type { Db } from '#db/client.ts';
import { agentSettings, agents } from '#db/schema/agents.ts';
import { banners, events, notifications } from '#db/schema/content.ts';
import { agentBankAccounts, agentTrueMoneyAccounts } from '#db/schema/payment-accounts.ts';
import { promotions } from '#db/schema/promotions.ts';
import * as demo from './seed-data.ts';

export type SeedOptions = {
  /**
   * Seed the lotto's demo results history where a category has none (docs/rules/lotto.md#demo-results),
   * as of `now`; `production` (NODE_ENV=production) refuses it. Left out (tests), no demo history.
   */
  demoResults?: { now: Date; production: boolean };
};

/**
 * Inserts the ug99 demo content once. The agent row is the marker: when it already exists (seeded
 * before, or created by the operator) nothing is touched, so restarts never duplicate or overwrite.
 * Returns whether anything was inserted.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<boolean> {
  // Outside the marker check: system accounts added in a later release appear on the next start.
  await ensureSystemAccounts(db);
  // Also outside it: the built-in provider's games and the lobby layouts appear on existing databases.
  await ensureGameCatalogue(db);
  const inserted = await db.transaction(async (tx) => {
    // One seed at a time across instances: two servers starting together on an empty database would
    // otherwise both insert agent 1, and the second would fail on its id instead of finding the agent.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ug99:seed'))`);
    // Conflict on the code only: a different agent already holding the id must fail loudly.
    const [agent] = await tx
      .insert(agents)
      .values(demo.demoAgent)
      .onConflictDoNothing({ target: agents.code })
      .returning({ id: agents.id });
    if (!agent) return false;

    const agentId = agent.id;
    const owned = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, agentId }));
    await tx.insert(agentSettings).values({ ...demo.demoSettings, agentId });
    await tx.insert(banners).values(owned(demo.demoBanners));
    await tx.insert(notifications).values(owned(demo.demoNotifications));
    await tx.insert(events).values(owned(demo.demoEvents));
    await tx.insert(promotions).values(owned(demo.demoPromotions));
    await tx.insert(agentBankAccounts).values(owned(demo.demoBankAccounts));
    await tx.insert(agentTrueMoneyAccounts).values(owned(demo.demoTrueMoneyAccounts));

    // The agent got an explicit id, so move the identity past it for agents created later.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('agents', 'id'), (select max(${agents.id}) from ${agents}))`,
    );
    return true;
  });
  await ensureDemoPromptpay(db);
  // Every start: lotto categories added in a later release appear; edited ones are left alone.
  await ensureLottoCategories(db, demo.demoAgent.id);
  // Every start: the agent's default affiliate rates and minimum where none are set (docs/AFFILIATE.md).
  await ensureAffiliateSettings(db, demo.demoAgent.id);
  // Every start: the demo wheels, poll 1 (the event image's /poll/1) and the demo coupon where missing;
  // windows start at the first seed (docs/ENGAGEMENT.md, docs/PROMOTIONS.md "Coupons").
  const seededAt = new Date();
  await ensureDemoWheels(db, demo.demoAgent.id);
  await ensureDemoPoll(db, demo.demoAgent.id, seededAt);
  await ensureDemoCoupon(db, demo.demoAgent.id, seededAt);
  await ensureQuests(db, demo.demoAgent.id);
  await ensureShopItems(db, demo.demoAgent.id);
  if (options.demoResults)
    await ensureDemoResults(db, { agentId: demo.demoAgent.id, ...options.demoResults });
  return inserted;
}
