import type { Db } from '#db/client.ts';
import { shopItems } from '#db/schema/shop.ts';

type SeedItem = Omit<typeof shopItems.$inferInsert, 'id' | 'agentId'>;

/** The seed items (docs/ENGAGEMENT.md#points-shop); images are the project's own SVGs in apps/server/media. */
export const SEED_SHOP_ITEMS: SeedItem[] = [
  {
    code: 'credit_50',
    name: 'เครดิต 50 บาท',
    description: 'แลกรับเครดิตฟรี 50 บาท เข้ากระเป๋าเครดิตฟรีทันที (ถอนได้เมื่อทำยอดเทิร์นครบ)',
    image: '/media/shop/credit-50.svg',
    kind: 'credit',
    pricePoints: 500,
    creditSatang: 50_00n,
    stock: 1_000,
    perMemberLimit: 10,
    sortOrder: 1,
  },
  {
    code: 'credit_100',
    name: 'เครดิต 100 บาท',
    description: 'แลกรับเครดิตฟรี 100 บาท เข้ากระเป๋าเครดิตฟรีทันที (ถอนได้เมื่อทำยอดเทิร์นครบ)',
    image: '/media/shop/credit-100.svg',
    kind: 'credit',
    pricePoints: 950,
    creditSatang: 100_00n,
    stock: 500,
    perMemberLimit: 5,
    sortOrder: 2,
  },
  {
    code: 'tshirt',
    name: 'เสื้อยืด UG99',
    description: 'เสื้อยืดผ้าฝ้ายลาย UG99 ทีมงานจะติดต่อเพื่อจัดส่งตามที่อยู่ของท่าน',
    image: '/media/shop/tshirt.svg',
    kind: 'physical',
    pricePoints: 1_500,
    creditSatang: null,
    stock: 20,
    perMemberLimit: 1,
    sortOrder: 3,
  },
];

/** Inserts the seed items an agent does not have yet (by code); running it again changes nothing. */
export async function ensureShopItems(
  db: Db,
  agentId: number,
  seed: SeedItem[] = SEED_SHOP_ITEMS,
): Promise<void> {
  await db
    .insert(shopItems)
    .values(seed.map((i) => ({ ...i, agentId })))
    .onConflictDoNothing({ target: [shopItems.agentId, shopItems.code] });
}
