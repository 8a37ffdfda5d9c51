import { satangToBaht } from '@ug99/contract';
import type { PollQuota } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { paidDepositsBetween } from '#payments';
import { usedVotes } from './queries.ts';
import type { PollRow } from './queries.ts';

/**
 * A member's vote quota (docs/rules/polls.md#quota): floor(credited deposits between the poll's opening
 * and closing / the poll's price of a vote), read from payments (`paidDepositsBetween`) each time, never cached.
 */
export async function memberQuota(db: Db, poll: PollRow, memberId: number): Promise<PollQuota> {
  // One after another: the vote takes this inside its transaction, one connection, one query at a time.
  const deposits = await paidDepositsBetween(db, memberId, poll.opensAt, poll.closesAt);
  const used = await usedVotes(db, poll.id, memberId);
  const quota = Number(deposits.creditedOrAskedSatang / poll.satangPerVote);
  return {
    poll_id: poll.id,
    quota,
    used,
    remaining: Math.max(quota - used, 0),
    deposited: satangToBaht(deposits.creditedOrAskedSatang),
    baht_per_vote: satangToBaht(poll.satangPerVote),
    last_updated_quota: deposits.lastPaidAt?.toISOString() ?? null,
  };
}
