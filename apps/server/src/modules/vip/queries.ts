import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { vipMonthlyBonuses, vipTerms } from '#db/schema/vip.ts';

export type VipTermsRow = typeof vipTerms.$inferSelect;

/** The terms an admin saved for the agent's levels (a level without a row gives nothing). */
export function termsRowsOf(db: Db, agentId: number): Promise<VipTermsRow[]> {
  return db.select().from(vipTerms).where(eq(vipTerms.agentId, agentId)).orderBy(vipTerms.level);
}

export async function termsRowOf(db: Db, agentId: number, level: number): Promise<VipTermsRow | undefined> {
  const [row] = await db
    .select()
    .from(vipTerms)
    .where(and(eq(vipTerms.agentId, agentId), eq(vipTerms.level, level)));
  return row;
}

/** The level's row, locked until the saving transaction ends, so two saves measure one after the other. */
export async function lockTermsRow(tx: Db, agentId: number, level: number): Promise<VipTermsRow | undefined> {
  const [row] = await tx
    .select()
    .from(vipTerms)
    .where(and(eq(vipTerms.agentId, agentId), eq(vipTerms.level, level)))
    .for('update');
  return row;
}

export async function upsertTermsRow(tx: Db, row: VipTermsRow): Promise<void> {
  await tx
    .insert(vipTerms)
    .values(row)
    .onConflictDoUpdate({
      target: [vipTerms.agentId, vipTerms.level],
      set: {
        lottoDiscountExtraBp: row.lottoDiscountExtraBp,
        cashbackBonusBp: row.cashbackBonusBp,
        monthlyBonusSatang: row.monthlyBonusSatang,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    });
}

/**
 * Takes the member's month: the row's insert waits on a parallel one for the same member and month and then
 * inserts nothing, so exactly one transaction goes on to pay. Answers the new row's id, or undefined.
 */
export async function claimMonthlyBonus(
  tx: Db,
  row: { memberId: number; month: string; level: number; amountSatang: bigint; paidAt: Date },
): Promise<number | undefined> {
  const [inserted] = await tx
    .insert(vipMonthlyBonuses)
    .values(row)
    .onConflictDoNothing({ target: [vipMonthlyBonuses.memberId, vipMonthlyBonuses.month] })
    .returning({ id: vipMonthlyBonuses.id });
  return inserted?.id;
}

/** What the member's bonus of the month paid, if it was paid. */
export async function monthlyBonusOf(db: Db, memberId: number, month: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ amount: vipMonthlyBonuses.amountSatang })
    .from(vipMonthlyBonuses)
    .where(and(eq(vipMonthlyBonuses.memberId, memberId), eq(vipMonthlyBonuses.month, month)));
  return row?.amount;
}

/** Of these members, the ones already paid the month's bonus. */
export async function paidInMonth(db: Db, month: string, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ memberId: vipMonthlyBonuses.memberId })
    .from(vipMonthlyBonuses)
    .where(and(eq(vipMonthlyBonuses.month, month), inArray(vipMonthlyBonuses.memberId, [...memberIds])));
  return new Set(rows.map((r) => r.memberId));
}
