import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { providerWinReviews } from '#db/schema/games.ts';

// The queue of wins refused as above the game's maximum (docs/GAMES.md, provider_win in migration 0034
// writes its rows).

export type WinReviewRecord = typeof providerWinReviews.$inferSelect;
export type WinReviewStatus = WinReviewRecord['status'];

export async function winReviewPage(
  db: Db,
  q: { status: WinReviewStatus; limit: number; offset: number },
): Promise<{ total: number; rows: WinReviewRecord[] }> {
  const where = eq(providerWinReviews.status, q.status);
  const [total] = await db.select({ n: count() }).from(providerWinReviews).where(where);
  const rows = await db
    .select()
    .from(providerWinReviews)
    .where(where)
    // Pending: oldest first, the order to work through; resolved: the latest decisions first.
    .orderBy(
      q.status === 'pending' ? providerWinReviews.createdAt : desc(providerWinReviews.resolvedAt),
      providerWinReviews.id,
    )
    .limit(q.limit)
    .offset(q.offset);
  return { total: total?.n ?? 0, rows };
}

export async function lockWinReview(tx: Db, id: number): Promise<WinReviewRecord | undefined> {
  const [row] = await tx.select().from(providerWinReviews).where(eq(providerWinReviews.id, id)).for('update');
  return row;
}

/** Resolves a pending review; undefined when it was not pending (the caller holds its lock). */
export async function markWinReviewResolved(
  tx: Db,
  id: number,
  resolution: { decision: 'refused' | 'pay_by_adjustment'; note: string; by: string; at: Date },
): Promise<boolean> {
  const updated = await tx
    .update(providerWinReviews)
    .set({
      status: 'resolved',
      decision: resolution.decision,
      note: resolution.note,
      resolvedBy: resolution.by,
      resolvedAt: resolution.at,
    })
    .where(and(eq(providerWinReviews.id, id), eq(providerWinReviews.status, 'pending')))
    .returning({ id: providerWinReviews.id });
  return updated.length === 1;
}
