import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { ledgerAccounts, ledgerMemberDailyFlows, ledgerTransfers } from '#db/schema/ledger.ts';

/** The member's stakes from a Bangkok day on, from the kept daily flows (the ledger itself is not scanned). */
export async function memberStakesSince(db: Db, memberId: number, fromDay: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerMemberDailyFlows.stakes}), 0)::text` })
    .from(ledgerMemberDailyFlows)
    .where(and(eq(ledgerMemberDailyFlows.memberId, memberId), gte(ledgerMemberDailyFlows.day, fromDay)));
  return BigInt(row?.total ?? '0');
}

/**
 * Whether anything was debited from the account for these reasons after the transfer with this
 * idempotency key (transfer ids grow with time): a deposit's money staked since it arrived
 * (docs/rules/promotions.md). Reads one index range, never sums.
 */
export async function debitedAfterTransfer(
  db: Db,
  accountCode: string,
  transferKey: string,
  reasons: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
    .where(
      and(
        eq(ledgerAccounts.code, accountCode),
        inArray(ledgerTransfers.reason, [...reasons]),
        gt(
          ledgerTransfers.id,
          sql`(select ${ledgerTransfers.id} from ${ledgerTransfers} where ${ledgerTransfers.idempotencyKey} = ${transferKey})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Members whose wallet of this type holds money, from a member id on, in id order, less those `skip`
 * names: a condition on the member id (`owner`), e.g. another domain's subquery (promotions' late
 * credits, docs/rules/promotions.md#late-credits). One pass over the wallets' account rows.
 */
export async function membersHoldingWallet(
  db: Db,
  q: { walletTypeId: number; afterMemberId: number; limit: number; skip: (owner: SQL) => SQL },
): Promise<number[]> {
  const rows = await db
    .select({ memberId: ledgerAccounts.ownerMemberId })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'member_wallet'),
        eq(ledgerAccounts.walletTypeId, q.walletTypeId),
        gt(ledgerAccounts.balance, 0n),
        gt(ledgerAccounts.ownerMemberId, q.afterMemberId),
        sql`not ${q.skip(sql`${ledgerAccounts.ownerMemberId}`)}`,
      ),
    )
    .orderBy(asc(ledgerAccounts.ownerMemberId))
    .limit(q.limit);
  return rows.map((r) => r.memberId!);
}
