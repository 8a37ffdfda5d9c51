import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  lottoBillLines,
  lottoBills,
  lottoCategories,
  lottoMemberNumberStakes,
  lottoNumberRules,
  lottoNumberStakes,
  lottoRates,
  lottoRounds,
} from '#db/schema/lotto.ts';

export type RateRow = {
  rateHundredths: number;
  minSatang: bigint;
  maxSatang: bigint;
  numberCapSatang: bigint;
  overCapRateHundredths: number;
  /** Whole percents off the stake (docs/rules/lotto.md#discounts). */
  discountPercent: number;
  reducedDiscountPercent: number;
};
export type NumberRule = { closed: boolean; rateHundredths: number | null; capSatang: bigint | null };

/** Stake counters and number rules are keyed by type and number together. */
export const numberKey = (type: string, number: string) => `${type}:${number}`;

export type RoundRow = Awaited<ReturnType<typeof findRound>>;
export type BillRow = typeof lottoBills.$inferSelect;
export type LineRow = typeof lottoBillLines.$inferSelect;
export type NumberDelta = { type: string; number: string; amountSatang: bigint };

const keyExpr = (type: SQL | unknown, number: unknown) => sql`${type} || ':' || ${number}`;

/**
 * A round of the agent with its category. `lock`: shared, until the transaction ends, so that closing,
 * voiding or settling the round waits for a bill being placed or cancelled in it (they update the row).
 */
export async function findRound(db: Db, roundId: number, agentId: number, lock = false) {
  const query = db
    .select({ round: lottoRounds, category: lottoCategories })
    .from(lottoRounds)
    .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
    .where(and(eq(lottoRounds.id, roundId), eq(lottoCategories.agentId, agentId)))
    .limit(1);
  const [row] = lock ? await query.for('share', { of: lottoRounds }) : await query;
  return row;
}

export async function ratesOf(db: Db, categoryId: number): Promise<Map<string, RateRow>> {
  const rows = await db.select().from(lottoRates).where(eq(lottoRates.categoryId, categoryId));
  return new Map(rows.map((r) => [r.betType, r]));
}

export async function rulesOf(db: Db, roundId: number, keys: string[]): Promise<Map<string, NumberRule>> {
  const rows = await db
    .select()
    .from(lottoNumberRules)
    .where(
      and(
        eq(lottoNumberRules.roundId, roundId),
        inArray(keyExpr(lottoNumberRules.betType, lottoNumberRules.number), keys),
      ),
    );
  return new Map(rows.map((r) => [numberKey(r.betType, r.number), r]));
}

const splitKey = (key: string) => {
  const [type = '', number = ''] = key.split(':');
  return { betType: type, number };
};

/**
 * What is staked on these numbers across members. `lock`: the counters are created when missing and
 * locked in key order (so two bills on the same numbers never deadlock), and stay locked until the
 * transaction ends: a bill racing for the same number waits, then reads what this one added.
 */
export async function numberStakes(db: Db, roundId: number, keys: string[], lock = false) {
  const sorted = [...new Set(keys)].sort();
  if (lock) {
    await db
      .insert(lottoNumberStakes)
      .values(sorted.map((key) => ({ roundId, ...splitKey(key) })))
      .onConflictDoNothing();
  }
  const t = lottoNumberStakes;
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.roundId, roundId), inArray(keyExpr(t.betType, t.number), sorted)))
    .orderBy(asc(t.betType), asc(t.number));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((r) => [numberKey(r.betType, r.number), r.stakedSatang]));
}

/** The same per member: what this member has staked on these numbers, locked alike. */
export async function memberNumberStakes(
  db: Db,
  roundId: number,
  memberId: number,
  keys: string[],
  lock = false,
) {
  const sorted = [...new Set(keys)].sort();
  if (lock) {
    await db
      .insert(lottoMemberNumberStakes)
      .values(sorted.map((key) => ({ roundId, memberId, ...splitKey(key) })))
      .onConflictDoNothing();
  }
  const t = lottoMemberNumberStakes;
  const query = db
    .select()
    .from(t)
    .where(
      and(eq(t.roundId, roundId), eq(t.memberId, memberId), inArray(keyExpr(t.betType, t.number), sorted)),
    )
    .orderBy(asc(t.betType), asc(t.number));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((r) => [numberKey(r.betType, r.number), r.stakedSatang]));
}

/**
 * Adds to (or, negative, takes from) the counters of the locked numbers. Each update is conditional on
 * the amount the caller read under the lock: were a counter changed behind the lock (a bug), the bill
 * fails instead of passing a cap.
 */
