import type { Db } from '#db/client.ts';
import { lockWinReview, markWinReviewResolved, winReviewPage } from './win-review-queries.ts';
import type { WinReviewRow, WinReviewStatus } from './win-review-queries.ts';

export type { WinReviewRow } from './win-review-queries.ts';

/**
 * The provider-win queue (docs/GAMES.md, docs/BACKOFFICE.md#provider-win-queue): a page of reviews by
 * status. Nothing here moves money: a win found genuine is paid by a balance adjustment, under the
 * adjustment's own limits and four-eyes approval.
 */
export function listWinReviews(
  db: Db,
  q: { status: WinReviewStatus; page: number; pageSize: number },
): Promise<{ total: number; rows: WinReviewRow[] }> {
  return winReviewPage(db, { status: q.status, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
}

export type ResolveOutcome =
  | { kind: 'resolved'; before: WinReviewRow; after: WinReviewRow }
  | { kind: 'not_found' }
  | { kind: 'already_resolved'; row: WinReviewRow };

/**
 * Records an operator's decision on a pending review, in the caller's transaction (which writes the
 * audit row with it). The row is locked first, so two operators deciding at once decide once: the second
 * finds it resolved.
 */
export async function resolveWinReview(
  tx: Db,
  id: number,
  resolution: { decision: 'refused' | 'pay_by_adjustment'; note: string; by: string; at: Date },
): Promise<ResolveOutcome> {
  const before = await lockWinReview(tx, id);
  if (!before) return { kind: 'not_found' };
  if (before.status !== 'pending' || !(await markWinReviewResolved(tx, id, resolution))) {
    return { kind: 'already_resolved', row: before };
  }
  const after = await lockWinReview(tx, id);
  return { kind: 'resolved', before, after: after! };
}
