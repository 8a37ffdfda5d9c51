import { engagementMessages, formatBaht, satangToBaht } from '@ug99/contract';
import type {
  PollConfig,
  PollQuery,
  PollQuota,
  PollQuotaCheck,
  PollState,
  PollStats,
  PollSubmitRequest,
  PollVoted,
  PollWinners,
} from '@ug99/contract';
import { memberContactsOf } from '#members';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { assertRewardsAllowed, maskPhone } from '#wheel';
import {
  choicesOf,
  findPoll,
  insertVote,
  lockMemberVotes,
  takeVote,
  ticketsOf,
  voteByRequest,
  voteCounts,
  winnersOf,
} from './queries.ts';
import type { PollRow } from './queries.ts';
import { memberQuota } from './quota.ts';

export type PollService = ReturnType<typeof createPollService>;

export function pollState(poll: PollRow, now: Date): PollState {
  if (poll.drawnAt) return 'drawn';
  if (now < poll.opensAt) return 'upcoming';
  return now < poll.closesAt ? 'open' : 'closed';
}

/**
 * Polls (docs/rules/polls.md): public config, stats and winners; the member's quota and votes. A vote
 * holds the poll row in share mode while it checks the window and spends from the quota, so the draw
 * (which takes the row for update after the close) counts every vote that was accepted.
 */
export function createPollService(db: Db, clock: Clock, agentId: () => Promise<number>) {
  async function pollOf(q: PollQuery): Promise<PollRow> {
    const agent = await agentId();
    const poll = await findPoll(db, q.poll_id);
    // agent_id is the site's own agent (spec §9); another names nothing here.
    if (!poll || poll.agentId !== agent || (q.agent_id !== undefined && q.agent_id !== agent)) {
      throw new AppError('POLL_NOT_FOUND');
    }
    return poll;
  }

  return {
    async config(q: PollQuery): Promise<PollConfig> {
      const poll = await pollOf(q);
      const choices = await choicesOf(db, poll.id);
      return {
        poll_id: poll.id,
        title: poll.title,
        description: poll.description,
        images: poll.images,
        opens_at: poll.opensAt.toISOString(),
        closes_at: poll.closesAt.toISOString(),
        state: pollState(poll, clock.now()),
        choices: choices.map((c) => ({ choice_id: c.id, label: c.label, image: c.image })),
        metadata: poll.metadata,
        baht_per_vote: satangToBaht(poll.satangPerVote),
        winner_count: poll.winnerCount,
        prize_spins: poll.prizeSpins,
        seed_hash: poll.seedHash,
      };
    },

    async stats(q: PollQuery): Promise<PollStats> {
      const poll = await pollOf(q);
      const choices = await voteCounts(db, poll.id);
      return { poll_id: poll.id, total_votes: choices.reduce((s, c) => s + c.votes, 0), choices };
    },

    async quota(member: SessionMember, q: PollQuery): Promise<PollQuota> {
      return memberQuota(db, await pollOf(q), member.id);
    },

    async check(member: SessionMember, q: PollQuery): Promise<PollQuotaCheck> {
      const poll = await pollOf(q);
      const quota = await memberQuota(db, poll, member.id);
      return { ...quota, can_vote: pollState(poll, clock.now()) === 'open' && quota.remaining > 0 };
    },

    async submit(member: SessionMember, req: PollSubmitRequest): Promise<PollVoted> {
      const checked = await pollOf(req);
      return db.transaction(async (tx) => {
        const poll = (await findPoll(tx, checked.id, 'share'))!;
        if (req.request_id) {
          // A retried request answers its first vote and spends nothing (docs/rules/polls.md#voting).
          await lockMemberVotes(tx, member.id);
          const earlier = await voteByRequest(tx, poll.id, member.id, req.request_id);
          if (earlier) {
            return {
              vote_id: earlier.id,
              choice_id: earlier.choiceId,
              quota: await memberQuota(tx, poll, member.id),
            };
          }
        }
        // The clock is read under the lock: once the draw holds the row, any later vote sees it closed.
        const now = clock.now();
        if (now < poll.opensAt)
          throw new AppError('POLL_NOT_OPEN', engagementMessages.pollNotOpen(poll.opensAt));
        if (now >= poll.closesAt || poll.drawnAt) throw new AppError('POLL_CLOSED');
        const choices = await choicesOf(tx, poll.id);
        if (!choices.some((c) => c.id === req.choice_id)) throw new AppError('POLL_CHOICE_NOT_FOUND');
        await assertRewardsAllowed(tx, member.id, now);
        const quota = await memberQuota(tx, poll, member.id);
        const noQuota = () =>
          new AppError(
            'POLL_NO_QUOTA',
            engagementMessages.pollNoQuota(formatBaht(satangToBaht(poll.satangPerVote))),
          );
        if (quota.quota < 1) throw noQuota();
        const used = await takeVote(tx, poll.id, member.id, quota.quota, now);
        if (used === undefined) throw noQuota();
        const vote = await insertVote(tx, {
          pollId: poll.id,
          choiceId: req.choice_id,
          memberId: member.id,
          voteNo: used,
          requestId: req.request_id ?? null,
          createdAt: now,
        });
        return {
          vote_id: vote.id,
          choice_id: vote.choiceId,
          quota: { ...quota, used, remaining: Math.max(quota.quota - used, 0) },
        };
      });
    },

    async winners(q: PollQuery): Promise<PollWinners> {
      const poll = await pollOf(q);
      if (!poll.drawnAt) throw new AppError('POLL_NOT_DRAWN');
      const tickets = poll.winningChoiceId === null ? [] : await ticketsOf(db, poll.id, poll.winningChoiceId);
      const winners = await winnersOf(db, poll.id);
      // Three queries whatever the count: the phones of both lists in one (members owns them).
      const contacts = await memberContactsOf(
        db,
        [...tickets, ...winners].map((r) => r.memberId),
      );
      return {
        poll_id: poll.id,
        seed: poll.seed,
        seed_hash: poll.seedHash,
        winning_choice_id: poll.winningChoiceId,
        drawn_at: poll.drawnAt.toISOString(),
        tickets: tickets.map((t) => ({
          vote_id: t.voteId,
          member: maskPhone(contacts.of(t.memberId).phone),
        })),
        winners: winners.map((w) => ({
          rank: w.rank,
          vote_id: w.voteId,
          member: maskPhone(contacts.of(w.memberId).phone),
        })),
      };
    },
  };
}
