import type { PromotionListQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { pageView } from '#shared/paging.ts';
import { promotionPage } from './operator-queries.ts';
import { promotionView } from './operator-promotion-view.ts';

/** A page of the agent's promotions for the back office, switched-off ones included. */
export async function operatorPromotionPage(db: Db, agentId: number, q: PromotionListQuery) {
  return pageView(q, await promotionPage(db, agentId, q), promotionView);
}
