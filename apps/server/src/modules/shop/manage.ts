import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { memberContactsJoin } from '#members';
import { shopItems, shopRedemptions } from '#db/schema/shop.ts';

/** The member's phone and name, joined into lists (members owns the table). */
const member = memberContactsJoin();

/**
 * The operator's shop management (docs/BACKOFFICE.md#engagement): items added, edited, switched off, and
 * their stock moved by a change under the same condition redemptions use, so units taken meanwhile are
 * never counted twice or lost. Callers write the audit row in the same transaction.
 */

export type ShopItemRow = typeof shopItems.$inferSelect;

export type ShopItemValues = {
  name: string;
  description: string;
  image: string;
  pricePoints: number;
  /** Satang per unit for credit items; null for physical ones. */
  creditSatang: bigint | null;
  perMemberLimit: number | null;
  sortOrder: number;
};

export async function listShopItems(
  db: Db,
  agentId: number,
  q: { page: number; pageSize: number; active?: boolean | undefined },
): Promise<{ total: number; rows: ShopItemRow[] }> {
  const where = and(
    eq(shopItems.agentId, agentId),
    q.active === undefined ? undefined : eq(shopItems.active, q.active),
  );
  const [all] = await db.select({ n: count() }).from(shopItems).where(where);
  const rows = await db
    .select()
    .from(shopItems)
    .where(where)
    .orderBy(asc(shopItems.sortOrder), asc(shopItems.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { total: Number(all?.n ?? 0), rows };
}

export async function lockShopItem(
  tx: Db,
  agentId: number,
  itemId: number,
): Promise<ShopItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.id, itemId), eq(shopItems.agentId, agentId)))
    .for('update');
  return row;
}

/** The agent's item with this code, if any. */
export async function shopItemByCode(
  db: Db,
  agentId: number,
  code: string,
): Promise<ShopItemRow | undefined> {
  const [row] = await db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.agentId, agentId), eq(shopItems.code, code)));
  return row;
}

/** Adds an item; undefined when the agent already has one with this code. */
export async function createShopItem(
  tx: Db,
  input: ShopItemValues & { agentId: number; code: string; kind: 'credit' | 'physical'; stock: number },
): Promise<ShopItemRow | undefined> {
  const [row] = await tx
    .insert(shopItems)
    .values({
      agentId: input.agentId,
      code: input.code,
      kind: input.kind,
      stock: input.stock,
      name: input.name,
      description: input.description,
      image: input.image,
      pricePoints: input.pricePoints,
      creditSatang: input.kind === 'credit' ? input.creditSatang : null,
      perMemberLimit: input.perMemberLimit,
      sortOrder: input.sortOrder,
    })
    .onConflictDoNothing({ target: [shopItems.agentId, shopItems.code] })
    .returning();
  return row;
}

/** Edits an item's values (its kind and code stay); a credit item keeps a credit amount. */
export async function updateShopItem(
  tx: Db,
  row: ShopItemRow,
  values: ShopItemValues & { active: boolean },
): Promise<ShopItemRow> {
  const [updated] = await tx
    .update(shopItems)
    .set({
      name: values.name,
      description: values.description,
      image: values.image,
      pricePoints: values.pricePoints,
      creditSatang: row.kind === 'credit' ? (values.creditSatang ?? row.creditSatang) : null,
      perMemberLimit: values.perMemberLimit,
      sortOrder: values.sortOrder,
      active: values.active,
    })
    .where(eq(shopItems.id, row.id))
    .returning();
  return updated!;
}

/** The most units an item may hold (the column is a 32-bit integer). */
export const STOCK_MAX = 1_000_000_000;

/** Moves stock by `change`; undefined when it would go below 0 or above STOCK_MAX (nothing changes). */
export async function changeShopStock(
  tx: Db,
  itemId: number,
  change: number,
): Promise<{ before: number; after: number } | undefined> {
  const [row] = await tx
    .update(shopItems)
    .set({ stock: sql`${shopItems.stock} + ${change}` })
    .where(
      and(eq(shopItems.id, itemId), sql`${shopItems.stock}::bigint + ${change} between 0 and ${STOCK_MAX}`),
    )
    .returning({ stock: shopItems.stock });
  return row ? { before: row.stock - change, after: row.stock } : undefined;
}

/** Physical redemptions by status, oldest first when pending, newest first when sent; paged. */
export async function listRedemptions(
  db: Db,
  agentId: number,
  q: { status: 'pending' | 'sent'; page: number; pageSize: number },
) {
  const where = and(eq(shopItems.agentId, agentId), eq(shopRedemptions.status, q.status));
  const [all] = await db
    .select({ n: count() })
    .from(shopRedemptions)
    .innerJoin(shopItems, eq(shopItems.id, shopRedemptions.itemId))
    .where(where);
  const rows = await db
    .select({
      id: shopRedemptions.id,
      createdAt: shopRedemptions.createdAt,
      memberId: shopRedemptions.memberId,
      phone: member.phone,
      firstName: member.firstName,
      lastName: member.lastName,
      item: shopItems.name,
      quantity: shopRedemptions.quantity,
      status: shopRedemptions.status,
    })
    .from(shopRedemptions)
    .innerJoin(shopItems, eq(shopItems.id, shopRedemptions.itemId))
    .innerJoin(member, eq(member.id, shopRedemptions.memberId))
    .where(where)
    .orderBy(q.status === 'pending' ? asc(shopRedemptions.id) : desc(shopRedemptions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { total: Number(all?.n ?? 0), rows };
}
