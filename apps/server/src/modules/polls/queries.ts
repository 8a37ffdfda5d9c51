import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { pollChoices, pollMemberVotes, polls, pollVotes, pollWinners } from '#db/schema/polls.ts';

export type PollRow = typeof polls.$inferSelect;

export async function findPoll(
  db: Db,
  pollId: number,
  lock?: 'share' | 'update',
): Promise<PollRow | undefined> {
  const query = db.select().from(polls).where(eq(polls.id, pollId));
  const [row] = lock ? await query.for(lock === 'share' ? 'share' : 'update') : await query;
  return row;
}

export async function choicesOf(db: Db, pollId: number) {
  return db
    .select()
    .from(pollChoices)
    .where(eq(pollChoices.pollId, pollId))
    .orderBy(asc(pollChoices.position));
}

/** Votes per choice, every choice listed (0 when none). */
export async function voteCounts(db: Db, pollId: number) {
  const rows = rowsOf<{ choice_id: number; votes: string }>(
    await db.execute(sql`
      select c.id as choice_id, count(v.id)::text as votes
      from poll_choices c left join poll_votes v on v.choice_id = c.id
      where c.poll_id = ${pollId}
      group by c.id, c.position order by c.position`),
  );
  return rows.map((r) => ({ choice_id: Number(r.choice_id), votes: Number(r.votes) }));
}

export async function usedVotes(db: Db, pollId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ used: pollMemberVotes.used })
    .from(pollMemberVotes)
    .where(and(eq(pollMemberVotes.pollId, pollId), eq(pollMemberVotes.memberId, memberId)));
  return row?.used ?? 0;
}

/**
 * Spends one vote when the member has one left: the counter is raised only while `used < quota`, in one
 * statement, so concurrent votes queue on the row and never pass the quota. Answers the new count.
 */
export async function takeVote(tx: Db, pollId: number, memberId: number, quota: number, at: Date) {
  const rows = rowsOf<{ used: number }>(
    await tx.execute(sql`
      insert into poll_member_votes (poll_id, member_id, used, updated_at)
      values (${pollId}, ${memberId}, 1, ${at.toISOString()}::timestamptz)
      on conflict (poll_id, member_id) do update
        set used = poll_member_votes.used + 1, updated_at = excluded.updated_at
        where poll_member_votes.used < ${quota}
      returning used`),
  );
  return rows[0] ? Number(rows[0].used) : undefined;
}

/**
 * Serialises one member's votes (a transaction-level advisory lock), so a retried request waits for the
 * first copy to commit and then finds its vote.
 */
export async function lockMemberVotes(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${POLL_VOTE_LOCK_SPACE}, ${memberId})`);
}

/** The first key of the per-member vote lock (ASCII 'PV'), apart from the other advisory locks. */
const POLL_VOTE_LOCK_SPACE = 0x5056;

export async function voteByRequest(db: Db, pollId: number, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(pollVotes)
    .where(
      and(eq(pollVotes.pollId, pollId), eq(pollVotes.memberId, memberId), eq(pollVotes.requestId, requestId)),
    );
  return row;
}

export async function insertVote(tx: Db, values: typeof pollVotes.$inferInsert) {
  const [row] = await tx.insert(pollVotes).values(values).returning();
  return row!;
}

/** Each voter of the choice once, by their first vote on it, ascending: the draw's tickets. */
export async function ticketsOf(db: Db, pollId: number, choiceId: number) {
  const rows = rowsOf<{ vote_id: number; member_id: number }>(
    await db.execute(sql`
      select min(id) as vote_id, member_id from poll_votes
      where poll_id = ${pollId} and choice_id = ${choiceId} group by member_id
      order by vote_id`),
  );
  return rows.map((r) => ({ voteId: Number(r.vote_id), memberId: Number(r.member_id) }));
}

/** Marks the poll drawn; false when another run already did (the draw happens once). */
export async function markDrawn(tx: Db, pollId: number, winningChoiceId: number | null, at: Date) {
  const rows = await tx
    .update(polls)
    .set({ drawnAt: at, winningChoiceId })
    .where(and(eq(polls.id, pollId), sql`${polls.drawnAt} is null`))
    .returning({ id: polls.id });
  return rows.length > 0;
}

export async function insertWinners(tx: Db, rows: (typeof pollWinners.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(pollWinners).values(rows);
}

export async function winnersOf(db: Db, pollId: number) {
  return db
    .select({ rank: pollWinners.rank, voteId: pollWinners.voteId, memberId: pollWinners.memberId })
    .from(pollWinners)
    .where(eq(pollWinners.pollId, pollId))
    .orderBy(asc(pollWinners.rank));
}

/** Polls past their close that have not been drawn yet, oldest first. */
export async function pollsToDraw(db: Db, now: Date) {
  return db
    .select({ id: polls.id })
    .from(polls)
    .where(and(sql`${polls.drawnAt} is null`, sql`${polls.closesAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(polls.closesAt));
}
