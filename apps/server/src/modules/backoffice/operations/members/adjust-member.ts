import { bahtToSatang, satangToBaht } from '@ug99/contract';
import type { AdjustMemberRequest, BoAdjustOutcome, WalletTypeId } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { requireMemberOfAgent } from '#members';
import { AdjustmentRefused, adjustBalance } from '#wallets';
import { auditName, originOf } from '../../access/audit.ts';
import { approvalView, bahtSigned, requestApproval } from '../../approvals/service.ts';
import type { AdjustPayload } from '../../approvals/service.ts';
import { latestApproval } from '../../approvals/queries.ts';
import type { ApprovalRow } from '../../approvals/queries.ts';
import { checkAndRecord } from '../../value-controls/service.ts';
import type { Operator } from '../context.ts';
import type { MemberDeps } from './member-deps.ts';

/**
 * Credits or takes back money through the wallets domain's audited adjustment. Within the caps
 * (docs/rules/value-controls.md#balance-and-points-adjustments: what this operator adjusted for this
 * member in the last 24 hours plus this one within BACKOFFICE_FINANCE_ADJUST_LIMIT, either sign, and
 * the operator's day within its daily cap) it moves at once; past either nothing moves and it becomes a
 * four-eyes request that another finance operator or an admin approves
 * (docs/BACKOFFICE.md#four-eyes-approval). The check, the record and the move are one transaction
 * holding the operator's lock, so parallel adjustments cannot slip between them. The same submission
 * again answers what it did the first time.
 */
export async function adjustMember(
  deps: MemberDeps,
  operator: Operator,
  memberId: number,
  input: AdjustMemberRequest,
): Promise<BoAdjustOutcome> {
  const m = await requireMemberOfAgent(deps.ctx, memberId);
  const amountSatang = bahtToSatang(input.amount);
  const key = `backoffice:${input.request_id}`;
  const subject = `member:${memberId}:${input.request_id}`;
  const payload: AdjustPayload = {
    member_id: memberId,
    phone: m.phone,
    wallet_type_id: input.wallet_type_id,
    amount_satang: amountSatang.toString(),
    reason: input.reason,
    request_id: input.request_id,
    summary: `สมาชิก ${m.phone} กระเป๋า ${input.wallet_type_id}: ${bahtSigned(amountSatang)} (${input.reason})`,
  };
  const asRequest = (approval: ApprovalRow): BoAdjustOutcome => ({
    transfer_id: null,
    balance_after: null,
    replayed: false,
    approval: approvalView(approval, operator),
  });
  return runInLedgerTransaction(deps.ctx.db, async (tx) => {
    // A submission that became a request answers that request, decided or not.
    const earlier = await latestApproval(tx, 'member.adjust', subject);
    if (earlier) return asRequest(earlier);
    const within = await checkAndRecord(tx, deps.ctx, operator, {
      key: 'balance_adjust',
      memberId,
      amount: amountSatang,
      ref: key,
    });
    if (within === 'over') {
      return asRequest(
        await requestApproval(tx, { audit: deps.audit, clock: deps.ctx.clock }, operator, {
          kind: 'member.adjust',
          subject,
          payload,
          retryAfterDecision: true,
        }),
      );
    }
    try {
      const result = await adjustBalance(tx, {
        agentCode: deps.ctx.agentCode,
        phone: m.phone,
        amountSatang,
        reason: input.reason,
        wallet: input.wallet_type_id as WalletTypeId,
        operator: auditName(operator),
        by: originOf(operator),
        key,
        now: deps.ctx.clock.now(),
      });
      return {
        transfer_id: result.transferId,
        balance_after: satangToBaht(result.walletBalanceAfter),
        replayed: result.replayed,
        approval: null,
      };
    } catch (err) {
      if (err instanceof AdjustmentRefused) throw new AppError('BO_ADJUST_REFUSED');
      throw err;
    }
  });
}
