import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PollConfig, PollStats, PollWinners } from '@ug99/contract';
import { drawIndex, drawWinners, newPollSeed, pollSeedHash, winningChoice } from './draw.ts';
import { checkDraw } from './verify.ts';

const SEED = 'a'.repeat(64);

describe('the poll draw (docs/rules/polls.md#the-draw)', () => {
  it('publishes the SHA-256 of the seed text and draws seeds of 64 hex characters', () => {
    expect(pollSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(newPollSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newPollSeed()).not.toBe(newPollSeed());
  });

  it('reads each step as SHA-256(seed:step) modulo the tickets left', () => {
    const digest = createHash('sha256').update(`${SEED}:3`).digest('hex');
    expect(drawIndex(SEED, 3, 7)).toBe(Number(BigInt(`0x${digest}`) % 7n));
  });

  it('draws without replacement, in order, and stops when the tickets run out', () => {
    const tickets = [11, 12, 13, 14, 15];
    const winners = drawWinners(SEED, tickets, 3);
    expect(new Set(winners).size).toBe(3);
    const left = [...tickets];
    const expected = [0, 1, 2].map((step) => left.splice(drawIndex(SEED, step, left.length), 1)[0]);
    expect(winners).toEqual(expected);
    expect(drawWinners(SEED, tickets, 10).sort()).toEqual(tickets);
    expect(drawWinners(SEED, [], 3)).toEqual([]);
  });

  it('picks the most voted choice, the smallest id on a tie, none without votes', () => {
    expect(
      winningChoice([
        { choice_id: 3, votes: 5 },
        { choice_id: 1, votes: 7 },
      ]),
    ).toBe(1);
    expect(
      winningChoice([
        { choice_id: 3, votes: 7 },
        { choice_id: 2, votes: 7 },
      ]),
    ).toBe(2);
    expect(winningChoice([{ choice_id: 3, votes: 0 }])).toBeNull();
  });
});

describe('poll:verify checks', () => {
  const tickets = [10, 20, 30, 40].map((vote_id) => ({ vote_id, member: '08x-xxx-0000' }));
  const config = { seed_hash: pollSeedHash(SEED), winner_count: 2 } as PollConfig;
  const stats: PollStats = {
    poll_id: 1,
    total_votes: 9,
    choices: [
      { choice_id: 1, votes: 5 },
      { choice_id: 2, votes: 4 },
    ],
  };
  const honest = (): PollWinners => ({
    poll_id: 1,
    seed: SEED,
    seed_hash: config.seed_hash,
    winning_choice_id: 1,
    drawn_at: '2026-01-01T00:00:00.000Z',
    tickets,
    winners: drawWinners(SEED, tickets, 2).map((t, i) => ({ rank: i + 1, ...t })),
  });

  it('agrees with an honest draw', () => {
    expect(checkDraw(1, config, stats, honest()).agrees).toBe(true);
  });

  it('disagrees when the seed, the winning choice or a winner was changed', () => {
    expect(checkDraw(1, config, stats, { ...honest(), seed: 'b'.repeat(64) }).agrees).toBe(false);
    expect(checkDraw(1, config, stats, { ...honest(), winning_choice_id: 2 }).agrees).toBe(false);
    const swapped = honest();
    swapped.winners[0] = { rank: 1, vote_id: 99, member: 'x' };
    expect(checkDraw(1, config, stats, swapped).agrees).toBe(false);
  });
});
