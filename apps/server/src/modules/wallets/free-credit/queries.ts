import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { freeCreditRequirements } from '#db/schema/free-credit.ts';

export const FREE_CREDIT_WALLET = 3 as const;

export type FreeCreditRequirementRow = typeof freeCreditRequirements.$inferSelect;

/** The member's running requirement, locked until the transaction ends. */
export function lockRequirement(db: Db, memberId: number): Promise<FreeCreditRequirementRow | undefined> {
  return db
    .select()
    .from(freeCreditRequirements)
    .where(eq(freeCreditRequirements.memberId, memberId))
    .for('update')
    .then((rows) => rows[0]);
}

export function findRequirement(db: Db, memberId: number): Promise<FreeCreditRequirementRow | undefined> {
  return db
    .select()
    .from(freeCreditRequirements)
    .where(eq(freeCreditRequirements.memberId, memberId))
    .then((rows) => rows[0]);
}

/**
 * Starts the member's requirement with this credit, or adds the credit to the running one; one statement,
 * so two credits at once both count.
 */
export async function addToRequirement(
  db: Db,
  row: typeof freeCreditRequirements.$inferInsert,
): Promise<void> {
  await db
    .insert(freeCreditRequirements)
    .values(row)
    .onConflictDoUpdate({
      target: freeCreditRequirements.memberId,
      set: {
        creditedSatang: sql`${freeCreditRequirements.creditedSatang} + excluded.credited_satang`,
        requiredTurnoverSatang: sql`${freeCreditRequirements.requiredTurnoverSatang} + excluded.required_turnover_satang`,
      },
    });
}

export async function deleteRequirement(db: Db, memberId: number): Promise<void> {
  await db.delete(freeCreditRequirements).where(eq(freeCreditRequirements.memberId, memberId));
}

/** Members with a running requirement, from a member id on. */
export async function requirementMembers(db: Db, afterMemberId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ memberId: freeCreditRequirements.memberId })
    .from(freeCreditRequirements)
    .where(gt(freeCreditRequirements.memberId, afterMemberId))
    .orderBy(asc(freeCreditRequirements.memberId))
    .limit(limit);
  return rows.map((r) => r.memberId);
}

/** A free-credit requirement still running (docs/rules/wallets.md#free-credit). */
export async function hasFreeCreditRequirement(db: Db, memberId: number): Promise<boolean> {
  return (await findRequirement(db, memberId)) !== undefined;
}
