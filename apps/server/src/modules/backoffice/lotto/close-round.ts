import { closeRound as closeLottoRound } from '#lotto';
import { auditName, originOf } from '../access/audit.ts';
import type { Operator } from '../operations/context.ts';
import { requireRound } from './lotto-deps.ts';
import type { LottoDeps } from './lotto-deps.ts';
import { lottoRefused } from './refusals.ts';
import { roundView } from './views.ts';

/** Stops a round taking bets now (lotto:close). */
export async function closeRound(deps: LottoDeps, operator: Operator, roundId: number) {
  await requireRound(deps, roundId);
  const outcome = await closeLottoRound(
    deps.ctx.db,
    { roundId, operator: auditName(operator), by: originOf(operator) },
    { clock: deps.ctx.clock },
  );
  if (!outcome.ok) throw lottoRefused(outcome);
  return { round: roundView(await requireRound(deps, roundId)), changed: outcome.changed };
}
