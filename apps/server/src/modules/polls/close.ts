import type { Db } from '#db/client.ts';
import type { Job } from '#jobs/runner.ts';
import { grantSpins, rewardsAllowed } from '#wheel';
import { drawWinners, winningChoice } from './draw.ts';
import { findPoll, insertWinners, markDrawn, pollsToDraw, ticketsOf, voteCounts } from './queries.ts';

export type DrawOutcome = { drawn: boolean; winningChoiceId: number | null; winners: number };

/**
 * Draws a closed poll's winners exactly once (docs/rules/polls.md#the-draw): the poll row is taken for
 * update (accepted votes have committed; later ones see it closed), `drawn_at is null` is checked by the
 * conditional update, winners are stored and each gets the poll's free spins, unless cooling off or
 * self-excluded at the draw (then the prize is withheld; the draw itself is unchanged).
 */
export async function drawPoll(db: Db, pollId: number, now: Date): Promise<DrawOutcome> {
  return db.transaction(async (tx) => {
    const poll = await findPoll(tx, pollId, 'update');
    if (!poll || poll.drawnAt || now < poll.closesAt)
      return { drawn: false, winningChoiceId: null, winners: 0 };
    const choiceId = winningChoice(await voteCounts(tx, poll.id));
    if (!(await markDrawn(tx, poll.id, choiceId, now)))
      return { drawn: false, winningChoiceId: null, winners: 0 };
    const tickets = choiceId === null ? [] : await ticketsOf(tx, poll.id, choiceId);
    const drawn = drawWinners(poll.seed, tickets, poll.winnerCount);
    const rows = [];
    for (const [i, ticket] of drawn.entries()) {
      const allowed = await rewardsAllowed(tx, ticket.memberId, now);
      if (allowed && poll.prizeSpins > 0) {
        await grantSpins(tx, {
          memberId: ticket.memberId,
          spins: poll.prizeSpins,
          source: 'poll',
          sourceRef: `${poll.id}:${i + 1}`,
        });
      }
      rows.push({
        pollId: poll.id,
        rank: i + 1,
        voteId: ticket.voteId,
        memberId: ticket.memberId,
        prize: allowed ? 'granted' : 'withheld',
      });
    }
    await insertWinners(tx, rows);
    return { drawn: true, winningChoiceId: choiceId, winners: rows.length };
  });
}

/** Every 30 s, and at start-up for polls that closed while no server ran. */
export function createPollJobs(): Job[] {
  return [
    {
      name: 'polls:draw',
      everyMs: 30_000,
      async run({ db, now }) {
        let done = 0;
        for (const { id } of await pollsToDraw(db, now)) if ((await drawPoll(db, id, now)).drawn) done++;
        return done;
      },
    },
  ];
}
