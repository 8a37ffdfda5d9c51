import type { Db } from '#db/client.ts';
import { insertPromotion, listAllPromotions, switchOff } from './queries.ts';
import type { NewPromotion, PromotionRow } from './queries.ts';

/** What the operator manages (docs/PROMOTIONS.md#operator-commands); the commands parse and audit. */
export type PromotionInput = Omit<NewPromotion, 'id' | 'createdAt' | 'active'>;

export function addPromotion(db: Db, input: PromotionInput): Promise<PromotionRow> {
  return insertPromotion(db, { ...input, active: true });
}

export function promotionsOf(db: Db, agentId: number): Promise<PromotionRow[]> {
  return listAllPromotions(db, agentId);
}

/**
 * Switches a promotion off: it leaves the list and can no longer be received; promotions members are
 * already playing keep their copied terms. Answers undefined when it was off already or is unknown.
 */
export function disablePromotion(db: Db, agentId: number, id: number): Promise<PromotionRow | undefined> {
  return switchOff(db, agentId, id);
}
