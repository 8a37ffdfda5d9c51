import { eq } from 'drizzle-orm';
import type { LedgerReason } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { ledgerMemberFlowTotals } from '#db/schema/ledger.ts';

/**
 * Kept totals (docs/rules/ledger.md#kept-totals): a member's deposits, stakes and stake returns per Bangkok
 * day and over their whole history, maintained by the database in the same transaction as each transfer
 * (trigger ledger_member_flows, migration 0016_member_flows). Reading a period costs one row per day, however
 * many transfers the member made; the responsible-gaming limits read the day rows in the database function
 * rg_check (migration 0031_provider_money_calls). The reason lists below are the trigger's; flows.test.ts
 * keeps them equal.
 */

/** Money in from outside: what deposit limits and VIP levels count. */
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

/** Satang over all four wallets of the member. */
export type MemberFlows = {
  deposits: bigint;
  stakes: bigint;
  stakeReturns: bigint;
};

const NONE: MemberFlows = { deposits: 0n, stakes: 0n, stakeReturns: 0n };

/** The member's figures over their whole history: one row. */
export async function memberLifetimeFlows(db: Db, memberId: number): Promise<MemberFlows> {
  const [row] = await db
    .select({
      deposits: ledgerMemberFlowTotals.deposits,
      stakes: ledgerMemberFlowTotals.stakes,
      stakeReturns: ledgerMemberFlowTotals.stakeReturns,
    })
    .from(ledgerMemberFlowTotals)
    .where(eq(ledgerMemberFlowTotals.memberId, memberId));
  return row ?? NONE;
}
