import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { addRound as addLottoRound } from '../rounds/operator.ts';
import { requireRound } from './context.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import { roundView } from './views.ts';

/** An extra round (lotto:round:add), with its audit row in the same transaction. */
export async function addRound(
  ctx: LottoOperatorContext,
  actor: LottoActor,
  body: { category: string; close_at: string; title?: string | undefined },
) {
  const agentId = await ctx.agentId();
  const closeAt = new Date(body.close_at);
  const added = await runInLedgerTransaction(ctx.db, async (tx) => {
    const outcome = await addLottoRound(tx, {
      agentId,
      now: ctx.clock.now(),
      category: body.category,
      closeAt,
      ...(body.title ? { title: body.title } : {}),
      createdBy: `operator:${actor.name}`,
    });
    if (outcome.ok) {
      await actor.audit(tx, {
        action: 'lotto:round:add',
        targetType: 'lotto_round',
        targetId: outcome.round.roundId,
        after: { category: body.category, close_at: closeAt.toISOString(), title: outcome.round.title },
        detail: { category: body.category, close_at: closeAt.toISOString(), title: outcome.round.title },
      });
    }
    return outcome;
  });
  if (!added.ok) {
    throw new AppError(
      added.reason === 'unknown_category'
        ? 'BO_LOTTO_CATEGORY_NOT_FOUND'
        : added.reason === 'close_in_past'
          ? 'BO_LOTTO_CLOSE_IN_PAST'
          : 'BO_LOTTO_ROUND_EXISTS',
    );
  }
  return { round: roundView(await requireRound(ctx, added.round.roundId)), changed: true };
}
