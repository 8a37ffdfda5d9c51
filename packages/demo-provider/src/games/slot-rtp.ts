import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPIN_SCATTERS,
  FREE_SPINS,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  SLOT_SYMBOLS,
} from './slot-model.ts';
import { REEL_COUNTS } from './slot-model.ts';
import type { SlotSymbol } from './slot-model.ts';
import { evaluateLine, linePay } from './slot.ts';

/**
 * The slot's exact return to player from its tables. Every row of a reel shows each symbol with the
 * strip's frequency, so one line's expected pay is a sum over all symbol sequences; scatters are never
 * two on one reel's screen, so their count is a sum of independent per-reel chances. Free spins use
 * fresh stops, so their value multiplies by the chance of starting them.
 */
export function exactSlotRtp(): { rtp: number; lines: number; scatters: number; freeSpinChance: number } {
  const freq = REEL_COUNTS.map((counts) => {
    const total = SLOT_SYMBOLS.reduce((n, s) => n + counts[s], 0);
    return SLOT_SYMBOLS.map((s) => counts[s] / total);
  });
  let lines = 0;
  const walk = (reel: number, symbols: SlotSymbol[], p: number) => {
    if (p === 0) return;
    if (reel === REELS) {
      const { symbol, count } = evaluateLine(symbols);
      lines += p * linePay(symbol, count);
      return;
    }
    for (const [i, s] of SLOT_SYMBOLS.entries()) walk(reel + 1, [...symbols, s], p * freq[reel]![i]!);
  };
  walk(0, [], 1);

  // count[k] = chance that exactly k reels show a scatter
  let count = [1];
  for (const counts of REEL_COUNTS) {
    const total = SLOT_SYMBOLS.reduce((n, s) => n + counts[s], 0);
    const q = (ROWS * counts[SCATTER]) / total;
    count = [...count, 0].map((p, k) => p * (1 - q) + (k > 0 ? count[k - 1]! * q : 0));
  }
  const scatters = count.reduce((n, p, k) => n + p * (SCATTER_PAYS[k] ?? 0), 0);
  const freeSpinChance = count.slice(FREE_SPIN_SCATTERS).reduce((a, b) => a + b, 0);
  const perSpin = lines + scatters;
  const rtp = perSpin * (1 + freeSpinChance * FREE_SPINS * FREE_SPIN_MULTIPLIER);
  return { rtp, lines, scatters, freeSpinChance };
}
