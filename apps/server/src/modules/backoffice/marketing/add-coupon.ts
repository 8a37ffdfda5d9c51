import { randomUUID } from 'node:crypto';
import { bahtToSatang, COUPON_REWARD_NAMES } from '@ug99/contract';
import type { AddCouponRequest, BoCoupon, BoValueRequested } from '@ug99/contract';
import { addOperatorCoupon, findCoupon, normalizeCouponCode } from '#coupons';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { actingAs } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { scopeOf } from '../operations/context.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import type { CouponPayload } from '../value-controls/executors.ts';
import { checkAndRecord } from '../value-controls/service.ts';
import type { MarketingDeps } from './marketing-deps.ts';

/**
 * A coupon any member may redeem once, from `valid_from` (now when empty, by the injected clock) to
 * `valid_until`: the coupons domain's addOperatorCoupon, as `coupon:add`, which writes `coupon:add` to the
 * audit log in its transaction with the operator's account and address. Its reward × quota is capped
 * (docs/rules/value-controls.md#caps): past the cap, or the operator's daily cap, it becomes a
 * four-eyes request and the coupon does not exist (no member can redeem it) until finance or an admin
 * approves.
 */
export async function addCoupon(
  ctx: OperationsContext,
  deps: MarketingDeps,
  operator: Operator,
  input: AddCouponRequest,
): Promise<BoCoupon | BoValueRequested> {
  const now = ctx.clock.now();
  const validFrom = input.valid_from ? new Date(input.valid_from) : now;
  const validUntil = new Date(input.valid_until);
  if (!(validUntil > validFrom) || !(validUntil > now)) throw new AppError('BO_COUPON_WINDOW');
  const amount =
    input.reward_kind === 'credit' ? bahtToSatang(input.reward_amount) : BigInt(input.reward_amount);
  const agentId = await ctx.agentId();
  const code = normalizeCouponCode(input.code);
  const payload: CouponPayload = {
    code,
    reward_kind: input.reward_kind,
    reward_amount: amount.toString(),
    quota: input.quota,
    valid_from: validFrom.toISOString(),
    valid_until: validUntil.toISOString(),
    summary: `คูปอง ${code}: ${COUPON_REWARD_NAMES[input.reward_kind]} ${input.reward_amount.toLocaleString('th-TH')} × ${input.quota.toLocaleString('th-TH')} สิทธิ์`,
  };
  return runInLedgerTransaction(ctx.db, async (tx) => {
    if (await findCoupon(tx, agentId, code)) throw new AppError('BO_COUPON_CODE_TAKEN');
    const within = await checkAndRecord(tx, ctx, operator, {
      key: `coupon_${input.reward_kind}`,
      memberId: null,
      amount: amount * BigInt(input.quota),
      ref: `coupon:${code}:${randomUUID()}`,
    });
    if (within === 'over') {
      const approval = await requestApproval(tx, { audit: deps.audit, clock: ctx.clock }, operator, {
        kind: 'coupon.add',
        subject: `coupon:${code}`,
        payload,
        retryAfterDecision: false,
      });
      return { approval: approvalView(approval, operator) };
    }
    return addOperatorCoupon(tx, await scopeOf(ctx), actingAs(operator, deps.audit), payload);
  });
}
