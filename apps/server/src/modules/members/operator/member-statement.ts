import { satangToBaht } from '@ug99/contract';
import { memberStatement as ledgerStatement } from '#ledger';
import { requireMemberOfAgent } from './context.ts';
import type { MemberOperatorContext } from './context.ts';

/** A page of the member's ledger statement. */
export async function memberStatement(
  ctx: MemberOperatorContext,
  memberId: number,
  q: { page: number; page_size: number },
) {
  await requireMemberOfAgent(ctx, memberId);
  const { total, rows } = await ledgerStatement(ctx.db, memberId, {
    page: q.page,
    pageSize: q.page_size,
  });
  return {
    total,
    page: q.page,
    page_size: q.page_size,
    items: rows.map((r) => ({
      id: String(r.transferId),
      created_at: r.createdAt.toISOString(),
      reason: r.reason,
      reason_label: r.reasonLabel,
      asset: r.asset,
      wallet_type_id: r.walletTypeId,
      amount: r.asset === 'THB' ? satangToBaht(r.amount) : Number(r.amount),
      balance_after: r.asset === 'THB' ? satangToBaht(r.balanceAfter) : Number(r.balanceAfter),
      memo: r.memo,
    })),
  };
}
