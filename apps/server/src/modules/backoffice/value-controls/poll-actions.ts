import type { BoPollCreate } from '@ug99/contract';

/**
 * What a poll added from the back office (`poll:add`, docs/BACKOFFICE.md#engagement) creates on the capped
 * path `poll_spins` (docs/rules/value-controls.md#polls), measured before the polls domain adds it.
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
