import { describe, expect, it } from 'vitest';
import { newServerSeed, roundRng } from '../fair/rng.ts';
import { PAYTABLE, SCATTER, STRIPS } from './slot-model.ts';
import type { SlotSymbol } from './slot-model.ts';
import { evaluateGrid, evaluateLine, playSlot, SLOT_LINES, slotWinAmount } from './slot.ts';
import { exactSlotRtp } from './slot-rtp.ts';

/** Rows written top to bottom as they appear on screen, turned into grid[reel][row]. */
const screen = (...rows: string[]): SlotSymbol[][] =>
  Array.from({ length: 5 }, (_, reel) => rows.map((row) => row[reel] as SlotSymbol));

describe('slot lines', () => {
  it('pay the run from the leftmost reel, with wilds joining it', () => {
    expect(evaluateLine(['A', 'A', 'W', 'A', 'K'])).toEqual({ symbol: 'A', count: 4 });
    expect(evaluateLine(['W', 'W', 'G', 'G', 'J'])).toEqual({ symbol: 'G', count: 4 });
    expect(evaluateLine(['K', 'A', 'A', 'A', 'A'])).toEqual({ symbol: 'K', count: 1 });
  });

  it('pay wilds ended by a scatter, or filling the line, as the top symbol', () => {
    expect(evaluateLine(['W', 'W', 'W', 'S', 'A'])).toEqual({ symbol: 'D', count: 3 });
    expect(evaluateLine(['W', 'W', 'W', 'W', 'W'])).toEqual({ symbol: 'D', count: 5 });
  });

  it('evaluates all ten paylines of a screen, including the V shapes', () => {
    const spin = evaluateGrid(screen('QJKAK', 'AQKAJ', 'JAQJQ'), 1);
    // line 4 (rows 0,1,2,1,0) reads Q Q Q A K: three queens; line 2 (bottom) reads J A Q J Q: nothing
    expect(spin.lineWins).toEqual([{ line: 3, symbol: 'Q', count: 3, pay: PAYTABLE.Q[0] }]);
    expect(spin.pay).toBe(PAYTABLE.Q[0]);
  });

  it('pays stake × pay ÷ lines in whole satang, rounding a fraction of a satang down', () => {
    expect(slotWinAmount(1_000, 25)).toBe(2_500);
    expect(slotWinAmount(105, 3)).toBe(31); // 31.5 satang
    expect(slotWinAmount(10_000, 0)).toBe(0);
  });

  it('pays scatters anywhere on the total stake and multiplies free-spin wins', () => {
    const spin = evaluateGrid(screen('SJKSK', 'AQKAJ', 'JASJQ'), 2);
    expect(spin.scatters).toBe(3);
    expect(spin.pay).toBe(2 * 2 * SLOT_LINES);
  });
});

describe('slot model', () => {
  it('never shows two scatters of one reel on screen', () => {
    for (const strip of STRIPS) {
      strip.forEach((symbol, i) => {
        if (symbol !== SCATTER) return;
        expect(strip[(i + 1) % strip.length]).not.toBe(SCATTER);
        expect(strip[(i + 2) % strip.length]).not.toBe(SCATTER);
      });
    }
  });

  it('is configured for a return to player of about 96%', () => {
    expect(exactSlotRtp().rtp).toBeGreaterThan(0.955);
    expect(exactSlotRtp().rtp).toBeLessThan(0.965);
  });

  it('plays free spins, without a new bet, when the paid spin shows three or more scatters', () => {
    const serverSeed = newServerSeed();
    for (let nonce = 0; nonce < 3000; nonce++) {
      const round = playSlot(roundRng({ serverSeed, clientSeed: 'c', nonce }));
      expect(round.spins.length).toBe(round.spins[0]!.scatters >= 3 ? 11 : 1);
    }
  });
});
