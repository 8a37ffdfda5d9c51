import { and, asc, count, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { memberPromotions } from '#db/schema/member-promotions.ts';
import { promotions } from '#db/schema/promotions.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type MemberPromotionRow = typeof memberPromotions.$inferSelect;
export type NewMemberPromotion = typeof memberPromotions.$inferInsert;

/** The promotion wallet's wallet_type_id (docs/rules/wallets.md#wallet-types). */
export const PROMOTION_WALLET = 2;

/** The id a deposit not credited yet is ranked by: after every credited one (the column is an int4). */
export const NOT_YET_CREDITED = 2_147_483_647;

// ---- promotions (operator-managed terms) ----

export function findPromotion(db: Db, agentId: number, id: number): Promise<PromotionRow | undefined> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.agentId, agentId), eq(promotions.id, id)))
    .then((rows) => rows[0]);
}

/** Switched-on promotions of the agent, in display order; the window is checked by the caller's clock. */
export function listSwitchedOn(db: Db, agentId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.agentId, agentId), eq(promotions.active, true)))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export function listAllPromotions(db: Db, agentId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.agentId, agentId))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export async function insertPromotion(db: Db, row: NewPromotion): Promise<PromotionRow> {
  const [added] = await db.insert(promotions).values(row).returning();
  return added!;
}

/** Switches a promotion off; answers the row when it was on (a repeat changes nothing). */
export async function switchOff(db: Db, agentId: number, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db
    .update(promotions)
    .set({ active: false })
    .where(and(eq(promotions.agentId, agentId), eq(promotions.id, id), eq(promotions.active, true)))
    .returning();
  return row;
}

// ---- member promotions ----

export function findActiveOf(db: Db, memberId: number): Promise<MemberPromotionRow | undefined> {
  return db
    .select()
    .from(memberPromotions)
    .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.status, 'active')))
    .then((rows) => rows[0]);
}

/** The active promotion, locked for the rest of the transaction: the one place its end is decided. */
export function lockActive(db: Db, id: number): Promise<MemberPromotionRow | undefined> {
  return db
    .select()
    .from(memberPromotions)
    .where(and(eq(memberPromotions.id, id), eq(memberPromotions.status, 'active')))
    .for('update')
    .then((rows) => rows[0]);
}

export function findMemberPromotion(db: Db, id: number): Promise<MemberPromotionRow | undefined> {
  return db
    .select()
    .from(memberPromotions)
    .where(eq(memberPromotions.id, id))
    .then((rows) => rows[0]);
}

export async function activeIds(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: memberPromotions.id })
    .from(memberPromotions)
    .where(and(eq(memberPromotions.status, 'active'), gt(memberPromotions.id, afterId)))
    .orderBy(asc(memberPromotions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Inserts a started (or refused) promotion; answers undefined when a unique index refused it. */
export async function insertMemberPromotion(
  db: Db,
  row: NewMemberPromotion,
): Promise<MemberPromotionRow | undefined> {
  const [added] = await db.insert(memberPromotions).values(row).onConflictDoNothing().returning();
  return added;
}

export async function finishMemberPromotion(
  db: Db,
  id: number,
  end: { status: 'completed' | 'ended' | 'given_up'; released: bigint; forfeited: bigint; at: Date },
): Promise<MemberPromotionRow> {
  const [row] = await db
    .update(memberPromotions)
    .set({
      status: end.status,
      releasedSatang: end.released,
      forfeitedSatang: end.forfeited,
      endedAt: end.at,
    })
    .where(and(eq(memberPromotions.id, id), eq(memberPromotions.status, 'active')))
    .returning();
  if (!row) throw new Error(`member promotion ${id} changed while it was locked`);
  return row;
}

/** Times the member received the promotion (refusals do not count), optionally from an instant on. */
export async function receivedCount(
  db: Db,
  memberId: number,
  promotionId: number,
  since?: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberPromotions)
    .where(
      and(
        eq(memberPromotions.memberId, memberId),
        eq(memberPromotions.promotionId, promotionId),
        ne(memberPromotions.status, 'refused'),
        since ? gte(memberPromotions.startedAt, since) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function depositCarriesPromotion(db: Db, depositIntentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberPromotions.id })
    .from(memberPromotions)
    .where(and(eq(memberPromotions.depositIntentId, depositIntentId), ne(memberPromotions.status, 'refused')))
    .limit(1);
  return row !== undefined;
}

/** The member's promotions with their titles, newest first; the deposits' references are payments' to add. */
export function historyOf(db: Db, memberId: number, limit: number) {
  return db
    .select({ row: memberPromotions, title: promotions.title })
    .from(memberPromotions)
    .innerJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
    .where(eq(memberPromotions.memberId, memberId))
    .orderBy(desc(memberPromotions.id))
    .limit(limit);
}

/** `exists` a running promotion of the member `memberId` names (a column of the caller's statement). */
export function hasActivePromotionSql(memberId: SQL): SQL {
  return sql`exists (select 1 from ${memberPromotions} where ${memberPromotions.memberId} = ${memberId} and ${memberPromotions.status} = 'active')`;
}

/** The member's promotion that ended last (released, ended or given up), locked until the transaction ends. */
export function lockLastFinished(db: Db, memberId: number): Promise<MemberPromotionRow | undefined> {
  return db
    .select()
    .from(memberPromotions)
    .where(
      and(
        eq(memberPromotions.memberId, memberId),
        inArray(memberPromotions.status, ['completed', 'ended', 'given_up']),
      ),
    )
    .orderBy(desc(memberPromotions.endedAt), desc(memberPromotions.id))
    .limit(1)
    .for('update')
    .then((rows) => rows[0]);
}

/** Adds a late credit's split to what a finished promotion released and forfeited. */
export async function addToFinished(
  db: Db,
  id: number,
  moved: { released: bigint; forfeited: bigint },
): Promise<void> {
  await db
    .update(memberPromotions)
    .set({
      releasedSatang: sql`${memberPromotions.releasedSatang} + ${moved.released}`,
      forfeitedSatang: sql`${memberPromotions.forfeitedSatang} + ${moved.forfeited}`,
    })
    .where(eq(memberPromotions.id, id));
}

/** A promotion of the member still running (docs/rules/promotions.md). */
export async function hasActivePromotion(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberPromotions.id })
    .from(memberPromotions)
    .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.status, 'active')))
    .limit(1);
  return rows.length > 0;
}
