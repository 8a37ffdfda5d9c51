import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agentSettings, memberBankAccounts, withdrawals } from '#db/schema/index.ts';

export async function minWithdraw(db: Db, agentId: number): Promise<bigint | undefined> {
  const [row] = await db
    .select({ min: agentSettings.minWithdrawSatang })
    .from(agentSettings)
    .where(eq(agentSettings.agentId, agentId));
  return row?.min;
}

export function bankAccountsOf(db: Db, memberId: number) {
  return db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId));
}

export async function hasPending(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** The member's withdrawal made by this request id, if any (a retry of the same submission). */
export async function withdrawalByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return row;
}

export async function insertWithdrawal(db: Db, row: typeof withdrawals.$inferInsert) {
  const [inserted] = await db.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('inserting the withdrawal returned no row');
  return inserted;
}

export function recentWithdrawals(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}
