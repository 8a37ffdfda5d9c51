import type { Rng } from '../fair/rng.ts';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPIN_SCATTERS,
  FREE_SPINS,
  MIN_LINE_RUN,
  PAYLINES,
  PAYTABLE,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  STRIPS,
  TOP_SYMBOL,
  WILD,
} from './slot-model.ts';
import type { SlotSymbol } from './slot-model.ts';
import { mulDivFloor } from './integer.ts';

export type LineWin = { line: number; symbol: SlotSymbol; count: number; pay: number };
export type Spin = {
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  /** In multiples of the line bet (stake / number of lines), already multiplied in free spins. */
  pay: number;
};
export type SlotRound = { spins: Spin[]; freeSpins: number; totalPay: number };

export const SLOT_LINES = PAYLINES.length;

/**
 * A line pays from the leftmost reel: leading wilds join the first other symbol; a run of wilds ended
 * by a scatter (or filling the line) pays as the top symbol.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const first = symbols[wilds];
  if (first === undefined || first === SCATTER) return { symbol: TOP_SYMBOL, count: wilds };
  let count = wilds + 1;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === WILD)) count++;
  return { symbol: first, count };
}

export function linePay(symbol: SlotSymbol, count: number): number {
  if (count < MIN_LINE_RUN || symbol === WILD || symbol === SCATTER) return 0;
  return PAYTABLE[symbol as keyof typeof PAYTABLE][count - MIN_LINE_RUN] ?? 0;
}

export function gridFromStops(stops: readonly number[]): SlotSymbol[][] {
  return stops.map((stop, reel) => {
    const strip = STRIPS[reel]!;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/** Pays of one screen in line-bet units (scatter pays converted: the stake is SLOT_LINES line bets). */
export function evaluateGrid(grid: SlotSymbol[][], multiplier: number): Spin {
  const lineWins: LineWin[] = [];
  for (const [line, rows] of PAYLINES.entries()) {
    const { symbol, count } = evaluateLine(rows.map((row, reel) => grid[reel]![row]!));
    const pay = linePay(symbol, count) * multiplier;
    if (pay > 0) lineWins.push({ line, symbol, count, pay });
  }
  const scatters = grid.reduce((n, reel) => n + reel.filter((s) => s === SCATTER).length, 0);
  const scatterPay = (SCATTER_PAYS[scatters] ?? 0) * SLOT_LINES * multiplier;
  const pay = lineWins.reduce((n, w) => n + w.pay, 0) + scatterPay;
  return { grid, lineWins, scatters, pay };
}

function spinOnce(rng: Rng, multiplier: number): Spin {
  const stops = Array.from({ length: REELS }, (_, reel) => rng.int(STRIPS[reel]!.length));
  return evaluateGrid(gridFromStops(stops), multiplier);
}

/** One paid spin and, when it shows 3+ scatters, its free spins, all from the round's number stream. */
export function playSlot(rng: Rng): SlotRound {
  const spins = [spinOnce(rng, 1)];
  const freeSpins = spins[0]!.scatters >= FREE_SPIN_SCATTERS ? FREE_SPINS : 0;
  for (let i = 0; i < freeSpins; i++) spins.push(spinOnce(rng, FREE_SPIN_MULTIPLIER));
  return { spins, freeSpins, totalPay: spins.reduce((n, s) => n + s.pay, 0) };
}

/**
 * Win in satang: stake × pay ÷ lines, in whole numbers (a page's whole-baht stakes are whole line
 * bets, so nothing is rounded; any other stake is rounded down to a whole satang).
 */
export function slotWinAmount(stake: number, pay: number): number {
  return mulDivFloor(stake, pay, SLOT_LINES);
}
