import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { quests } from '#db/schema/quests.ts';
import type { QuestPendingChange } from '#db/schema/quests.ts';
import type { QuestPeriod } from '@ug99/contract';
import { effectiveQuest, nextPeriodStart } from './rules.ts';
import type { QuestValues } from './rules.ts';

/**
 * The operator's quest changes (docs/BACKOFFICE.md#engagement). A change never reaches the period under
 * way: a new quest starts switched off and switches on at its next period; an edit (including switching
 * a quest off) waits in `pending` until the quest's next period starts. Members keep the target, reward
 * and state of the period they are in, so nothing is retroactive to their progress.
 */

export type QuestRow = typeof quests.$inferSelect;

/** The pending change as stored: amounts as decimal strings. */
const pendingOf = (v: QuestValues): QuestPendingChange => ({
  title: v.title,
  description: v.description,
  target: v.target.toString(),
  rewardKind: v.rewardKind,
  rewardAmount: v.rewardAmount.toString(),
  active: v.active,
  sortOrder: v.sortOrder,
});

export async function listQuests(
  db: Db,
  agentId: number,
  q: { page: number; pageSize: number; active?: boolean | undefined },
): Promise<{ total: number; rows: QuestRow[] }> {
  const where = and(
    eq(quests.agentId, agentId),
    q.active === undefined ? undefined : eq(quests.active, q.active),
  );
  const [all] = await db.select({ n: count() }).from(quests).where(where);
  const rows = await db
    .select()
    .from(quests)
    .where(where)
    .orderBy(asc(quests.sortOrder), asc(quests.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { total: Number(all?.n ?? 0), rows };
}

export async function lockQuest(tx: Db, agentId: number, questId: number): Promise<QuestRow | undefined> {
  const [row] = await tx
    .select()
    .from(quests)
    .where(and(eq(quests.id, questId), eq(quests.agentId, agentId)))
    .for('update');
  return row;
}

/**
 * A new quest: stored switched off, switching on when its first full period starts. Undefined when the
 * code is taken (the agent's unique code decides).
 */
export async function createQuest(
  tx: Db,
  input: { agentId: number; code: string; period: QuestPeriod; metric: string } & Omit<QuestValues, 'active'>,
  now: Date,
): Promise<QuestRow | undefined> {
  const values: QuestValues = { ...input, active: true };
  const [row] = await tx
    .insert(quests)
    .values({
      agentId: input.agentId,
      code: input.code,
      period: input.period,
      metric: input.metric,
      ...values,
      active: false,
      pending: pendingOf(values),
      pendingFrom: nextPeriodStart(input.period, now),
      createdAt: now,
    })
    .onConflictDoNothing({ target: [quests.agentId, quests.code] })
    .returning();
  return row;
}

/**
 * Schedules `values` for the quest's next period. A change already due (its period has begun) is folded
 * into the row first, so it is not lost; a change still waiting is replaced by this one.
 */
export async function scheduleQuestChange(
  tx: Db,
  row: QuestRow,
  values: QuestValues,
  now: Date,
): Promise<QuestRow> {
  const current = effectiveQuest(row, now);
  const [updated] = await tx
    .update(quests)
    .set({
      title: current.title,
      description: current.description,
      target: current.target,
      rewardKind: current.rewardKind,
      rewardAmount: current.rewardAmount,
      active: current.active,
      sortOrder: current.sortOrder,
      pending: pendingOf(values),
      pendingFrom: nextPeriodStart(row.period as QuestPeriod, now),
    })
    .where(eq(quests.id, row.id))
    .returning();
  return updated!;
}
