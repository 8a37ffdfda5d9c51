/**
 * Golden Reels: the fixed model (strips, paylines, paytable). The configured RTP is what `exactSlotRtp`
 * computes from these tables; the simulation script checks that play lands on it.
 */
export const SLOT_SYMBOLS = ['W', 'S', 'D', 'G', 'L', 'C', 'A', 'K', 'Q', 'J'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD: SlotSymbol = 'W';
export const SCATTER: SlotSymbol = 'S';
/** A line of wilds only pays as this symbol. */
export const TOP_SYMBOL: SlotSymbol = 'D';

export const ROWS = 3;
export const REELS = 5;

/** Row per reel (0 = top) for each of the 10 paylines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** The shortest run from the leftmost reel that pays; PAYTABLE's columns are this run and longer. */
export const MIN_LINE_RUN = 3;

/** Pays for 3, 4 and 5 in a row from the leftmost reel, in multiples of the line bet. */
export const PAYTABLE: Record<Exclude<SlotSymbol, 'W' | 'S'>, readonly [number, number, number]> = {
  D: [40, 100, 300],
  G: [25, 75, 200],
  L: [20, 50, 150],
  C: [15, 40, 100],
  A: [10, 26, 80],
  K: [8, 20, 60],
  Q: [5, 15, 40],
  J: [3, 10, 25],
};

/** Scatters anywhere: 3, 4 or 5 pay this many times the total stake; 3 or more start free spins. */
export const SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 50 };
/** This many scatters or more on the paid spin start the free spins. */
export const FREE_SPIN_SCATTERS = 3;
export const FREE_SPINS = 10;
/** Free-spin wins are multiplied; free spins do not start further free spins. */
export const FREE_SPIN_MULTIPLIER = 2;

/** How many of each symbol every reel carries; the strip order comes from `buildStrip`. */
export const REEL_COUNTS: readonly Readonly<Record<SlotSymbol, number>>[] = [
  { W: 3, S: 3, D: 3, G: 4, L: 5, C: 6, A: 7, K: 8, Q: 9, J: 10 },
  { W: 3, S: 3, D: 3, G: 4, L: 5, C: 6, A: 7, K: 8, Q: 9, J: 10 },
  { W: 3, S: 3, D: 3, G: 4, L: 5, C: 6, A: 7, K: 8, Q: 9, J: 10 },
  { W: 3, S: 3, D: 3, G: 4, L: 5, C: 6, A: 7, K: 8, Q: 9, J: 10 },
  { W: 3, S: 3, D: 3, G: 4, L: 5, C: 6, A: 7, K: 8, Q: 9, J: 10 },
];

/**
 * Spreads each symbol evenly along the strip, then sets the scatters at equal distances, so that no
 * window of three rows ever shows two scatters of one reel (the exact RTP relies on it).
 */
export function buildStrip(counts: Readonly<Record<SlotSymbol, number>>): SlotSymbol[] {
  const others = SLOT_SYMBOLS.filter((s) => s !== SCATTER);
  const length = others.reduce((n, s) => n + counts[s], 0);
  const placed: { at: number; symbol: SlotSymbol }[] = [];
  for (const symbol of others) {
    for (let k = 0; k < counts[symbol]; k++)
      placed.push({ at: ((k + 0.5) * length) / counts[symbol], symbol });
  }
  placed.sort((a, b) => a.at - b.at || SLOT_SYMBOLS.indexOf(a.symbol) - SLOT_SYMBOLS.indexOf(b.symbol));
  const strip = placed.map((p) => p.symbol);
  const scatters = counts[SCATTER];
  for (let k = scatters - 1; k >= 0; k--) strip.splice(Math.floor((k * length) / scatters), 0, SCATTER);
  return strip;
}

export const STRIPS: readonly (readonly SlotSymbol[])[] = REEL_COUNTS.map(buildStrip);
