import type { BoShopItem } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import { shopItemToEdit } from './edit-shop-item.ts';
import { changeShopStock } from './manage.ts';
import { shopItemView } from './shop-item-view.ts';

/**
 * An item's stock moved by `change` from the back office (docs/BACKOFFICE.md#engagement), within 0 and
 * the column's limit, with its `shop.item.stock` audit row, in one transaction.
 */
export async function restockShopItem(
  db: Db,
  agentId: number,
  operator: ActingOperator,
  itemId: number,
  change: number,
): Promise<BoShopItem> {
  return db.transaction(async (tx) => {
    const row = await shopItemToEdit(tx, agentId, itemId);
    const moved = await changeShopStock(tx, row.id, change);
    if (!moved)
      throw new AppError(
        'BO_SHOP_STOCK_NEGATIVE',
        `สต็อกต้องอยู่ระหว่าง 0 ถึง 1,000,000,000 ชิ้น (ตอนนี้มี ${row.stock.toLocaleString('th-TH')} ชิ้น)`,
      );
    await operator.audit(tx, {
      action: 'shop.item.stock',
      targetType: 'shop_item',
      targetId: row.id,
      before: { stock: moved.before },
      after: { stock: moved.after },
      detail: { code: row.code, change },
    });
    return shopItemView({ ...row, stock: moved.after });
  });
}
