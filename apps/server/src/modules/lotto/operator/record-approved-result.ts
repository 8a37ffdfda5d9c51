import type { Db } from '#db/client.ts';
import { recordResult } from '../settlement/service.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import type { ResultPayload } from './enter-result.ts';
import { lottoRefused } from './refusals.ts';

/**
 * An approved result request, stored by the approver in the approval's transaction; paying the bills
 * runs in batches after it commits (`settleRound`), as lotto:result does.
 */
export async function recordApprovedResult(
  tx: Db,
  ctx: Pick<LottoOperatorContext, 'clock'>,
  approver: Pick<LottoActor, 'name' | 'by'>,
  p: ResultPayload,
) {
  const recorded = await recordResult(
    tx,
    { roundId: p.round_id, result: p.input, operator: approver.name, by: approver.by },
    { clock: ctx.clock },
  );
  if (!recorded.ok) throw lottoRefused(recorded);
  return recorded;
}
