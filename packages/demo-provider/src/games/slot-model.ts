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
export function buildStrip<S extends string = SlotSymbol>(
  counts: Readonly<Record<S, number>>,
  symbols: readonly S[] = SLOT_SYMBOLS as unknown as readonly S[],
  scatter: S = SCATTER as S,
): S[] {
  const others = symbols.filter((s) => s !== scatter);
  const length = others.reduce((n, s) => n + counts[s], 0);
  const placed: { at: number; symbol: S }[] = [];
  for (const symbol of others) {
    for (let k = 0; k < counts[symbol]; k++)
      placed.push({ at: ((k + 0.5) * length) / counts[symbol], symbol });
  }
  placed.sort((a, b) => a.at - b.at || symbols.indexOf(a.symbol) - symbols.indexOf(b.symbol));
  const strip = placed.map((p) => p.symbol);
  const scatters = counts[scatter];
  for (let k = scatters - 1; k >= 0; k--) strip.splice(Math.floor((k * length) / scatters), 0, scatter);
  return strip;
}

export const STRIPS: readonly (readonly SlotSymbol[])[] = REEL_COUNTS.map((counts) => buildStrip(counts));

/**
 * Everything that makes one slot game: the engine (slot.ts) and the exact RTP (slot-rtp.ts) take a
 * model, so every slot of the provider plays by the same, tested rules with its own tables.
 * `volatility` is the label the docs and rule table show; `exactSlotSpread` (slot-volatility.ts) computes
 * the hit rate and spread behind it.
 */
export type SlotModel<S extends string = string> = {
  symbols: readonly S[];
  wild: S;
  scatter: S;
  /** A line of wilds only pays as this symbol. */
  top: S;
  reels: number;
  rows: number;
  paylines: readonly (readonly number[])[];
  minLineRun: number;
  /** Pays for minLineRun, minLineRun + 1, … in a row, in multiples of the line bet. */
  paytable: Readonly<Partial<Record<S, readonly number[]>>>;
  scatterPays: Readonly<Record<number, number>>;
  freeSpinScatters: number;
  /** 0: the game has no free spins. */
  freeSpins: number;
  freeSpinMultiplier: number;
  reelCounts: readonly Readonly<Record<S, number>>[];
  strips: readonly (readonly S[])[];
  volatility: 'low' | 'medium' | 'high';
};

/** Golden Reels, the provider's first slot: the tables above, unchanged. */
export const GOLDEN_REELS: SlotModel<SlotSymbol> = {
  symbols: SLOT_SYMBOLS,
  wild: WILD,
  scatter: SCATTER,
  top: TOP_SYMBOL,
  reels: REELS,
  rows: ROWS,
  paylines: PAYLINES,
  minLineRun: MIN_LINE_RUN,
  paytable: PAYTABLE,
  scatterPays: SCATTER_PAYS,
  freeSpinScatters: FREE_SPIN_SCATTERS,
  freeSpins: FREE_SPINS,
  freeSpinMultiplier: FREE_SPIN_MULTIPLIER,
  reelCounts: REEL_COUNTS,
  strips: STRIPS,
  volatility: 'medium',
};