export async function moveNumberStakes(
  db: Db,
  roundId: number,
  memberId: number,
  deltas: ReadonlyMap<string, bigint>,
  read: { staked: ReadonlyMap<string, bigint>; memberStaked: ReadonlyMap<string, bigint> },
): Promise<void> {
  for (const [key, delta] of [...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const { betType, number } = splitKey(key);
    const n = lottoNumberStakes;
    const m = lottoMemberNumberStakes;
    const across = await db
      .update(n)
      .set({ stakedSatang: sql`${n.stakedSatang} + ${delta}` })
      .where(
        and(
          eq(n.roundId, roundId),
          eq(n.betType, betType),
          eq(n.number, number),
          eq(n.stakedSatang, read.staked.get(key) ?? 0n),
        ),
      )
      .returning({ staked: n.stakedSatang });
    const own = await db
      .update(m)
      .set({ stakedSatang: sql`${m.stakedSatang} + ${delta}` })
      .where(
        and(
          eq(m.roundId, roundId),
          eq(m.memberId, memberId),
          eq(m.betType, betType),
          eq(m.number, number),
          eq(m.stakedSatang, read.memberStaked.get(key) ?? 0n),
        ),
      )
      .returning({ staked: m.stakedSatang });
    if (across.length !== 1 || own.length !== 1)
      throw new Error(`stake counter of ${key} moved under its lock`);
  }
}

export async function billByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(lottoBills)
    .where(and(eq(lottoBills.memberId, memberId), eq(lottoBills.requestId, requestId)));
  return row;
}

export async function insertBill(db: Db, row: typeof lottoBills.$inferInsert): Promise<BillRow> {
  const [inserted] = await db.insert(lottoBills).values(row).returning();
  if (!inserted) throw new Error('inserting the bill returned no row');
  return inserted;
}

/** The bill's discount, the sum of its lines' (known once the bill is priced, after the row exists). */
export async function setBillDiscount(db: Db, billId: number, discountSatang: bigint): Promise<BillRow> {
  const [row] = await db
    .update(lottoBills)
    .set({ discountSatang })
    .where(eq(lottoBills.id, billId))
    .returning();
  if (!row) throw new Error(`bill ${billId} vanished while it was being placed`);
  return row;
}

export async function insertLines(db: Db, rows: (typeof lottoBillLines.$inferInsert)[]): Promise<void> {
  await db.insert(lottoBillLines).values(rows);
}

export function linesOf(db: Db, billId: number): Promise<LineRow[]> {
  return db
    .select()
    .from(lottoBillLines)
    .where(eq(lottoBillLines.billId, billId))
    .orderBy(asc(lottoBillLines.id));
}

/** The member's bill, locked until the transaction ends (a cancel and a settlement never interleave). */
export async function lockBill(db: Db, billId: number, memberId: number): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(lottoBills)
    .where(and(eq(lottoBills.id, billId), eq(lottoBills.memberId, memberId)))
    .for('update');
  return row;
}

export async function markCancelled(db: Db, billId: number, at: Date): Promise<void> {
  await db.update(lottoBills).set({ status: 'cancelled', cancelledAt: at }).where(eq(lottoBills.id, billId));
  await db.update(lottoBillLines).set({ status: 'cancelled' }).where(eq(lottoBillLines.billId, billId));
}

export type BillFilter = {
  memberId: number;
  status?: string;
  categoryId?: number;
  /** Created in [from, to). */
  createdFrom?: Date;
  createdTo?: Date;
};

function billWhere(f: BillFilter) {
  return and(
    eq(lottoBills.memberId, f.memberId),
    f.status ? eq(lottoBills.status, f.status) : undefined,
    f.categoryId ? eq(lottoRounds.categoryId, f.categoryId) : undefined,
    f.createdFrom ? gte(lottoBills.createdAt, f.createdFrom) : undefined,
    f.createdTo ? lt(lottoBills.createdAt, f.createdTo) : undefined,
  );
}

/** The member's bills with round and category, newest first, and how many match in all. */
export async function listBills(db: Db, f: BillFilter, page: { limit: number; offset: number }) {
  const lineCount = db
    .select({ billId: lottoBillLines.billId, n: count().as('n') })
    .from(lottoBillLines)
    .groupBy(lottoBillLines.billId)
    .as('line_count');
  const [rows, [total]] = await Promise.all([
    db
      .select({ bill: lottoBills, round: lottoRounds, category: lottoCategories, lineCount: lineCount.n })
      .from(lottoBills)
      .innerJoin(lottoRounds, eq(lottoRounds.id, lottoBills.roundId))
      .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
      .leftJoin(lineCount, eq(lineCount.billId, lottoBills.id))
      .where(billWhere(f))
      .orderBy(desc(lottoBills.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(lottoBills)
      .innerJoin(lottoRounds, eq(lottoRounds.id, lottoBills.roundId))
      .where(billWhere(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One bill of the member with its round and category. */
export async function billWithRound(db: Db, billId: number, memberId: number) {
  const [row] = await db
    .select({ bill: lottoBills, round: lottoRounds, category: lottoCategories })
    .from(lottoBills)
    .innerJoin(lottoRounds, eq(lottoRounds.id, lottoBills.roundId))
    .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
    .where(and(eq(lottoBills.id, billId), eq(lottoBills.memberId, memberId)));
  return row;
}
