import { voidRound as voidLottoRound } from '../settlement/service.ts';
import { requireRound } from './context.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import { lottoRefused } from './refusals.ts';
import { baht, roundView } from './views.ts';

/** Voids a round with the operator's reason (lotto:void): every pending bill is refunded. */
export async function voidRound(
  ctx: LottoOperatorContext,
  actor: LottoActor,
  roundId: number,
  reason: string,
) {
  await requireRound(ctx, roundId);
  const outcome = await voidLottoRound(
    ctx.db,
    { roundId, reason, operator: actor.name, by: actor.by },
    { clock: ctx.clock },
  );
  if (!outcome.ok) throw lottoRefused(outcome);
  return {
    round: roundView(await requireRound(ctx, roundId)),
    changed: outcome.changed,
    refunded_bills: outcome.refundedBills,
    refunded: baht(outcome.refundedSatang),
  };
}
