import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { lottoNumberSetImports, lottoNumberSets } from '#db/schema/lotto-number-sets.ts';
import type { NumberSetLineRow } from '#db/schema/lotto-number-sets.ts';

export type NumberSetRow = typeof lottoNumberSets.$inferSelect;

/** The first key of the per-member number-set lock (ASCII 'NS'), apart from the other advisory locks. */
const NUMBER_SET_LOCK_SPACE = 0x4e53;

/**
 * Serialises one member's saves and imports (a transaction-level advisory lock), so two at once count
 * the sets one after the other and cannot make 51.
 */
export async function lockMemberSets(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_SET_LOCK_SPACE}, ${memberId})`);
}

export async function setsOf(db: Db, memberId: number): Promise<NumberSetRow[]> {
  return db
    .select()
    .from(lottoNumberSets)
    .where(eq(lottoNumberSets.memberId, memberId))
    .orderBy(desc(lottoNumberSets.updatedAt), desc(lottoNumberSets.id));
}

export async function countSets(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lottoNumberSets)
    .where(eq(lottoNumberSets.memberId, memberId));
  return row?.n ?? 0;
}

export async function setByName(db: Db, memberId: number, name: string): Promise<NumberSetRow | undefined> {
  const [row] = await db
    .select()
    .from(lottoNumberSets)
    .where(and(eq(lottoNumberSets.memberId, memberId), eq(lottoNumberSets.name, name)));
  return row;
}

export async function namesOf(db: Db, memberId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: lottoNumberSets.name })
    .from(lottoNumberSets)
    .where(eq(lottoNumberSets.memberId, memberId));
  return new Set(rows.map((r) => r.name));
}

export async function insertSet(
  db: Db,
  set: { memberId: number; name: string; lines: NumberSetLineRow[]; at: Date },
): Promise<NumberSetRow> {
  const [row] = await db
    .insert(lottoNumberSets)
    .values({
      memberId: set.memberId,
      name: set.name,
      lines: set.lines,
      createdAt: set.at,
      updatedAt: set.at,
    })
    .returning();
  return row!;
}

export async function replaceLines(
  db: Db,
  id: number,
  lines: NumberSetLineRow[],
  at: Date,
): Promise<NumberSetRow> {
  const [row] = await db
    .update(lottoNumberSets)
    .set({ lines, updatedAt: at })
    .where(eq(lottoNumberSets.id, id))
    .returning();
  return row!;
}

export async function deleteSet(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(lottoNumberSets)
    .where(and(eq(lottoNumberSets.id, id), eq(lottoNumberSets.memberId, memberId)))
    .returning({ id: lottoNumberSets.id });
  return rows.length > 0;
}

/** The member's set, locked until the transaction ends (two shares at once give it one code). */
export async function lockOwnSet(db: Db, memberId: number, id: number): Promise<NumberSetRow | undefined> {
  const [row] = await db
    .select()
    .from(lottoNumberSets)
    .where(and(eq(lottoNumberSets.id, id), eq(lottoNumberSets.memberId, memberId)))
    .for('update');
  return row;
}

/** Gives the set its share code (the caller holds the set's row lock and checked the code is free). */
export async function setShareCode(db: Db, id: number, code: string): Promise<void> {
  await db
    .update(lottoNumberSets)
    .set({ shareCode: code })
    .where(and(eq(lottoNumberSets.id, id), isNull(lottoNumberSets.shareCode)));
}

export async function setByShareCode(db: Db, code: string): Promise<NumberSetRow | undefined> {
  const [row] = await db.select().from(lottoNumberSets).where(eq(lottoNumberSets.shareCode, code));
  return row;
}

/** Records the import; false when this member imported this set before. */
export async function recordImport(db: Db, setId: number, memberId: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(lottoNumberSetImports)
    .values({ setId, memberId, importedAt: at })
    .onConflictDoNothing()
    .returning({ setId: lottoNumberSetImports.setId });
  return rows.length > 0;
}
