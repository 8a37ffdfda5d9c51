import { voidRound as voidLottoRound } from '#lotto';
import { auditName, originOf } from '../access/audit.ts';
import type { Operator } from '../operations/context.ts';
import { requireRound } from './lotto-deps.ts';
import type { LottoDeps } from './lotto-deps.ts';
import { lottoRefused } from './refusals.ts';
import { baht, roundView } from './views.ts';

/** Voids a round with the operator's reason (lotto:void): every pending bill is refunded. */
export async function voidRound(deps: LottoDeps, operator: Operator, roundId: number, reason: string) {
  await requireRound(deps, roundId);
  const outcome = await voidLottoRound(
    deps.ctx.db,
    { roundId, reason, operator: auditName(operator), by: originOf(operator) },
    { clock: deps.ctx.clock },
  );
  if (!outcome.ok) throw lottoRefused(outcome);
  return {
    round: roundView(await requireRound(deps, roundId)),
    changed: outcome.changed,
    refunded_bills: outcome.refundedBills,
    refunded: baht(outcome.refundedSatang),
  };
}
