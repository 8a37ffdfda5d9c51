import { satangToBaht } from '@ug99/contract';
import type { BoPollCreate, BoPollDetail, BoPollOutcome, BoPollRow } from '@ug99/contract';
import { randomUUID } from 'node:crypto';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { memberContactsOf } from '#members';
import { pollOfAgent, pollPage, pollResults, pollState, pollWinnerRows } from '#polls';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { addPollAs, pollSpins, pollSummary } from '../value-controls/poll-actions.ts';
import type { PollPayload } from '../value-controls/poll-actions.ts';
import { checkAndRecord } from '../value-controls/service.ts';

/**
 * Polls on the engagement screen (docs/BACKOFFICE.md#engagement): the list, `poll:add` through the polls
 * domain (its seed, choices and audit row in one transaction), and a poll's results and winners.
 */

type PollRow = NonNullable<Awaited<ReturnType<typeof pollOfAgent>>>;

export function createPollScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
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
      // Four queries: the poll, its choices, its winners, and the winners' phones in one batch.
      const contacts = await memberContactsOf(
        db,
        winners.map((w) => w.memberId),
      );
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
          phone: contacts.of(w.memberId).phone,
          prize: w.prize,
        })),
      };
    },

    /**
     * `poll:add`: the polls domain checks the poll and writes it, its seed and its audit row together. Its
     * winners' free spins are a capped path (docs/rules/value-controls.md#polls): past the caps the poll
     * becomes a four-eyes request and does not exist until finance or an admin approves.
     */
    async create(operator: Operator, input: BoPollCreate): Promise<BoPollOutcome> {
      // A poll that closes before it opens is refused now, not turned into a request nobody can carry out.
      const opensAt = input.opens_at ? new Date(input.opens_at) : ctx.clock.now();
      if (!(new Date(input.closes_at) > opensAt)) throw new AppError('BO_POLL_INVALID');
      return runInLedgerTransaction(db, async (tx) => {
        const spins = pollSpins(input);
        if (spins > 0n) {
          const within = await checkAndRecord(tx, ctx, operator, {
            key: 'poll_spins',
            memberId: null,
            amount: spins,
            ref: `poll:${randomUUID()}`,
          });
          if (within === 'over') {
            const approval = await requestApproval(tx, { audit, clock: ctx.clock }, operator, {
              kind: 'poll.add',
              subject: `poll:${input.title}`,
              payload: { input, summary: pollSummary(input) } satisfies PollPayload,
              retryAfterDecision: false,
            });
            return { approval: approvalView(approval, operator) };
          }
        }
        return addPollAs(tx, ctx, operator, input);
      });
    },
  };
}
