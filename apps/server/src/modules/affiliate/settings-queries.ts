import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { affiliateRates, affiliateSettings } from '#db/schema/affiliate.ts';

export type RateRow = { level: number; category: string; rateBp: number };

export async function rateRows(db: Db, agentId: number): Promise<RateRow[]> {
  return db
    .select({ level: affiliateRates.level, category: affiliateRates.category, rateBp: affiliateRates.rateBp })
    .from(affiliateRates)
    .where(eq(affiliateRates.agentId, agentId));
}

export async function minRedeemRow(db: Db, agentId: number): Promise<bigint | undefined> {
  const [row] = await db
    .select({ min: affiliateSettings.minRedeemSatang })
    .from(affiliateSettings)
    .where(eq(affiliateSettings.agentId, agentId))
    .limit(1);
  return row?.min;
}

/** Inserts what is missing; rows the operator changed are left alone. */
export async function insertMissingSettings(
  db: Db,
  agentId: number,
  rates: RateRow[],
  minRedeemSatang: bigint,
): Promise<void> {
  await db
    .insert(affiliateRates)
    .values(rates.map((r) => ({ ...r, agentId })))
    .onConflictDoNothing();
  await db.insert(affiliateSettings).values({ agentId, minRedeemSatang }).onConflictDoNothing();
}
