import { bahtToSatang, satangToBaht, shopItemKind } from '@ug99/contract';
import type { BoShopItem, BoShopItemCreate, BoShopItemUpdate } from '@ug99/contract';
import type { ShopItemRow } from './manage.ts';

/** An item as the back office shows it (and its audit rows record it). */
export function shopItemView(i: ShopItemRow): BoShopItem {
  return {
    id: i.id,
    code: i.code,
    name: i.name,
    description: i.description,
    image: i.image,
    kind: shopItemKind.parse(i.kind),
    price_points: i.pricePoints,
    credit_amount: i.creditSatang === null ? null : satangToBaht(i.creditSatang),
    stock: i.stock,
    per_member_limit: i.perMemberLimit,
    active: i.active,
    sort_order: i.sortOrder,
    created_at: i.createdAt.toISOString(),
  };
}

/** The back office's form as the item's stored values (credit in satang). */
export const shopValuesOf = (v: BoShopItemUpdate | BoShopItemCreate) => ({
  name: v.name,
  description: v.description,
  image: v.image,
  pricePoints: v.price_points,
  creditSatang: v.credit_amount === null ? null : bahtToSatang(v.credit_amount),
  perMemberLimit: v.per_member_limit,
  sortOrder: v.sort_order,
});
