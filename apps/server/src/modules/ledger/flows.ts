import { and, eq, gte } from 'drizzle-orm';
import type { LedgerReason } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { ledgerMemberDailyFlows, ledgerMemberFlowTotals } from '#db/schema/index.ts';

/**
 * Kept totals (docs/rules/ledger.md#kept-totals): a member's deposits, stakes and stake returns per Bangkok
 * day and over their whole history, maintained by the database in the same transaction as each transfer
 * (trigger ledger_member_flows, migration 0016_member_flows). Reading a period costs one row per day, however
 * many transfers the member made. The reason lists below are the trigger's; flows.test.ts keeps them equal.
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

/** Net loss is stakes minus what came back; negative while the member is ahead. */
export function netLoss(flows: MemberFlows): bigint {
  return flows.stakes - flows.stakeReturns;
}

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

/**
 * The member's figures from each of several first days (Bangkok dates, inclusive) until now, from one read
 * of the day rows since the earliest of them: a bet checks its day, week and month limits at once.
 */
export async function memberFlowsFromDays<K extends string>(
  db: Db,
  memberId: number,
  firstDays: Record<K, string>,
): Promise<Record<K, MemberFlows>> {
  const keys = Object.keys(firstDays) as K[];
  const earliest = keys.map((k) => firstDays[k]).sort()[0]!;
  const days = await db
    .select({
      day: ledgerMemberDailyFlows.day,
      deposits: ledgerMemberDailyFlows.deposits,
      stakes: ledgerMemberDailyFlows.stakes,
      stakeReturns: ledgerMemberDailyFlows.stakeReturns,
    })
    .from(ledgerMemberDailyFlows)
    .where(and(eq(ledgerMemberDailyFlows.memberId, memberId), gte(ledgerMemberDailyFlows.day, earliest)));
  const result = {} as Record<K, MemberFlows>;
  for (const k of keys) {
    const flows = { ...NONE };
    for (const row of days) {
      if (row.day < firstDays[k]) continue;
      flows.deposits += row.deposits;
      flows.stakes += row.stakes;
      flows.stakeReturns += row.stakeReturns;
    }
    result[k] = flows;
  }
  return result;
}
