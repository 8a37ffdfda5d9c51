import { satangToBaht } from '@ug99/contract';
import type { BoPollCreate, BoPollDetail, BoPollRow } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { addPoll, pollState } from '#polls';
import { auditName, originOf } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { pollOfAgent, pollPage, pollResults, pollWinnerRows } from './queries.ts';

/**
 * Polls on the engagement screen (docs/BACKOFFICE.md#engagement): the list, `poll:add` through the polls
 * domain (its seed, choices and audit row in one transaction), and a poll's results and winners.
 */

type PollRow = NonNullable<Awaited<ReturnType<typeof pollOfAgent>>>;

/** The image each choice gets, in turn, as `poll:add` gives them. */
const choiceImage = (i: number) => `/media/engagement/poll-choice-${(i % 3) + 1}.svg`;

export function createPollScreen(ctx: OperationsContext) {
  const { db } = ctx;
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

  return {
    async list(q: { page: number; page_size: number }) {
      const now = ctx.clock.now();
      const { total, rows } = await pollPage(db, await ctx.agentId(), {
        page: q.page,
        pageSize: q.page_size,
      });
      return {
        total,
        page: q.page,
        page_size: q.page_size,
        items: rows.map((r) => rowView(r.poll, Number(r.totalVotes), now)),
      };
    },

    async detail(pollId: number): Promise<BoPollDetail> {
      const poll = await pollOfAgent(db, await ctx.agentId(), pollId);
      if (!poll) throw new AppError('BO_POLL_NOT_FOUND');
      const [choices, winners] = await Promise.all([pollResults(db, poll.id), pollWinnerRows(db, poll.id)]);
      const total = choices.reduce((s, c) => s + Number(c.votes), 0);
      return {
        poll: {
          ...rowView(poll, total, ctx.clock.now()),
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
          phone: w.phone,
          prize: w.prize,
        })),
      };
    },

    /** `poll:add`: the polls domain checks the poll and writes it, its seed and its audit row together. */
    async create(operator: Operator, input: BoPollCreate) {
      const outcome = await addPoll(db, {
        agentId: await ctx.agentId(),
        title: input.title,
        description: input.description,
        images: [],
        choices: input.choices.map((label, i) => ({ label, image: choiceImage(i) })),
        opensAt: input.opens_at ? new Date(input.opens_at) : ctx.clock.now(),
        closesAt: new Date(input.closes_at),
        bahtPerVote: input.baht_per_vote,
        winnerCount: input.winner_count,
        prizeSpins: input.prize_spins,
        operator: auditName(operator),
        by: originOf(operator),
      });
      if (!outcome.ok) throw new AppError('BO_POLL_INVALID');
      return { id: outcome.pollId, seed_hash: outcome.seedHash };
    },
  };
}
