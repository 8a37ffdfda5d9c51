import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { memberCheckins, questClaims, quests } from '#db/schema/quests.ts';
import { rowsOf } from '#db/rows.ts';

export type QuestRow = typeof quests.$inferSelect;

/**
 * The agent's quests that are switched on or have an operator's change waiting: the service applies the
 * change once its period has begun (docs/BACKOFFICE.md#engagement) and keeps those switched on.
 */
export function questCandidates(db: Db, agentId: number): Promise<QuestRow[]> {
  return db
    .select()
    .from(quests)
    .where(and(eq(quests.agentId, agentId), or(eq(quests.active, true), isNotNull(quests.pending))))
    .orderBy(asc(quests.sortOrder), asc(quests.id));
}

export async function findQuest(db: Db, agentId: number, questId: number): Promise<QuestRow | undefined> {
  const [row] = await db
    .select()
    .from(quests)
    .where(and(eq(quests.id, questId), eq(quests.agentId, agentId)));
  return row;
}

/** The quest ids the member has claimed for each of the given period starts. */
export async function claimedQuestIds(
  db: Db,
  memberId: number,
  periodStarts: string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ questId: questClaims.questId, periodStart: questClaims.periodStart })
    .from(questClaims)
    .where(and(eq(questClaims.memberId, memberId), inArray(questClaims.periodStart, periodStarts)));
  return new Set(rows.map((r) => `${r.questId}:${r.periodStart}`));
}

/** A day or week: instants for timestamped rows, Bangkok dates for dated totals; ends exclusive. */
export type Span = { start: Date; end: Date; startDate: string; endDate: string };

/** The Bangkok days of the span on which the member checked in. */
export async function checkinDaysIn(db: Db, memberId: number, period: Span): Promise<bigint> {
  const [row] = rowsOf<{ v: string }>(
    await db.execute(sql`select count(*)::text as v from member_checkins
      where member_id = ${memberId} and day >= ${period.startDate}::date and day < ${period.endDate}::date`),
  );
  return BigInt(row?.v ?? '0');
}

/** Records a claim; undefined when this quest's period was already claimed (the unique key decides). */
export async function insertClaim(
  tx: Db,
  claim: typeof questClaims.$inferInsert,
): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .insert(questClaims)
    .values(claim)
    .onConflictDoNothing({ target: [questClaims.questId, questClaims.memberId, questClaims.periodStart] })
    .returning({ id: questClaims.id });
  return row;
}

export async function lastCheckin(
  db: Db,
  memberId: number,
  before?: string,
): Promise<{ day: string; streakDay: number } | undefined> {
  const [row] = await db
    .select({ day: memberCheckins.day, streakDay: memberCheckins.streakDay })
    .from(memberCheckins)
    .where(
      before
        ? and(eq(memberCheckins.memberId, memberId), lt(memberCheckins.day, before))
        : eq(memberCheckins.memberId, memberId),
    )
    .orderBy(desc(memberCheckins.day))
    .limit(1);
  return row;
}

/** Records today's check-in; false when the member already checked in today (the primary key decides). */
export async function insertCheckin(tx: Db, row: typeof memberCheckins.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(memberCheckins)
    .values(row)
    .onConflictDoNothing({ target: [memberCheckins.memberId, memberCheckins.day] })
    .returning({ day: memberCheckins.day });
  return inserted.length === 1;
}
