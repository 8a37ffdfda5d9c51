import type { BoPollCreate } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator, OperatorScope } from '#shared/acting-operator.ts';
import { addPoll } from './operator.ts';

/** Choice images in turn, as `poll:add` gives them. */
const choiceImage = (i: number) => `/media/engagement/poll-choice-${(i % 3) + 1}.svg`;

/**
 * A poll from the back office's form (`poll:add`, docs/BACKOFFICE.md#engagement): the poll, its seed
 * (drawn now) and its `poll:add` audit row, in the caller's transaction; a poll refused is BO_POLL_INVALID.
 * Run by the marketing operator within the caps, or by the approver of a `poll.add` request.
 */
export async function addOperatorPoll(
  tx: Db,
  scope: OperatorScope,
  operator: ActingOperator,
  input: BoPollCreate,
) {
  const outcome = await addPoll(tx, {
    agentId: scope.agentId,
    title: input.title,
    description: input.description,
    images: [],
    choices: input.choices.map((label, i) => ({ label, image: choiceImage(i) })),
    opensAt: input.opens_at ? new Date(input.opens_at) : scope.clock.now(),
    closesAt: new Date(input.closes_at),
    bahtPerVote: input.baht_per_vote,
    winnerCount: input.winner_count,
    prizeSpins: input.prize_spins,
    operator: operator.name,
    by: operator.by,
  });
  if (!outcome.ok) throw new AppError('BO_POLL_INVALID');
  return { id: outcome.pollId, seed_hash: outcome.seedHash };
}
