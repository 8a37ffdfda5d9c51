import type { Db } from '#db/client.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import { planRates, raisedRates, writeRatesAs } from './rates.ts';
import type { LottoRatesPayload } from './rates.ts';

/**
 * An approved rates request (kind `lotto.rates`), done by the approver in the approval's transaction:
 * checked again against the category's rates now; `detail` names the request on the audit row.
 */
export async function applyApprovedRates(
  tx: Db,
  ctx: Pick<LottoOperatorContext, 'agentId'>,
  approver: Pick<LottoActor, 'audit'>,
  p: LottoRatesPayload,
  detail: Record<string, unknown>,
): Promise<{ raised: bigint; changed: boolean }> {
  const plan = await planRates(tx, ctx, p.code, p.rates);
  await writeRatesAs(tx, approver, p.code, plan, detail);
  return { raised: raisedRates(plan), changed: plan.changed };
}
