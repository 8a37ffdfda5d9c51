import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { affiliateCommissionDays, affiliateCommissions } from '#db/schema/affiliate.ts';

export type CommissionDayRecord = {
  computedBy: string | null;
  computedAt: Date | null;
  /** Largest first; the member's phone is members' to add (`memberContactsOf`). */
  payments: { memberId: number; amountSatang: bigint }[];
};

/**
 * A day's affiliate commission as recorded, for the back office's commission screen
 * (docs/BACKOFFICE.md#reports): who computed it and when, and what each of the members `memberIds` names
 * (a subquery of their ids, members' `agentMembersSql`) was paid.
 */
export async function commissionDayRecord(
  db: Db,
  agentId: number,
  memberIds: SQL,
  day: string,
): Promise<CommissionDayRecord> {
  const [record] = rowsOf<{ computed_by: string; computed_at: string | Date }>(
    await db.execute(sql`
      select computed_by, computed_at from ${affiliateCommissionDays}
      where agent_id = ${agentId} and day = ${day}::date`),
  );
  const payments = rowsOf<{ member_id: number; amount: string }>(
    await db.execute(sql`
      select c.member_id, c.amount_satang::text as amount
      from ${affiliateCommissions} c
      where c.day = ${day}::date and c.member_id in ${memberIds}
      order by c.amount_satang desc, c.member_id`),
  );
  return {
    computedBy: record?.computed_by ?? null,
    computedAt: record ? new Date(record.computed_at) : null,
    payments: payments.map((p) => ({ memberId: Number(p.member_id), amountSatang: BigInt(p.amount) })),
  };
}
