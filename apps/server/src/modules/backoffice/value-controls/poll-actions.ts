import type { BoPollCreate } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { addPoll } from '#polls';
import { auditName, originOf } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

/**
 * Adding a poll from the back office (`poll:add`, docs/BACKOFFICE.md#engagement), and what it creates on
 * the capped path `poll_spins` (docs/rules/value-controls.md#polls): run by the marketing operator within
 * the caps, or by the approver of a `poll.add` request.
 */

/** What a poll request carries: the poll as it will be added. */
export type PollPayload = { input: BoPollCreate; summary: string };

/** The free spins a poll gives its winners, all together: winners × spins each. */
export const pollSpins = (input: BoPollCreate) => BigInt(input.winner_count) * BigInt(input.prize_spins);

/** `โพล ทายผล: ผู้ชนะ 100 คน × หมุนฟรี 50 ครั้ง = 5,000 ครั้ง`-style text for a request. */
export function pollSummary(input: BoPollCreate): string {
  const n = (v: number | bigint) => v.toLocaleString('th-TH');
  return `โพล ${input.title}: ผู้ชนะ ${n(input.winner_count)} คน × หมุนฟรี ${n(input.prize_spins)} ครั้ง = ${n(pollSpins(input))} ครั้ง`;
}

/** Choice images in turn, as `poll:add` gives them. */
const choiceImage = (i: number) => `/media/engagement/poll-choice-${(i % 3) + 1}.svg`;

/**
 * The polls domain adds the poll, its seed (drawn now) and its `poll:add` audit row, in the caller's
 * transaction; a poll it refuses is BO_POLL_INVALID.
 */
export async function addPollAs(tx: Db, ctx: OperationsContext, operator: Operator, input: BoPollCreate) {
  const outcome = await addPoll(tx, {
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
}
