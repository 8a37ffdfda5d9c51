import { and, asc, desc, eq, inArray, isNotNull, lte, gt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  lottoCategories,
  lottoNumberRules,
  lottoNumberStakes,
  lottoRates,
  lottoRounds,
} from '#db/schema/lotto.ts';
import { sameRoundNumber } from './number-key-queries.ts';

export type CategoryRow = typeof lottoCategories.$inferSelect;
export type RoundRow = typeof lottoRounds.$inferSelect;
export type RateRow = typeof lottoRates.$inferSelect;
export type NewRound = typeof lottoRounds.$inferInsert;

export function activeCategories(db: Db, agentId: number, categoryId?: number): Promise<CategoryRow[]> {
  const where = [eq(lottoCategories.agentId, agentId), eq(lottoCategories.active, true)];
  if (categoryId !== undefined) where.push(eq(lottoCategories.id, categoryId));
  return db
    .select()
    .from(lottoCategories)
    .where(and(...where))
    .orderBy(asc(lottoCategories.sortOrder), asc(lottoCategories.id));
}

export async function findCategoryByCode(
  db: Db,
  agentId: number,
  code: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(lottoCategories)
    .where(and(eq(lottoCategories.agentId, agentId), eq(lottoCategories.code, code)))
    .limit(1);
  return row;
}

/** Inserts rounds; one that exists already (same category and close) is skipped. Returns how many were new. */
export async function insertRounds(db: Db, rounds: NewRound[]): Promise<RoundRow[]> {
  if (rounds.length === 0) return [];
  return db
    .insert(lottoRounds)
    .values(rounds)
    .onConflictDoNothing({ target: [lottoRounds.categoryId, lottoRounds.closeAt] })
    .returning();
}

export async function openDueRounds(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(lottoRounds)
    .set({ status: 'open' })
    .where(
      and(eq(lottoRounds.status, 'scheduled'), lte(lottoRounds.openAt, now), gt(lottoRounds.closeAt, now)),
    )
    .returning({ id: lottoRounds.id });
  return rows.length;
}

export async function closeDueRounds(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(lottoRounds)
    .set({ status: 'closed' })
    .where(and(inArray(lottoRounds.status, ['scheduled', 'open']), lte(lottoRounds.closeAt, now)))
    .returning({ id: lottoRounds.id });
  return rows.length;
}

/** Rounds with a result entered but not settled yet: entering settles at once, so these were interrupted. */
export async function roundsAwaitingSettlement(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: lottoRounds.id })
    .from(lottoRounds)
    .where(
      and(eq(lottoRounds.status, 'resulted'), isNotNull(lottoRounds.result), lte(lottoRounds.closeAt, now)),
    )
    .orderBy(asc(lottoRounds.closeAt));
  return rows.map((r) => r.id);
}

export type RoundWithCategory = { round: RoundRow; category: CategoryRow };

export async function findRound(
  db: Db,
  agentId: number,
  roundId: number,
): Promise<RoundWithCategory | undefined> {
  const [row] = await db
    .select({ round: lottoRounds, category: lottoCategories })
    .from(lottoRounds)
    .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
    .where(and(eq(lottoRounds.id, roundId), eq(lottoCategories.agentId, agentId)))
    .limit(1);
  return row;
}

export function listRoundRows(
  db: Db,
  opts: {
    agentId: number;
    categoryId?: number | undefined;
    statuses: string[];
    /** Only rounds closing after this instant. */
    closingAfter?: Date | undefined;
    newestFirst: boolean;
    limit: number;
  },
): Promise<RoundWithCategory[]> {
  const where: SQL[] = [
    eq(lottoCategories.agentId, opts.agentId),
    inArray(lottoRounds.status, opts.statuses),
  ];
  if (opts.categoryId !== undefined) where.push(eq(lottoRounds.categoryId, opts.categoryId));
  if (opts.closingAfter !== undefined) where.push(gt(lottoRounds.closeAt, opts.closingAfter));
  return db
    .select({ round: lottoRounds, category: lottoCategories })
    .from(lottoRounds)
    .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
    .where(and(...where))
    .orderBy(opts.newestFirst ? desc(lottoRounds.closeAt) : asc(lottoRounds.closeAt), asc(lottoRounds.id))
    .limit(opts.limit);
}

