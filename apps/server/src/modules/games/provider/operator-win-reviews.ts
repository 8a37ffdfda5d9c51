import { ERRORS, satangToBaht } from '@ug99/contract';
import type {
  ProviderWinItem,
  ProviderWinPage,
  ProviderWinQueueQuery,
  ResolveProviderWinRequest,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import type { Clock } from '#shared/clock.ts';
import { listWinReviews, resolveWinReview } from './win-reviews.ts';
import type { WinReviewRow } from './win-reviews.ts';

/**
 * The back office's provider-win queue (docs/BACKOFFICE.md#provider-win-queue): wins refused as above the
 * game's maximum, and the operator's decision on each, recorded once with its audit row in one
 * transaction.
 */

/** A review as the queue shows it, amounts in baht. */
function providerWinView(r: WinReviewRow): ProviderWinItem {
  const allowed = r.stakesSatang * BigInt(r.maxMultiplier) - r.paidSatang;
  return {
    id: r.id,
    provider_id: r.providerId,
    game_id: r.gameId,
    round_id: r.roundId,
    transaction_id: r.transactionId,
    member_id: r.memberId,
    member_phone: r.memberPhone,
    amount: satangToBaht(r.amountSatang),
    stakes: satangToBaht(r.stakesSatang),
    paid: satangToBaht(r.paidSatang),
    max_multiplier: r.maxMultiplier,
    allowed: satangToBaht(allowed > 0n ? allowed : 0n),
    status: r.status,
    decision: r.decision,
    note: r.note,
    resolved_by: r.resolvedBy,
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** A page of the queue by status. */
export async function winReviewPage(db: Db, q: ProviderWinQueueQuery): Promise<ProviderWinPage> {
  const found = await listWinReviews(db, { status: q.status, page: q.page, pageSize: q.page_size });
  return { total: found.total, page: q.page, page_size: q.page_size, items: found.rows.map(providerWinView) };
}

/** The operator's decision on one win, once; unknown is BO_PROVIDER_WIN_NOT_FOUND, decided BO_PROVIDER_WIN_RESOLVED. */
export async function resolveOperatorWinReview(
  db: Db,
  clock: Clock,
  operator: ActingOperator,
  id: number,
  input: ResolveProviderWinRequest,
) {
  const at = clock.now();
  return db.transaction(async (tx) => {
    const outcome = await resolveWinReview(tx, id, {
      decision: input.decision,
      note: input.note,
      by: operator.name,
      at,
    });
    if (outcome.kind === 'not_found') throw new AppError('BO_PROVIDER_WIN_NOT_FOUND');
    if (outcome.kind === 'already_resolved') {
      const { resolvedBy, resolvedAt } = outcome.row;
      throw new AppError(
        'BO_PROVIDER_WIN_RESOLVED',
        `${ERRORS.BO_PROVIDER_WIN_RESOLVED.message} (${resolvedBy ?? '-'} ${resolvedAt?.toISOString() ?? ''})`,
      );
    }
    const before = providerWinView(outcome.before);
    const after = providerWinView(outcome.after);
    await operator.audit(tx, {
      action: 'provider_win.resolve',
      targetType: 'provider_win',
      targetId: id,
      before,
      after,
      detail: { decision: input.decision, note: input.note, member_id: after.member_id },
    });
    return { item: after };
  });
}
