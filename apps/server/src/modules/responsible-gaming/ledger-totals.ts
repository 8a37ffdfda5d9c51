import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { LedgerReason } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { ledgerAccounts, ledgerTransfers } from '#db/schema/index.ts';

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
  return (await memberFlowsSinceEach(db, memberId, { since })).since;
}

/**
 * The same totals from several starts at once (a day, a week, a month), in one pass over the
 * member's transfers since the earliest of them: a bet checks every limit period without a query each.
 */
export async function memberFlowsSinceEach<K extends string>(
  db: Db,
  memberId: number,
  starts: Record<K, Date>,
): Promise<Record<K, MemberFlows>> {
  const keys = Object.keys(starts) as K[];
  const earliest = new Date(Math.min(...keys.map((k) => starts[k].getTime())));
  const wallets = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerMemberId, memberId), eq(ledgerAccounts.kind, 'member_wallet')));
  const intoWallet = inArray(ledgerTransfers.creditAccountId, wallets);
  const outOfWallet = inArray(ledgerTransfers.debitAccountId, wallets);
  const sumSince = (side: SQL, start: Date) =>
    sql<string>`coalesce(sum(case when ${side} and ${gte(ledgerTransfers.createdAt, start)} then ${ledgerTransfers.amount} end), 0)::text`;
  const columns = Object.fromEntries(
    keys.flatMap((k, n) => [
      [`credited${n}`, sumSince(intoWallet, starts[k])],
      [`debited${n}`, sumSince(outOfWallet, starts[k])],
    ]),
  );
  const rows = (await db
    .select({ reason: ledgerTransfers.reason, ...columns })
    .from(ledgerTransfers)
    .where(
      and(
        or(intoWallet, outOfWallet),
        gte(ledgerTransfers.createdAt, earliest),
        inArray(ledgerTransfers.reason, REASONS),
      ),
    )
    .groupBy(ledgerTransfers.reason)) as Array<{ reason: string } & Record<string, string>>;

  const result = {} as Record<K, MemberFlows>;
  keys.forEach((k, n) => {
    const flows: MemberFlows = { deposits: 0n, stakes: 0n, stakeReturns: 0n };
    for (const row of rows) {
      const reason = row.reason as LedgerReason;
      const credited = BigInt(row[`credited${n}`]!);
      const debited = BigInt(row[`debited${n}`]!);
      if ((DEPOSIT_REASONS as readonly LedgerReason[]).includes(reason)) flows.deposits += credited - debited;
      if ((STAKE_REASONS as readonly LedgerReason[]).includes(reason)) flows.stakes += debited - credited;
      if ((STAKE_RETURN_REASONS as readonly LedgerReason[]).includes(reason))
        flows.stakeReturns += credited - debited;
    }
    result[k] = flows;
  });
  return result;
}
