import { and, asc, gt, gte, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { ledgerMemberFlowTotals } from '#db/schema/ledger.ts';

/**
 * The members whose lifetime kept totals (docs/rules/ledger.md#kept-totals) reach either figure, a page
 * at a time in member order: one row per member, never a scan of transfers. The VIP monthly bonus finds
 * the members of a level with it (docs/rules/vip.md#monthly-bonus).
 */
export async function membersReachingFlows(
  db: Db,
  reach: { deposits: bigint; stakes: bigint },
  afterMemberId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ memberId: ledgerMemberFlowTotals.memberId })
    .from(ledgerMemberFlowTotals)
    .where(
      and(
        gt(ledgerMemberFlowTotals.memberId, afterMemberId),
        or(
          gte(ledgerMemberFlowTotals.deposits, reach.deposits),
          gte(ledgerMemberFlowTotals.stakes, reach.stakes),
        ),
      ),
    )
    .orderBy(asc(ledgerMemberFlowTotals.memberId))
    .limit(limit);
  return rows.map((r) => r.memberId);
}
