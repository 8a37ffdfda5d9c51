import type { BoShopItemCreate } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import { createShopItem } from './manage.ts';
import type { ShopItemRow } from './manage.ts';
import { shopItemView, shopValuesOf } from './shop-item-view.ts';

/**
 * A new item from the back office (docs/BACKOFFICE.md#engagement) with its `shop.item.add` audit row in
 * the caller's transaction; a code in use is BO_SHOP_CODE_TAKEN. Run by the marketing operator within the
 * caps, or by the approver of a `shop.item` request.
 */
export async function addShopItem(
  tx: Db,
  agentId: number,
  operator: ActingOperator,
  input: BoShopItemCreate,
  detail: Record<string, unknown> = {},
): Promise<ShopItemRow> {
  const row = await createShopItem(tx, {
    agentId,
    code: input.code,
    kind: input.kind,
    stock: input.stock,
    ...shopValuesOf(input),
  });
  if (!row) throw new AppError('BO_SHOP_CODE_TAKEN');
  await operator.audit(tx, {
    action: 'shop.item.add',
    targetType: 'shop_item',
    targetId: row.id,
    after: shopItemView(row),
    detail: { code: row.code, ...detail },
  });
  return row;
}
