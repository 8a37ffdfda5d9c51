import { randomUUID } from 'node:crypto';
import { bahtToSatang, isValueRequest } from '@ug99/contract';
import type { AddPromotionRequest, BoPromotionOutcome } from '@ug99/contract';
import { runInLedgerTransaction } from '#ledger';
import { addOperatorPromotion } from '#promotions';
import { actingAs } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import type { PromotionPayload } from '../value-controls/executors.ts';
import { checkAndRecord } from '../value-controls/service.ts';
import type { MarketingDeps } from './marketing-deps.ts';

/**
 * A new promotion, switched on: the same function and audit action as `promotion:add`. Its largest
 * bonus per deposit is capped (docs/rules/value-controls.md#paths): past the caps it becomes a
 * four-eyes request and no member can receive it until finance or an admin approves.
 */
export async function addPromotion(
  ctx: OperationsContext,
  deps: MarketingDeps,
  operator: Operator,
  input: AddPromotionRequest,
): Promise<BoPromotionOutcome> {
  const outcome = await runInLedgerTransaction(ctx.db, async (tx): Promise<BoPromotionOutcome> => {
    const within = await checkAndRecord(tx, ctx, operator, {
      key: 'promotion_terms',
      memberId: null,
      amount: bahtToSatang(input.bonus_cap),
      ref: `promotion:${randomUUID()}`,
    });
    if (within === 'over') {
      const approval = await requestApproval(tx, { audit: deps.audit, clock: ctx.clock }, operator, {
        kind: 'promotion.add',
        subject: `promotion:${input.title}`,
        payload: {
          input,
          summary: `โปรโมชั่นใหม่ ${input.title}: โบนัส ${input.bonus_percent.toLocaleString('th-TH')}% สูงสุด ${input.bonus_cap.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาทต่อการฝาก`,
        } satisfies PromotionPayload,
        retryAfterDecision: false,
      });
      return { approval: approvalView(approval, operator) };
    }
    return addOperatorPromotion(tx, await ctx.agentId(), actingAs(operator, deps.audit), input);
  });
  if (!isValueRequest(outcome)) await deps.contentChanged();
  return outcome;
}
