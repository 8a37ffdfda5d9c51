import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { LedgerReason } from '@ug99/contract';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, ledgerTransfers } from '../db/schema/index.ts';

/**
 * Read-only totals over the ledger's transfers, for responsible-gaming limits and VIP levels. The
 * ledger's API answers balances and paged statements, not sums by reason over a period, so this one
 * query reads its tables directly. It never writes; every movement still goes through the ledger.
 *
 * Counted over all four wallets of the member, so a stake from bonus money counts as a stake too:
 * the stricter reading, which is the right one for a limit the member set to protect themselves.
 */

/** Money in from outside: what deposit limits count. */
export const DEPOSIT_REASONS = ['deposit'] as const satisfies LedgerReason[];
/** Stakes leaving the member's wallets: turnover, and the cost side of net loss. */
export const STAKE_REASONS = ['lotto_bet', 'game_bet'] as const satisfies LedgerReason[];
/** Money a stake brought back: wins, cancelled bills, void rounds, provider rollbacks. */
export const STAKE_RETURN_REASONS = [
  'lotto_win',
  'lotto_cancel',
  'round_void',
  'game_win',
  'game_rollback',
] as const satisfies LedgerReason[];

export type MemberFlows = {
  deposits: bigint;
  stakes: bigint;
  stakeReturns: bigint;
};

/** Net loss is stakes minus what came back; negative while the member is ahead. */
export function netLoss(flows: MemberFlows): bigint {
  return flows.stakes - flows.stakeReturns;
}

const REASONS: LedgerReason[] = [...DEPOSIT_REASONS, ...STAKE_REASONS, ...STAKE_RETURN_REASONS];

/** The member's deposits, stakes and stake returns (satang) from `since` (inclusive) until now. */
export async function memberFlowsSince(db: Db, memberId: number, since: Date): Promise<MemberFlows> {
  const wallets = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerMemberId, memberId), eq(ledgerAccounts.kind, 'member_wallet')));
  const intoWallet = inArray(ledgerTransfers.creditAccountId, wallets);
  const outOfWallet = inArray(ledgerTransfers.debitAccountId, wallets);
  const rows = await db
    .select({
      reason: ledgerTransfers.reason,
      credited: sql<string>`coalesce(sum(case when ${intoWallet} then ${ledgerTransfers.amount} end), 0)::text`,
      debited: sql<string>`coalesce(sum(case when ${outOfWallet} then ${ledgerTransfers.amount} end), 0)::text`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        or(intoWallet, outOfWallet),
        gte(ledgerTransfers.createdAt, since),
        inArray(ledgerTransfers.reason, REASONS),
      ),
    )
    .groupBy(ledgerTransfers.reason);

  const flows: MemberFlows = { deposits: 0n, stakes: 0n, stakeReturns: 0n };
  for (const row of rows) {
    const reason = row.reason as LedgerReason;
    const credited = BigInt(row.credited);
    const debited = BigInt(row.debited);
    if ((DEPOSIT_REASONS as readonly LedgerReason[]).includes(reason)) flows.deposits += credited - debited;
    if ((STAKE_REASONS as readonly LedgerReason[]).includes(reason)) flows.stakes += debited - credited;
    if ((STAKE_RETURN_REASONS as readonly LedgerReason[]).includes(reason))
      flows.stakeReturns += credited - debited;
  }
  return flows;
}
