import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { QuestMetric } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberCheckins, questClaims, quests } from '#db/schema/quests.ts';
import { rowsOf } from '#db/rows.ts';

export type QuestRow = typeof quests.$inferSelect;

/** A day or week: instants for timestamped rows, Bangkok dates for dated totals; ends exclusive. */
type Span = { start: Date; end: Date; startDate: string; endDate: string };

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

/**
 * A member's progress on one metric over a period (docs/rules/quests.md#progress): credited deposits
 * from the payments table, turnover from the kept game_daily_totals, lotto bills not cancelled, and
 * check-ins. Never anything the client reports.
 */
export async function progressOf(
  db: Db,
  memberId: number,
  metric: QuestMetric,
  period: Span,
): Promise<bigint> {
  const from = period.start.toISOString();
  const to = period.end.toISOString();
  const query = {
    deposit: sql`select coalesce(sum(credited_satang), 0)::text as v from deposit_intents
      where member_id = ${memberId} and status = 'paid'
        and paid_at >= ${from}::timestamptz and paid_at < ${to}::timestamptz`,
    turnover: sql`select coalesce(sum(turnover), 0)::text as v from game_daily_totals
      where member_id = ${memberId} and day >= ${period.startDate}::date and day < ${period.endDate}::date`,
    lotto_bills: sql`select count(*)::text as v from lotto_bills
      where member_id = ${memberId} and status <> 'cancelled'
        and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`,
    checkin_days: sql`select count(*)::text as v from member_checkins
      where member_id = ${memberId} and day >= ${period.startDate}::date and day < ${period.endDate}::date`,
  }[metric];
  const [row] = rowsOf<{ v: string }>(await db.execute(query));
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
