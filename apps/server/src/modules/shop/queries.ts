import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { shopItems, shopMemberItemCounts, shopRedemptions } from '#db/schema/shop.ts';

export type ShopItemRow = typeof shopItems.$inferSelect;
export type RedemptionRow = typeof shopRedemptions.$inferSelect;

/** Active items of the agent with how many units this member has redeemed. */
export function listItems(db: Db, agentId: number, memberId: number) {
  return db
    .select({ item: shopItems, redeemed: sql<number>`coalesce(${shopMemberItemCounts.quantity}, 0)` })
    .from(shopItems)
    .leftJoin(
      shopMemberItemCounts,
      and(eq(shopMemberItemCounts.itemId, shopItems.id), eq(shopMemberItemCounts.memberId, memberId)),
    )
    .where(and(eq(shopItems.agentId, agentId), eq(shopItems.active, true)))
    .orderBy(asc(shopItems.sortOrder), asc(shopItems.id));
}

export async function findActiveItem(
  db: Db,
  agentId: number,
  itemId: number,
): Promise<ShopItemRow | undefined> {
  const [row] = await db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.id, itemId), eq(shopItems.agentId, agentId), eq(shopItems.active, true)));
  return row;
}

export async function redeemedBy(db: Db, memberId: number, itemId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: shopMemberItemCounts.quantity })
    .from(shopMemberItemCounts)
    .where(and(eq(shopMemberItemCounts.memberId, memberId), eq(shopMemberItemCounts.itemId, itemId)));
  return row?.quantity ?? 0;
}

export async function findRedemption(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(shopRedemptions)
    .where(and(eq(shopRedemptions.memberId, memberId), eq(shopRedemptions.requestId, requestId)));
  return row;
}

/** Inserts the redemption; undefined when the member's request_id is already taken. */
export async function insertRedemption(
  tx: Db,
  row: typeof shopRedemptions.$inferInsert,
): Promise<RedemptionRow | undefined> {
  const [inserted] = await tx
    .insert(shopRedemptions)
    .values(row)
    .onConflictDoNothing({ target: [shopRedemptions.memberId, shopRedemptions.requestId] })
    .returning();
  return inserted;
}

/**
 * Takes `quantity` units of stock only if that many are left: the condition is judged on the row's
 * latest committed value under its lock, so parallel redemptions can never take more than there is.
 */
export async function takeStock(tx: Db, itemId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(shopItems)
    .set({ stock: sql`${shopItems.stock} - ${quantity}` })
    .where(and(eq(shopItems.id, itemId), sql`${shopItems.stock} >= ${quantity}`))
    .returning({ stock: shopItems.stock });
  return rows.length === 1;
}

/**
 * Adds `quantity` to the member's count of the item, only if it stays within `limit` (null: no limit).
 * One conditional upsert, so two parallel redemptions cannot both pass the limit.
 */
export async function countForMember(
  tx: Db,
  memberId: number,
  itemId: number,
  quantity: number,
  limit: number | null,
): Promise<boolean> {
  if (limit !== null && quantity > limit) return false;
  const rows = await tx
    .insert(shopMemberItemCounts)
    .values({ memberId, itemId, quantity })
    .onConflictDoUpdate({
      target: [shopMemberItemCounts.memberId, shopMemberItemCounts.itemId],
      set: { quantity: sql`${shopMemberItemCounts.quantity} + ${quantity}` },
      ...(limit !== null && { setWhere: sql`${shopMemberItemCounts.quantity} + ${quantity} <= ${limit}` }),
    })
    .returning({ quantity: shopMemberItemCounts.quantity });
  return rows.length === 1;
}

export async function memberRedemptions(db: Db, memberId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ redemption: shopRedemptions, item: shopItems })
      .from(shopRedemptions)
      .innerJoin(shopItems, eq(shopItems.id, shopRedemptions.itemId))
      .where(eq(shopRedemptions.memberId, memberId))
      .orderBy(desc(shopRedemptions.createdAt), desc(shopRedemptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(shopRedemptions).where(eq(shopRedemptions.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findItem(db: Db, itemId: number): Promise<ShopItemRow | undefined> {
  const [row] = await db.select().from(shopItems).where(eq(shopItems.id, itemId));
  return row;
}
