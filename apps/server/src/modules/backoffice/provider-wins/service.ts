import { ERRORS, satangToBaht } from '@ug99/contract';
import type {
  ProviderWinItem,
  ProviderWinPage,
  ProviderWinQueueQuery,
  ResolveProviderWinRequest,
} from '@ug99/contract';
import { listWinReviews, resolveWinReview } from '#games';
import type { WinReviewRow } from '#games';
import { AppError } from '#http/app-error.ts';
import { auditName } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { Operator, OperationsContext } from '../operations/context.ts';

/** A review as the queue shows it, amounts in baht. */
export function providerWinView(r: WinReviewRow): ProviderWinItem {
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

/**
 * The provider-win queue (docs/BACKOFFICE.md#provider-win-queue): wins refused as above the game's
 * maximum, and the operator's decision on each, recorded once with its audit row in one transaction.
 */
export function createProviderWinService(
  ctx: OperationsContext,
  deps: { audit: typeof writeBackofficeAudit },
) {
  const { db } = ctx;
  return {
    async list(q: ProviderWinQueueQuery): Promise<ProviderWinPage> {
      const found = await listWinReviews(db, { status: q.status, page: q.page, pageSize: q.page_size });
      return {
        total: found.total,
        page: q.page,
        page_size: q.page_size,
        items: found.rows.map(providerWinView),
      };
    },

    async resolve(operator: Operator, id: number, input: ResolveProviderWinRequest) {
      const at = ctx.clock.now();
      return db.transaction(async (tx) => {
        const outcome = await resolveWinReview(tx, id, {
          decision: input.decision,
          note: input.note,
          by: auditName(operator),
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
        await deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'provider_win.resolve',
          targetType: 'provider_win',
          targetId: id,
          before,
          after,
          detail: { decision: input.decision, note: input.note, member_id: after.member_id },
        });
        return { item: after };
      });
    },
  };
}

export type ProviderWinService = ReturnType<typeof createProviderWinService>;
