import type { BoRedemptionQuery, BoShopItemQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { pageView } from '#shared/paging.ts';
import { listRedemptions, listShopItems } from './manage.ts';
import { shopItemView } from './shop-item-view.ts';

/** A page of the agent's items for the back office's engagement screen, switched-off ones as asked. */
export async function shopItemPage(db: Db, agentId: number, q: BoShopItemQuery) {
  const found = await listShopItems(db, agentId, {
    page: q.page,
    pageSize: q.page_size,
    active: q.active === 'all' ? undefined : q.active === 'active',
  });
  return pageView(q, found, shopItemView);
}

/** A page of physical redemptions by status, with the member's phone and name. */
export async function redemptionPage(db: Db, agentId: number, q: BoRedemptionQuery) {
  const found = await listRedemptions(db, agentId, {
    status: q.status,
    page: q.page,
    pageSize: q.page_size,
  });
  return pageView(q, found, (r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    member_id: r.memberId,
    phone: r.phone,
    name: `${r.firstName} ${r.lastName}`,
    item: r.item,
    quantity: r.quantity,
    status: r.status,
  }));
}
