import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { pollChoices, polls, pollVotes, pollWinners } from '#db/schema/polls.ts';

/**
 * The back office's reads of polls (docs/BACKOFFICE.md#engagement): the polls list with vote totals, a
 * poll's results and its winners (their phones come from members).
 */

export async function pollPage(db: Db, agentId: number, q: { page: number; pageSize: number }) {
  const [all] = await db.select({ n: count() }).from(polls).where(eq(polls.agentId, agentId));
  const votes = db
    .select({ pollId: pollVotes.pollId, n: sql<number>`count(*)::int`.as('n') })
    .from(pollVotes)
    .groupBy(pollVotes.pollId)
    .as('votes');
  const rows = await db
    .select({ poll: polls, totalVotes: sql<number>`coalesce(${votes.n}, 0)::int` })
    .from(polls)
    .leftJoin(votes, eq(votes.pollId, polls.id))
    .where(eq(polls.agentId, agentId))
    .orderBy(desc(polls.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { total: Number(all?.n ?? 0), rows };
}

export async function pollOfAgent(db: Db, agentId: number, pollId: number) {
  const [row] = await db
    .select()
    .from(polls)
    .where(and(eq(polls.id, pollId), eq(polls.agentId, agentId)));
  return row;
}

/** Every choice with its votes (0 when none), in order. */
export async function pollResults(db: Db, pollId: number) {
  return db
    .select({ id: pollChoices.id, label: pollChoices.label, votes: sql<number>`count(${pollVotes.id})::int` })
    .from(pollChoices)
    .leftJoin(pollVotes, eq(pollVotes.choiceId, pollChoices.id))
    .where(eq(pollChoices.pollId, pollId))
    .groupBy(pollChoices.id, pollChoices.label, pollChoices.position)
    .orderBy(asc(pollChoices.position));
}

export async function pollWinnerRows(db: Db, pollId: number) {
  return db
    .select({
      rank: pollWinners.rank,
      memberId: pollWinners.memberId,
      prize: pollWinners.prize,
    })
    .from(pollWinners)
    .where(eq(pollWinners.pollId, pollId))
    .orderBy(asc(pollWinners.rank));
}
