import { createHash, randomBytes } from 'node:crypto';

/**
 * The poll draw (docs/rules/polls.md#the-draw), written so anyone can recompute it from public data:
 * - seed: 64 lowercase hex characters from node:crypto, fixed when the poll is created;
 *   seed_hash = hex(SHA-256(the seed's 64 characters as UTF-8)), published from the start;
 * - winning choice: the most votes; a tie goes to the smallest choice_id; no votes, no winner;
 * - tickets: each voter of the winning choice once, as the id of their first vote on it, ascending;
 * - for i = 0, 1, … while winners < winner_count and tickets remain: h = SHA-256(`${seed}:${i}`) read as
 *   a 256-bit unsigned big-endian integer, j = h mod (tickets left); ticket j wins and leaves the list.
 */

export const newPollSeed = () => randomBytes(32).toString('hex');

export const pollSeedHash = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/** The index drawn at step `step` among `n` tickets. */
export function drawIndex(seed: string, step: number, n: number): number {
  const digest = createHash('sha256').update(`${seed}:${step}`, 'utf8').digest('hex');
  return Number(BigInt(`0x${digest}`) % BigInt(n));
}

/** Draws up to `count` of `tickets` (already in ascending vote id order) without replacement. */
export function drawWinners<T>(seed: string, tickets: readonly T[], count: number): T[] {
  const left = [...tickets];
  const winners: T[] = [];
  for (let step = 0; winners.length < count && left.length > 0; step++) {
    winners.push(left.splice(drawIndex(seed, step, left.length), 1)[0]!);
  }
  return winners;
}

/** The choice with the most votes, the smallest choice_id among equals; null when nobody voted. */
export function winningChoice(counts: readonly { choice_id: number; votes: number }[]): number | null {
  let best: { choice_id: number; votes: number } | null = null;
  for (const c of counts) {
    if (c.votes <= 0) continue;
    if (!best || c.votes > best.votes || (c.votes === best.votes && c.choice_id < best.choice_id)) best = c;
  }
  return best?.choice_id ?? null;
}
