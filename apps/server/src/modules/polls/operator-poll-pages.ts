import { satangToBaht } from '@ug99/contract';
import type { BoPollDetail, BoPollRow } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { memberContactsOf } from '#members';
import type { OperatorScope } from '#shared/acting-operator.ts';
import { pollOfAgent, pollPage, pollResults, pollWinnerRows } from './operator-queries.ts';
import { pollState } from './service.ts';

/** The back office's polls list and a poll's results and winners (docs/BACKOFFICE.md#engagement). */

type PollRow = NonNullable<Awaited<ReturnType<typeof pollOfAgent>>>;

const rowView = (p: PollRow, totalVotes: number, now: Date): BoPollRow => ({
  id: p.id,
  title: p.title,
  opens_at: p.opensAt.toISOString(),
  closes_at: p.closesAt.toISOString(),
  state: pollState(p, now),
  baht_per_vote: satangToBaht(p.satangPerVote),
  winner_count: p.winnerCount,
  prize_spins: p.prizeSpins,
  total_votes: totalVotes,
  created_at: p.createdAt.toISOString(),
});

/** A page of the agent's polls, newest first, each with its votes so far. */
export async function operatorPollPage(db: Db, scope: OperatorScope, q: { page: number; page_size: number }) {
  const now = scope.clock.now();
  const { total, rows } = await pollPage(db, scope.agentId, { page: q.page, pageSize: q.page_size });
  return {
    total,
    page: q.page,
    page_size: q.page_size,
    items: rows.map((r) => rowView(r.poll, Number(r.totalVotes), now)),
  };
}

/** A poll's choices with their votes and its winners; BO_POLL_NOT_FOUND when the agent has no such poll. */
export async function operatorPollDetail(
  db: Db,
  scope: OperatorScope,
  pollId: number,
): Promise<BoPollDetail> {
  const poll = await pollOfAgent(db, scope.agentId, pollId);
  if (!poll) throw new AppError('BO_POLL_NOT_FOUND');
  const [choices, winners] = await Promise.all([pollResults(db, poll.id), pollWinnerRows(db, poll.id)]);
  // Four queries: the poll, its choices, its winners, and the winners' phones in one batch.
  const contacts = await memberContactsOf(
    db,
    winners.map((w) => w.memberId),
  );
  const total = choices.reduce((s, c) => s + Number(c.votes), 0);
  return {
    poll: {
      ...rowView(poll, total, scope.clock.now()),
      description: poll.description,
      seed_hash: poll.seedHash,
      drawn_at: poll.drawnAt ? poll.drawnAt.toISOString() : null,
    },
    choices: choices.map((c) => ({
      id: c.id,
      label: c.label,
      votes: Number(c.votes),
      winning: poll.winningChoiceId === c.id,
    })),
    winners: winners.map((w) => ({
      rank: w.rank,
      member_id: w.memberId,
      phone: contacts.of(w.memberId).phone,
      prize: w.prize,
    })),
  };
}
