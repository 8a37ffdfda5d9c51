import { GOLDEN_REELS } from './slot-model.ts';
import type { SlotModel } from './slot-model.ts';
import { evaluateLine, linePay } from './slot.ts';

/**
 * A slot's exact return to player from its tables. Every row of a reel shows each symbol with the
 * strip's frequency, so one line's expected pay is a sum over all symbol sequences; scatters are never
 * two on one reel's screen, so their count is a sum of independent per-reel chances. Free spins use
 * fresh stops, so their value multiplies by the chance of starting them.
 */
export function exactSlotRtp(model: SlotModel = GOLDEN_REELS): {
  rtp: number;
  lines: number;
  scatters: number;
  freeSpinChance: number;
} {
  const { symbols, reels, rows, reelCounts, scatter } = model;
  const totalOf = (counts: Readonly<Record<string, number>>) => symbols.reduce((n, s) => n + counts[s]!, 0);
  const freq = reelCounts.map((counts) => symbols.map((s) => counts[s]! / totalOf(counts)));
  let lines = 0;
  const walk = (reel: number, line: string[], p: number) => {
    if (p === 0) return;
    if (reel === reels) {
      const { symbol, count } = evaluateLine(line, model);
      lines += p * linePay(symbol, count, model);
      return;
    }
    for (const [i, s] of symbols.entries()) walk(reel + 1, [...line, s], p * freq[reel]![i]!);
  };
  walk(0, [], 1);

  // count[k] = chance that exactly k reels show a scatter
  let count = [1];
  for (const counts of reelCounts) {
    const q = (rows * counts[scatter]!) / totalOf(counts);
    count = [...count, 0].map((p, k) => p * (1 - q) + (k > 0 ? count[k - 1]! * q : 0));
  }
  const scatters = count.reduce((n, p, k) => n + p * (model.scatterPays[k] ?? 0), 0);
  const freeSpinChance =
    model.freeSpins > 0 ? count.slice(model.freeSpinScatters).reduce((a, b) => a + b, 0) : 0;
  const perSpin = lines + scatters;
  const rtp = perSpin * (1 + freeSpinChance * model.freeSpins * model.freeSpinMultiplier);
  return { rtp, lines, scatters, freeSpinChance };
}
