import { satangToBaht } from '@ug99/contract';
import type { Promotion } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { requireAgent } from '#shared/agents.ts';
import { fromHundredths } from '#shared/numbers.ts';
import { listActivePromotions } from './queries.ts';
import type { PromotionRow } from './queries.ts';

export type PromotionService = ReturnType<typeof createPromotionService>;

export function createPromotionService(db: Db, defaultAgentCode: string) {
  return {
    async listPromotions(code: string = defaultAgentCode): Promise<Promotion[]> {
      const agent = await requireAgent(db, code);
      const rows = await listActivePromotions(db, agent.id);
      return rows.map(toPromotion);
    },
  };
}

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    description: row.description,
    type: row.type,
    min_deposit: satangToBaht(row.minDepositSatang),
    bonus_percent: fromHundredths(row.bonusPercentHundredths),
    bonus_cap: satangToBaht(row.bonusCapSatang),
    turnover_multiplier: fromHundredths(row.turnoverMultiplierHundredths),
    categories: row.categories,
    max_withdraw: row.maxWithdrawSatang === null ? null : satangToBaht(row.maxWithdrawSatang),
    per_member_limit: row.perMemberLimit,
  };
}
