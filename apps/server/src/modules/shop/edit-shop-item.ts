import type { BoShopItemUpdate } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import { lockShopItem, updateShopItem } from './manage.ts';
import type { ShopItemRow } from './manage.ts';
import { shopItemView, shopValuesOf } from './shop-item-view.ts';

/** The agent's item, locked for the change; BO_SHOP_ITEM_NOT_FOUND when the agent has no such item. */
export async function shopItemToEdit(tx: Db, agentId: number, itemId: number): Promise<ShopItemRow> {
  const row = await lockShopItem(tx, agentId, itemId);
  if (!row) throw new AppError('BO_SHOP_ITEM_NOT_FOUND');
  return row;
}

/**
 * An item's new values from the back office (docs/BACKOFFICE.md#engagement) with its `shop.item.update`
 * audit row (before and after) in the caller's transaction.
 */
export async function editShopItem(
  tx: Db,
  operator: ActingOperator,
  row: ShopItemRow,
  input: BoShopItemUpdate,
  detail: Record<string, unknown> = {},
): Promise<ShopItemRow> {
  const updated = await updateShopItem(tx, row, { ...shopValuesOf(input), active: input.active });
  await operator.audit(tx, {
    action: 'shop.item.update',
    targetType: 'shop_item',
    targetId: row.id,
    before: shopItemView(row),
    after: shopItemView(updated),
    detail: { code: row.code, ...detail },
  });
  return updated;
}
