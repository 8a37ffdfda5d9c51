import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { wheelSegments, wheels } from '#db/schema/wheel.ts';

/**
 * The operator's wheel edits (docs/BACKOFFICE.md#engagement): labels, prizes, weights and which segments
 * are on. A spin reads the segments when it draws, so an edit applies to the spins after it and to none
 * before; nothing in it names a member or a spin. Callers validate the whole set and audit it.
 */

export type WheelRow = typeof wheels.$inferSelect;
export type SegmentRow = typeof wheelSegments.$inferSelect;

export async function wheelsOf(db: Db, agentId: number): Promise<WheelRow[]> {
  return db.select().from(wheels).where(eq(wheels.agentId, agentId)).orderBy(asc(wheels.tab));
}

/** Every segment of the wheel, switched on or off, in order. */
export async function allSegmentsOf(db: Db, wheelId: number): Promise<SegmentRow[]> {
  return db
    .select()
    .from(wheelSegments)
    .where(eq(wheelSegments.wheelId, wheelId))
    .orderBy(asc(wheelSegments.position));
}

/** Locks the wheel's row so two edits of one wheel apply one after the other. */
export async function lockWheel(tx: Db, agentId: number, wheelId: number): Promise<WheelRow | undefined> {
  const [row] = await tx
    .select()
    .from(wheels)
    .where(and(eq(wheels.id, wheelId), eq(wheels.agentId, agentId)))
    .for('update');
  return row;
}

export type SegmentChange = {
  id: number;
  label: string;
  prizeKind: string;
  prizeAmount: bigint;
  weight: number;
  enabled: boolean;
};

export async function updateSegment(tx: Db, wheelId: number, change: SegmentChange): Promise<void> {
  await tx
    .update(wheelSegments)
    .set({
      label: change.label,
      prizeKind: change.prizeKind,
      prizeAmount: change.prizeAmount,
      weight: change.weight,
      enabled: change.enabled,
    })
    .where(and(eq(wheelSegments.id, change.id), eq(wheelSegments.wheelId, wheelId)));
}