/** Per category: its open round closing first, else its next scheduled round (one query for the lobby). */
export async function lobbyRounds(db: Db, categoryIds: number[], now: Date): Promise<Map<number, RoundRow>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([lottoRounds.categoryId])
    .from(lottoRounds)
    .where(
      and(
        inArray(lottoRounds.categoryId, categoryIds),
        inArray(lottoRounds.status, ['open', 'scheduled']),
        gt(lottoRounds.closeAt, now),
      ),
    )
    .orderBy(
      lottoRounds.categoryId,
      sql`case when ${lottoRounds.status} = 'open' then 0 else 1 end`,
      asc(lottoRounds.closeAt),
    );
  return new Map(rows.map((r) => [r.categoryId, r]));
}

export function categoryRates(db: Db, categoryIds: number[]): Promise<RateRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db.select().from(lottoRates).where(inArray(lottoRates.categoryId, categoryIds));
}

export function numberRules(db: Db, roundId: number) {
  return db
    .select()
    .from(lottoNumberRules)
    .where(eq(lottoNumberRules.roundId, roundId))
    .orderBy(asc(lottoNumberRules.betType), asc(lottoNumberRules.number));
}

/** Numbers whose stake across members has reached their cap (the rule's own cap, else the type's). */
export function fullNumbers(db: Db, roundId: number, categoryId: number) {
  return db
    .select({
      betType: lottoNumberStakes.betType,
      number: lottoNumberStakes.number,
      overCapRateHundredths: lottoRates.overCapRateHundredths,
    })
    .from(lottoNumberStakes)
    .innerJoin(
      lottoRates,
      and(eq(lottoRates.categoryId, categoryId), eq(lottoRates.betType, lottoNumberStakes.betType)),
    )
    .leftJoin(lottoNumberRules, sameRoundNumber(lottoNumberRules, lottoNumberStakes))
    .where(
      and(
        eq(lottoNumberStakes.roundId, roundId),
        sql`${lottoNumberStakes.stakedSatang} >= coalesce(${lottoNumberRules.capSatang}, ${lottoRates.numberCapSatang})`,
      ),
    );
}

/** Which of these categories have ever had a round with a result (demo or real). */
export async function categoriesWithResults(db: Db, categoryIds: number[]): Promise<Set<number>> {
  if (categoryIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ categoryId: lottoRounds.categoryId })
    .from(lottoRounds)
    .where(and(inArray(lottoRounds.categoryId, categoryIds), isNotNull(lottoRounds.result)));
  return new Set(rows.map((r) => r.categoryId));
}

/**
 * Rounds with a result, newest first: of one Bangkok draw date when given, else the latest of each
 * category (so a day without draws, or a fresh start with only the demo history, still shows results).
 */
export async function resultRows(
  db: Db,
  opts: { agentId: number; categoryId?: number | undefined; drawDate?: string | undefined; limit: number },
): Promise<RoundWithCategory[]> {
  const where: SQL[] = [eq(lottoCategories.agentId, opts.agentId), isNotNull(lottoRounds.result)];
  if (opts.categoryId !== undefined) where.push(eq(lottoRounds.categoryId, opts.categoryId));
  const newestFirst = (a: RoundWithCategory, b: RoundWithCategory) =>
    b.round.closeAt.getTime() - a.round.closeAt.getTime() || a.round.id - b.round.id;
  if (opts.drawDate === undefined) {
    const latest = await db
      .selectDistinctOn([lottoRounds.categoryId], { round: lottoRounds, category: lottoCategories })
      .from(lottoRounds)
      .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
      .where(and(...where))
      .orderBy(lottoRounds.categoryId, desc(lottoRounds.closeAt));
    return latest.sort(newestFirst).slice(0, opts.limit);
  }
  where.push(eq(lottoRounds.drawDate, opts.drawDate));
  return db
    .select({ round: lottoRounds, category: lottoCategories })
    .from(lottoRounds)
    .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
    .where(and(...where))
    .orderBy(desc(lottoRounds.closeAt), asc(lottoRounds.id))
    .limit(opts.limit);
}
