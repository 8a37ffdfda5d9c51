import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Polls (docs/rules/polls.md, docs/ENGAGEMENT.md "Polls"): a campaign with choices and a window; each
 * member's used votes (a counter raised only under the member's quota), every vote, and the winners
 * drawn at close from the committed seed (`seed_hash` is public from the start, `seed` once drawn).
 */
export const polls = pgTable(
  'polls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** One vote per this much deposited (credited) between opens_at and closes_at. */
    satangPerVote: bigint('satang_per_vote', { mode: 'bigint' }).notNull(),
    winnerCount: integer('winner_count').notNull(),
    /** Free wheel spins each winner receives. */
    prizeSpins: integer('prize_spins').notNull(),
    /** 64 hex characters from node:crypto; secret until the draw. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    winningChoiceId: integer('winning_choice_id'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('polls_window', sql`${t.closesAt} > ${t.opensAt}`),
    check('polls_vote_price_positive', sql`${t.satangPerVote} > 0`),
    check('polls_winners_not_negative', sql`${t.winnerCount} >= 0 and ${t.prizeSpins} >= 0`),
  ],
);

export const pollChoices = pgTable(
  'poll_choices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    image: text('image').notNull(),
  },
  (t) => [unique('poll_choices_position_unique').on(t.pollId, t.position)],
);

/** Votes a member has spent on a poll: raised by a conditional update that never passes the quota. */
export const pollMemberVotes = pgTable(
  'poll_member_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    memberId: integer('member_id').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.memberId] }),
    check('poll_member_votes_used_not_negative', sql`${t.used} >= 0`),
  ],
);

/** One vote; (poll, member, vote_no) is unique, vote_no being the member's used count after it. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    choiceId: integer('choice_id')
      .notNull()
      .references(() => pollChoices.id),
    memberId: integer('member_id').notNull(),
    voteNo: integer('vote_no').notNull(),
    /** The client's id for this vote, when sent: a retried request answers the first vote. */
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('poll_votes_member_vote_unique').on(t.pollId, t.memberId, t.voteNo),
    unique('poll_votes_member_request_unique').on(t.pollId, t.memberId, t.requestId),
    index('poll_votes_choice_idx').on(t.pollId, t.choiceId, t.id),
  ],
);

/** The drawn winners in draw order; `prize` says whether the spins were granted or withheld. */
export const pollWinners = pgTable(
  'poll_winners',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    rank: integer('rank').notNull(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => pollVotes.id),
    memberId: integer('member_id').notNull(),
    prize: text('prize').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.rank] }),
    unique('poll_winners_member_unique').on(t.pollId, t.memberId),
    check('poll_winners_prize_known', sql`${t.prize} in ('granted', 'withheld')`),
  ],
);
