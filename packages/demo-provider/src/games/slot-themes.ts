import { buildStrip, PAYLINES } from './slot-model.ts';
import type { SlotModel } from './slot-model.ts';

/**
 * The provider's further slots, on the same engine as Golden Reels (slot.ts) with their own tables.
 * Their exact RTP comes from `exactSlotRtp(model)`; docs/DEMO-PROVIDER.md lists it per game.
 */

export const FRUIT_SYMBOLS = ['W', 'S', '7', 'B', 'M', 'G', 'O', 'L', 'C'] as const;
export type FruitSymbol = (typeof FRUIT_SYMBOLS)[number];

const fruitReel: Record<FruitSymbol, number> = { W: 5, S: 2, '7': 3, B: 4, M: 5, G: 6, O: 7, L: 8, C: 9 };

/**
 * Fruit Fiesta: low volatility. Many small line wins (a flat pay table with cherries paying from
 * three), a scatter that pays but starts no free spins.
 */
export const FRUIT_FIESTA: SlotModel<FruitSymbol> = {
  symbols: FRUIT_SYMBOLS,
  wild: 'W',
  scatter: 'S',
  top: '7',
  reels: 5,
  rows: 3,
  paylines: PAYLINES,
  minLineRun: 3,
  paytable: {
    '7': [20, 60, 150],
    B: [15, 40, 100],
    M: [10, 30, 75],
    G: [8, 20, 50],
    O: [6, 15, 40],
    L: [5, 12, 30],
    C: [5, 10, 25],
  },
  scatterPays: { 3: 2, 4: 5, 5: 20 },
  freeSpinScatters: 3,
  freeSpins: 0,
  freeSpinMultiplier: 1,
  reelCounts: Array.from({ length: 5 }, () => fruitReel),
  strips: Array.from({ length: 5 }, () => buildStrip(fruitReel, FRUIT_SYMBOLS, 'S')),
  volatility: 'low',
};

export const TEMPLE_SYMBOLS = ['W', 'S', 'E', 'T', 'N', 'R', 'A', 'K', 'Q', 'J'] as const;
export type TempleSymbol = (typeof TEMPLE_SYMBOLS)[number];

const templeReel: Record<TempleSymbol, number> = {
  W: 2,
  S: 3,
  E: 2,
  T: 3,
  N: 4,
  R: 5,
  A: 8,
  K: 9,
  Q: 10,
  J: 11,
};

/**
 * Temple of the White Elephant: high volatility. Rare wilds and top symbols with large pays, and
 * 8 free spins with wins ×3 from three scatters (listed under freespin too).
 */
export const TEMPLE_ELEPHANT: SlotModel<TempleSymbol> = {
  symbols: TEMPLE_SYMBOLS,
  wild: 'W',
  scatter: 'S',
  top: 'E',
  reels: 5,
  rows: 3,
  paylines: PAYLINES,
  minLineRun: 3,
  paytable: {
    E: [60, 300, 1500],
    T: [40, 150, 600],
    N: [25, 80, 300],
    R: [15, 50, 150],
    A: [8, 25, 80],
    K: [6, 20, 60],
    Q: [5, 15, 50],
    J: [3, 10, 30],
  },
  scatterPays: { 3: 3, 4: 15, 5: 100 },
  freeSpinScatters: 3,
  freeSpins: 8,
  freeSpinMultiplier: 3,
  reelCounts: Array.from({ length: 5 }, () => templeReel),
  strips: Array.from({ length: 5 }, () => buildStrip(templeReel, TEMPLE_SYMBOLS, 'S')),
  volatility: 'high',
};
