import { describe, expect, it } from 'vitest';
import type { Rng } from '../fair/rng.ts';
import type { SlotModel } from './slot-model.ts';
import { exactSlotRtp } from './slot-rtp.ts';
import { playSlot } from './slot.ts';
import { exactSlotSpread } from './slot-volatility.ts';

/**
 * A slot small enough to play every round there is: three reels of four stops showing two rows (every
 * round, free spins included, is one of 32,824 stop sequences), wilds, a scatter that ends a run of
 * wilds, a blank that pays nothing, pays from two in a row, and two free spins ×3 from three scatters,
 * which themselves pay nothing (so a round can start free spins with nothing paid yet).
 */
const TINY: SlotModel = {
  symbols: ['W', 'S', 'A', 'B', 'C'],
  wild: 'W',
  scatter: 'S',
  top: 'A',
  reels: 3,
  rows: 2,
  paylines: [
    [0, 0, 0],
    [1, 1, 1],
    [0, 1, 0],
    [1, 0, 1],
  ],
  minLineRun: 2,
  paytable: { A: [4, 10], B: [1, 3] },
  scatterPays: { 2: 1 },
  freeSpinScatters: 3,
  freeSpins: 2,
  freeSpinMultiplier: 3,
  reelCounts: [
    { W: 1, S: 1, A: 1, B: 0, C: 1 },
    { W: 1, S: 1, A: 0, B: 1, C: 1 },
    { W: 1, S: 1, A: 1, B: 0, C: 1 },
  ],
  strips: [
    ['W', 'A', 'S', 'C'],
    ['W', 'S', 'B', 'C'],
    ['A', 'W', 'S', 'C'],
  ],
  volatility: 'medium',
};

/** Plays every sequence of stops the engine can ask for, each with its chance: every round exactly once. */
function everyRound(model: SlotModel, visit: (totalPay: number, chance: number) => void) {
  const more = Symbol('more stops');
  const walk = (stops: number[], chance: number) => {
    let next = 0;
    let asked = 0;
    const rng: Rng = {
      int(n) {
        if (next < stops.length) return stops[next++]!;
        asked = n;
        throw more;
      },
      weighted: () => {
        throw new Error('a slot draws stops only');
      },
    };
    try {
      visit(playSlot(rng, model).totalPay, chance);
    } catch (error) {
      if (error !== more) throw error;
      for (let stop = 0; stop < asked; stop++) walk([...stops, stop], chance / asked);
    }
  };
  walk([], 1);
}

describe('exact slot volatility', () => {
  it('agrees with playing every round of a small slot through the engine', () => {
    let rounds = 0;
    let hits = 0;
    let sum = 0;
    let squares = 0;
    everyRound(TINY, (totalPay, chance) => {
      rounds += 1;
      const x = totalPay / TINY.paylines.length;
      if (totalPay > 0) hits += chance;
      sum += chance * x;
      squares += chance * x * x;
    });
    // 56 of the 64 paid spins start nothing; the 8 that show three scatters each go on to 64 × 64 free ones
    expect(rounds).toBe(56 + 8 * 64 ** 2);

    const exact = exactSlotSpread(TINY);
    expect(hits).toBeGreaterThan(0.1);
    expect(hits).toBeLessThan(0.9);
    expect(exact.hitRate).toBeCloseTo(hits, 9);
    expect(exact.mean).toBeCloseTo(sum, 9);
    expect(exact.sd).toBeCloseTo(Math.sqrt(squares - sum * sum), 9);
    expect(exact.mean).toBeCloseTo(exactSlotRtp(TINY).rtp, 9);
  });
});
