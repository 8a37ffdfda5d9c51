import { satangToBaht } from '@ug99/contract';
import { memberStatement as ledgerStatement } from '#ledger';
import { requireMember } from './member-deps.ts';
import type { MemberDeps } from './member-deps.ts';

/** A page of the member's ledger statement. */
export async function memberStatement(
  deps: MemberDeps,
  memberId: number,
  q: { page: number; page_size: number },
) {
  await requireMember(deps, memberId);
  const { total, rows } = await ledgerStatement(deps.ctx.db, memberId, {
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
