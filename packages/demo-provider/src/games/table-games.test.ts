import { describe, expect, it } from 'vitest';
import { newServerSeed, roundRng } from '../fair/rng.ts';
import {
  DRAGON_TIGER_BETS,
  dragonTigerReturn,
  dragonTigerRtp,
  playDragonTiger,
  rankOf,
} from './dragon-tiger.ts';
import type { DragonTigerRound } from './dragon-tiger.ts';
import { rollDice, SICBO_BETS, sicboReturn, sicboRtp } from './sicbo.ts';
import type { SicboRound } from './sicbo.ts';

describe('dragon tiger', () => {
  const round = (dragon: number, tiger: number): DragonTigerRound => ({
    dragon,
    tiger,
    winner: rankOf(dragon) > rankOf(tiger) ? 'dragon' : rankOf(tiger) > rankOf(dragon) ? 'tiger' : 'tie',
  });

  it('ranks ace lowest and king highest, suits not counting', () => {
    // 0 = ace of the first suit, 12 = its king, 13 = ace of the second suit
    expect(round(12, 0).winner).toBe('dragon');
    expect(round(0, 1).winner).toBe('tiger');
    expect(round(0, 13).winner).toBe('tie');
  });

  it('pays 1:1 on the winner, half back on a tie, 11:1 on the tie', () => {
    expect(dragonTigerReturn(round(12, 0), 'dragon', 10_000)).toBe(20_000);
    expect(dragonTigerReturn(round(12, 0), 'tiger', 10_000)).toBe(0);
    expect(dragonTigerReturn(round(0, 13), 'dragon', 10_000)).toBe(5_000);
    expect(dragonTigerReturn(round(0, 13), 'tie', 10_000)).toBe(120_000);
  });

  it('has the exact 8-deck RTP: 399.5 / 415 for dragon and tiger, 372 / 415 for the tie', () => {
    const rtp = dragonTigerRtp();
    expect(rtp.dragon).toBeCloseTo(399.5 / 415, 12);
    expect(rtp.tiger).toBeCloseTo(399.5 / 415, 12);
    expect(rtp.tie).toBeCloseTo(372 / 415, 12);
  });

  it('deals the same cards from the same seeds and lands near its RTP over 60,000 rounds', () => {
    const seed = { serverSeed: newServerSeed(), clientSeed: 'c', nonce: 3 };
    expect(playDragonTiger(roundRng(seed))).toEqual(playDragonTiger(roundRng(seed)));
    const sums = Object.fromEntries(DRAGON_TIGER_BETS.map((b) => [b, 0]));
    for (let nonce = 0; nonce < 60_000; nonce++) {
      const r = playDragonTiger(roundRng({ ...seed, nonce }));
      for (const bet of DRAGON_TIGER_BETS) sums[bet]! += dragonTigerReturn(r, bet, 100);
    }
    // Six standard errors of the mean (a stake's return spreads about 0.97 on dragon, 3.2 on tie): a correct
    // deal misses by more far less than once in a million runs; 0.015 on dragon was 3.8 and missed about
    // once in 6,000.
    expect(Math.abs(sums.dragon! / 6_000_000 - dragonTigerRtp().dragon)).toBeLessThan(0.025);
    expect(Math.abs(sums.tie! / 6_000_000 - dragonTigerRtp().tie)).toBeLessThan(0.08);
  });
});

describe('sic bo', () => {
  const throwOf = (...dice: [number, number, number]): SicboRound => ({
    dice,
    total: dice[0] + dice[1] + dice[2],
    triple: dice[0] === dice[1] && dice[1] === dice[2],
  });

  it('pays small, big, odd and even 1:1, all losing on a triple, and any triple 30:1', () => {
    expect(sicboReturn(throwOf(1, 2, 3), 'small', 1_000)).toBe(2_000);
    expect(sicboReturn(throwOf(1, 2, 3), 'even', 1_000)).toBe(2_000);
    expect(sicboReturn(throwOf(1, 2, 3), 'big', 1_000)).toBe(0);
    expect(sicboReturn(throwOf(6, 5, 6), 'big', 1_000)).toBe(2_000);
    expect(sicboReturn(throwOf(6, 5, 6), 'odd', 1_000)).toBe(2_000);
    expect(sicboReturn(throwOf(2, 2, 2), 'small', 1_000)).toBe(0);
    expect(sicboReturn(throwOf(2, 2, 2), 'even', 1_000)).toBe(0);
    expect(sicboReturn(throwOf(2, 2, 2), 'any_triple', 1_000)).toBe(31_000);
  });

  it('has the exact RTP over 216 throws: 105 × 2 / 216 for the even-money bets, 6 × 31 / 216 for any triple', () => {
    const rtp = sicboRtp();
    for (const bet of ['small', 'big', 'odd', 'even'] as const) expect(rtp[bet]).toBeCloseTo(210 / 216, 12);
    expect(rtp.any_triple).toBeCloseTo(186 / 216, 12);
  });

  it('throws the same dice from the same seeds, each die from 1 to 6 about equally often', () => {
    const seed = { serverSeed: newServerSeed(), clientSeed: 'c', nonce: 9 };
    expect(rollDice(roundRng(seed))).toEqual(rollDice(roundRng(seed)));
    const faces = new Array<number>(7).fill(0);
    let small = 0;
    for (let nonce = 0; nonce < 30_000; nonce++) {
      const r = rollDice(roundRng({ ...seed, nonce }));
      for (const d of r.dice) faces[d]! += 1;
      small += sicboReturn(r, 'small', 100);
    }
    for (let f = 1; f <= 6; f++) expect(faces[f]! / 90_000).toBeCloseTo(1 / 6, 1);
    expect(Math.abs(small / 3_000_000 - sicboRtp().small)).toBeLessThan(0.03);
    expect(SICBO_BETS).toContain('any_triple');
  });
});
