import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { wheelSegments, wheelSpinBalances, wheelSpins, wheels } from '#db/schema/wheel.ts';

export type WheelRow = typeof wheels.$inferSelect;
export type SegmentRow = typeof wheelSegments.$inferSelect;
export type SpinRow = typeof wheelSpins.$inferSelect;

export async function findWheel(db: Db, agentId: number, tab: number): Promise<WheelRow | undefined> {
  const [row] = await db
    .select()
    .from(wheels)
    .where(and(eq(wheels.agentId, agentId), eq(wheels.tab, tab)));
  return row;
}

/** The wheel's segments switched on, in order: what members see and what a spin draws from. */
export async function segmentsOf(db: Db, wheelId: number): Promise<SegmentRow[]> {
  return db
    .select()
    .from(wheelSegments)
    .where(and(eq(wheelSegments.wheelId, wheelId), eq(wheelSegments.enabled, true)))
    .orderBy(asc(wheelSegments.position));
}

export async function freeSpinsOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ freeSpins: wheelSpinBalances.freeSpins })
    .from(wheelSpinBalances)
    .where(eq(wheelSpinBalances.memberId, memberId));
  return row?.freeSpins ?? 0;
}

/** Takes one free spin when there is one; false otherwise. The condition makes it safe under concurrency. */
export async function takeFreeSpin(tx: Db, memberId: number): Promise<boolean> {
  const rows = await tx
    .update(wheelSpinBalances)
    .set({ freeSpins: sql`${wheelSpinBalances.freeSpins} - 1`, updatedAt: sql`now()` })
    .where(and(eq(wheelSpinBalances.memberId, memberId), gte(wheelSpinBalances.freeSpins, 1)))
    .returning({ memberId: wheelSpinBalances.memberId });
  return rows.length > 0;
}

export async function spinByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.memberId, memberId), eq(wheelSpins.requestId, requestId)));
  return row;
}

/** Inserts the spin; undefined when a concurrent copy of the same request got there first. */
export async function insertSpin(
  tx: Db,
  values: typeof wheelSpins.$inferInsert,
): Promise<SpinRow | undefined> {
  const [row] = await tx
    .insert(wheelSpins)
    .values(values)
    .onConflictDoNothing({ target: [wheelSpins.memberId, wheelSpins.requestId] })
    .returning();
  return row;
}

export async function spinOfMember(db: Db, memberId: number, spinId: number, lock = false) {
  const query = db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.id, spinId), eq(wheelSpins.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Marks a pending spin rewarded; undefined when it was not pending (already rewarded by another call). */
export async function markRewarded(tx: Db, spinId: number, at: Date): Promise<SpinRow | undefined> {
  const [row] = await tx
    .update(wheelSpins)
    .set({ status: 'rewarded', rewardedAt: at })
    .where(and(eq(wheelSpins.id, spinId), eq(wheelSpins.status, 'pending')))
    .returning();
  return row;
}

export async function wheelOfSpin(db: Db, wheelId: number): Promise<WheelRow> {
  const [row] = await db.select().from(wheels).where(eq(wheels.id, wheelId));
  if (!row) throw new Error(`wheel ${wheelId} is missing`);
  return row;
}

export async function segmentById(db: Db, segmentId: number): Promise<SegmentRow> {
  const [row] = await db.select().from(wheelSegments).where(eq(wheelSegments.id, segmentId));
  if (!row) throw new Error(`wheel segment ${segmentId} is missing`);
  return row;
}

/** The latest credited prizes worth something, newest first, with the winner (whose phone is shown masked). */
export async function recentWinners(db: Db, agentId: number, limit: number) {
  return db
    .select({
      memberId: wheelSpins.memberId,
      tab: wheels.tab,
      label: wheelSegments.label,
      prizeKind: wheelSpins.prizeKind,
      prizeAmount: wheelSpins.prizeAmount,
      rewardedAt: wheelSpins.rewardedAt,
    })
    .from(wheelSpins)
    .innerJoin(wheels, eq(wheels.id, wheelSpins.wheelId))
    .innerJoin(wheelSegments, eq(wheelSegments.id, wheelSpins.segmentId))
    .where(
      and(
        eq(wheels.agentId, agentId),
        isNotNull(wheelSpins.rewardedAt),
        sql`${wheelSpins.prizeKind} <> 'nothing'`,
      ),
    )
    .orderBy(desc(wheelSpins.rewardedAt), desc(wheelSpins.id))
    .limit(limit);
}

/** The member's spins of a wheel still waiting for `reward`, oldest first. */
export async function pendingSpinsOf(db: Db, memberId: number, wheelId: number) {
  return db
    .select({
      id: wheelSpins.id,
      label: wheelSegments.label,
      prizeKind: wheelSpins.prizeKind,
      prizeAmount: wheelSpins.prizeAmount,
    })
    .from(wheelSpins)
    .innerJoin(wheelSegments, eq(wheelSegments.id, wheelSpins.segmentId))
    .where(
      and(
        eq(wheelSpins.memberId, memberId),
        eq(wheelSpins.wheelId, wheelId),
        eq(wheelSpins.status, 'pending'),
      ),
    )
    .orderBy(asc(wheelSpins.id));
}

/** The member's latest spins of every wheel, newest first, with the wheel's tab and the segment's label. */
export async function spinHistoryOf(db: Db, memberId: number, limit: number) {
  return db
    .select({
      id: wheelSpins.id,
      wheelId: wheelSpins.wheelId,
      tab: wheels.tab,
      segmentId: wheelSpins.segmentId,
      label: wheelSegments.label,
      prizeKind: wheelSpins.prizeKind,
      prizeAmount: wheelSpins.prizeAmount,
      status: wheelSpins.status,
      createdAt: wheelSpins.createdAt,
      commitmentId: wheelSpins.commitmentId,
      nonce: wheelSpins.nonce,
    })
    .from(wheelSpins)
    .innerJoin(wheels, eq(wheels.id, wheelSpins.wheelId))
    .innerJoin(wheelSegments, eq(wheelSegments.id, wheelSpins.segmentId))
    .where(eq(wheelSpins.memberId, memberId))
    .orderBy(desc(wheelSpins.id))
    .limit(limit);
}
