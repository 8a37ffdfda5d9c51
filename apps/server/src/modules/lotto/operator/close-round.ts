import { closeRound as closeLottoRound } from '../settlement/service.ts';
import { requireRound } from './context.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import { lottoRefused } from './refusals.ts';
import { roundView } from './views.ts';

/** Stops a round taking bets now (lotto:close). */
export async function closeRound(ctx: LottoOperatorContext, actor: LottoActor, roundId: number) {
  await requireRound(ctx, roundId);
  const outcome = await closeLottoRound(
    ctx.db,
    { roundId, operator: actor.name, by: actor.by },
    { clock: ctx.clock },
  );
  if (!outcome.ok) throw lottoRefused(outcome);
  return { round: roundView(await requireRound(ctx, roundId)), changed: outcome.changed };
}
