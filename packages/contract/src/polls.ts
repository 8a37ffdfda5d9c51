import { z } from 'zod';
import { rowIdParam } from './ids.ts';

/**
 * Poll calls (docs/ENGAGEMENT.md "Polls", docs/rules/polls.md): a campaign with choices and a window,
 * vote quota earned by deposits during it, and winners drawn at close from a committed seed that anyone
 * can recompute (`npm run poll:verify`).
 */

const id = rowIdParam;

export const pollQuery = z.object({ poll_id: id, agent_id: id.optional() });
export type PollQuery = z.infer<typeof pollQuery>;

export const pollState = z.enum(['upcoming', 'open', 'closed', 'drawn']);
export type PollState = z.infer<typeof pollState>;

export const pollChoice = z.object({
  choice_id: z.number().int(),
  label: z.string(),
  image: z.string(),
});
export type PollChoice = z.infer<typeof pollChoice>;

export const pollConfig = z.object({
  poll_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  opens_at: z.string(),
  closes_at: z.string(),
  state: pollState,
  choices: z.array(pollChoice),
  metadata: z.record(z.string(), z.string()),
  /** Deposit (baht) during the campaign that earns one vote. */
  baht_per_vote: z.number(),
  winner_count: z.number().int(),
  prize_spins: z.number().int(),
  /** SHA-256 (hex) of the draw seed, public from the start. */
  seed_hash: z.string(),
});
export type PollConfig = z.infer<typeof pollConfig>;

export const pollStats = z.object({
  poll_id: z.number().int(),
  total_votes: z.number().int(),
  choices: z.array(z.object({ choice_id: z.number().int(), votes: z.number().int() })),
});
export type PollStats = z.infer<typeof pollStats>;

export const pollSubmitRequest = z.object({
  poll_id: id,
  choice_id: id,
  agent_id: id.optional(),
  /** The client's id for this vote; a retry with the same id answers the first vote and spends nothing. */
  request_id: z.uuid({ error: 'คำขอไม่ถูกต้อง กรุณาโหวตใหม่อีกครั้ง' }).optional(),
});
export type PollSubmitRequest = z.infer<typeof pollSubmitRequest>;

export const pollQuota = z.object({
  poll_id: z.number().int(),
  /** Votes earned: floor(deposited / baht_per_vote). */
  quota: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** Credited deposits (baht) between the poll's opening and closing. */
  deposited: z.number(),
  baht_per_vote: z.number(),
  /** When the quota last grew: the latest counted deposit's credit time, or null. */
  last_updated_quota: z.string().nullable(),
});
export type PollQuota = z.infer<typeof pollQuota>;

export const pollQuotaCheck = pollQuota.extend({
  /** True when the poll is open and a vote is left. */
  can_vote: z.boolean(),
});
export type PollQuotaCheck = z.infer<typeof pollQuotaCheck>;

export const pollVoted = z.object({
  vote_id: z.number().int(),
  choice_id: z.number().int(),
  quota: pollQuota,
});
export type PollVoted = z.infer<typeof pollVoted>;

export const pollWinners = z.object({
  poll_id: z.number().int(),
  seed: z.string(),
  seed_hash: z.string(),
  winning_choice_id: z.number().int().nullable(),
  drawn_at: z.string(),
  /** Each voter of the winning choice once, by the id of their first vote on it, ascending. */
  tickets: z.array(z.object({ vote_id: z.number().int(), member: z.string() })),
  winners: z.array(z.object({ rank: z.number().int(), vote_id: z.number().int(), member: z.string() })),
});
export type PollWinners = z.infer<typeof pollWinners>;
