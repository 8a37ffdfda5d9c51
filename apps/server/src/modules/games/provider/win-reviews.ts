import type { Db } from '#db/client.ts';
import { memberContactsOf } from '#members';
import { lockWinReview, markWinReviewResolved, winReviewPage } from './win-review-queries.ts';
import type { WinReviewRecord, WinReviewStatus } from './win-review-queries.ts';

/** A review with the member's phone, for the operator to recognise (null: no such member). */
export type WinReviewRow = WinReviewRecord & { memberPhone: string | null };

/** The members' phones of the reviews: one query for the lot (members owns them). */
async function withPhones(db: Db, reviews: WinReviewRecord[]): Promise<WinReviewRow[]> {
  const contacts = await memberContactsOf(
    db,
    reviews.map((r) => r.memberId),
  );
  return reviews.map((r) => ({ ...r, memberPhone: contacts.find(r.memberId)?.phone ?? null }));
}

/**
 * The provider-win queue (docs/GAMES.md, docs/BACKOFFICE.md#provider-win-queue): a page of reviews by
 * status. Nothing here moves money: a win found genuine is paid by a balance adjustment, under the
 * adjustment's own limits and four-eyes approval.
 */
export async function listWinReviews(
  db: Db,
  q: { status: WinReviewStatus; page: number; pageSize: number },
): Promise<{ total: number; rows: WinReviewRow[] }> {
  // Three queries: the count, the page, and its members' phones.
  const page = await winReviewPage(db, {
    status: q.status,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { total: page.total, rows: await withPhones(db, page.rows) };
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
  const locked = await lockWinReview(tx, id);
  if (!locked) return { kind: 'not_found' };
  const contacts = await memberContactsOf(tx, [locked.memberId]);
  const before = { ...locked, memberPhone: contacts.find(locked.memberId)?.phone ?? null };
  if (before.status !== 'pending' || !(await markWinReviewResolved(tx, id, resolution))) {
    return { kind: 'already_resolved', row: before };
  }
  const after = await lockWinReview(tx, id);
  return { kind: 'resolved', before, after: { ...after!, memberPhone: before.memberPhone } };
}
