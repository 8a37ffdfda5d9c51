import { AFFILIATE_CATEGORIES, AFFILIATE_LEVELS, satangToBaht } from '@ug99/contract';
import type { AffiliateConfig } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { DEFAULT_MIN_REDEEM_SATANG, DEFAULT_RATES, isAffiliateCategory, percentOfBp } from './rules.ts';
import type { RateTable } from './rules.ts';
import { insertMissingSettings, minRedeemRow, rateRows } from './settings-queries.ts';

/**
 * The agent's rates and minimum redemption (docs/rules/affiliate.md#rates). They live in the database,
 * seeded with the defaults at every start; a rate the operator removed is 0, and a missing settings row
 * (an agent created outside the seed) falls back to the documented default minimum.
 */
export type AffiliateSettings = { rates: RateTable; minRedeemSatang: bigint };

/** Writes the default rates and minimum where the agent has none; run by the seed at every start. */
export async function ensureAffiliateSettings(db: Db, agentId: number): Promise<void> {
  const rates = AFFILIATE_LEVELS.flatMap((level) =>
    AFFILIATE_CATEGORIES.map((category) => ({ level, category, rateBp: DEFAULT_RATES[level][category] })),
  );
  await insertMissingSettings(db, agentId, rates, DEFAULT_MIN_REDEEM_SATANG);
}

export async function readAffiliateSettings(db: Db, agentId: number): Promise<AffiliateSettings> {
  const zero = () =>
    Object.fromEntries(AFFILIATE_CATEGORIES.map((c) => [c, 0])) as RateTable[keyof RateTable];
  const rates: RateTable = { 1: zero(), 2: zero() };
  for (const row of await rateRows(db, agentId)) {
    if ((row.level === 1 || row.level === 2) && isAffiliateCategory(row.category)) {
      rates[row.level][row.category] = row.rateBp;
    }
  }
  const minRedeemSatang = (await minRedeemRow(db, agentId)) ?? DEFAULT_MIN_REDEEM_SATANG;
  return { rates, minRedeemSatang };
}

/** The configs call's fixed payload: rates in percent, the minimum in baht. */
export function configPayload(settings: AffiliateSettings): AffiliateConfig {
  return {
    levels: AFFILIATE_LEVELS.map((level) => ({
      level,
      rates: {
        slot: percentOfBp(settings.rates[level].slot),
        casino: percentOfBp(settings.rates[level].casino),
        fishing: percentOfBp(settings.rates[level].fishing),
        sport: percentOfBp(settings.rates[level].sport),
        lotto: percentOfBp(settings.rates[level].lotto),
      },
    })),
    min_redeem: satangToBaht(settings.minRedeemSatang),
  };
}
