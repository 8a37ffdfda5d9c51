import { bahtToSatang, satangToBaht } from '@ug99/contract';
import type { AdjustMemberRequest, BoAdjustOutcome, BoApproval } from '@ug99/contract';
import { runInLedgerTransaction } from '#ledger';
import { requireMemberOfAgent } from '#members';
import { adjustAsOperator } from './adjust-as-operator.ts';
import type { AdjustPayload, WalletActor, WalletOperatorContext } from './context.ts';
import { bahtSigned } from './views.ts';

/**
 * Credits or takes back money on a member's page through the wallets' audited adjustment
 * (docs/BACKOFFICE.md#members). Within the caps (docs/rules/value-controls.md#balance-and-points-adjustments:
 * what this operator adjusted for this member in the last 24 hours plus this one within
 * BACKOFFICE_FINANCE_ADJUST_LIMIT, either sign, and the operator's day within its daily cap) it moves at
 * once; past either nothing moves and it becomes a four-eyes request that another finance operator or an
 * admin approves (docs/BACKOFFICE.md#four-eyes-approval). The check, the record and the move are one
 * transaction holding the operator's lock, so parallel adjustments cannot slip between them. The same
 * submission again answers what it did the first time.
 */
export async function adjustMember(
  ctx: WalletOperatorContext,
  actor: WalletActor,
  memberId: number,
  input: AdjustMemberRequest,
): Promise<BoAdjustOutcome> {
  const m = await requireMemberOfAgent(ctx, memberId);
  const amountSatang = bahtToSatang(input.amount);
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
  const asRequest = (approval: BoApproval): BoAdjustOutcome => ({
    transfer_id: null,
    balance_after: null,
    replayed: false,
    approval,
  });
  return runInLedgerTransaction(ctx.db, async (tx) => {
    // A submission that became a request answers that request, decided or not.
    const earlier = await actor.earlierRequest(tx, { kind: 'member.adjust', subject });
    if (earlier) return asRequest(earlier);
    const within = await actor.withinCaps(tx, {
      key: 'balance_adjust',
      memberId,
      amount: amountSatang,
      ref: `backoffice:${input.request_id}`,
    });
    if (!within) {
      return asRequest(await actor.requestApproval(tx, { kind: 'member.adjust', subject, payload }));
    }
    const result = await adjustAsOperator(tx, { agentCode: ctx.agentCode }, actor, payload, ctx.clock.now());
    return {
      transfer_id: result.transferId,
      balance_after: satangToBaht(result.walletBalanceAfter),
      replayed: result.replayed,
      approval: null,
    };
  });
}
