import type { Rng } from '../fair/rng.ts';
import { GOLDEN_REELS } from './slot-model.ts';
import type { SlotModel } from './slot-model.ts';
import { mulDivFloor } from './integer.ts';

/**
 * The slot engine, shared by every slot of the provider: each function takes the game's model
 * (slot-model.ts, slot-themes.ts) and defaults to Golden Reels, whose rounds stay exactly as before.
 */
export type LineWin = { line: number; symbol: string; count: number; pay: number };
export type Spin = {
  /** grid[reel][row] */
  grid: string[][];
  lineWins: LineWin[];
  scatters: number;
  /** In multiples of the line bet (stake / number of lines), already multiplied in free spins. */
  pay: number;
};
export type SlotRound = { spins: Spin[]; freeSpins: number; totalPay: number };

/** Golden Reels' number of lines; every model's own is `model.paylines.length`. */
export const SLOT_LINES = GOLDEN_REELS.paylines.length;

/**
 * A line pays from the leftmost reel: leading wilds join the first other symbol; a run of wilds ended
 * by a scatter (or filling the line) pays as the top symbol.
 */
export function evaluateLine(
  symbols: readonly string[],
  model: SlotModel = GOLDEN_REELS,
): { symbol: string; count: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === model.wild) wilds++;
  const first = symbols[wilds];
  if (first === undefined || first === model.scatter) return { symbol: model.top, count: wilds };
  let count = wilds + 1;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === model.wild)) count++;
  return { symbol: first, count };
}

export function linePay(symbol: string, count: number, model: SlotModel = GOLDEN_REELS): number {
  if (count < model.minLineRun || symbol === model.wild || symbol === model.scatter) return 0;
  return model.paytable[symbol]?.[count - model.minLineRun] ?? 0;
}

export function gridFromStops(stops: readonly number[], model: SlotModel = GOLDEN_REELS): string[][] {
  return stops.map((stop, reel) => {
    const strip = model.strips[reel]!;
    return Array.from({ length: model.rows }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/** Pays of one screen in line-bet units (scatter pays converted: the stake is `lines` line bets). */
export function evaluateGrid(grid: string[][], multiplier: number, model: SlotModel = GOLDEN_REELS): Spin {
  const lineWins: LineWin[] = [];
  for (const [line, rows] of model.paylines.entries()) {
    const { symbol, count } = evaluateLine(
      rows.map((row, reel) => grid[reel]![row]!),
      model,
    );
    const pay = linePay(symbol, count, model) * multiplier;
    if (pay > 0) lineWins.push({ line, symbol, count, pay });
  }
  const scatters = grid.reduce((n, reel) => n + reel.filter((s) => s === model.scatter).length, 0);
  const scatterPay = (model.scatterPays[scatters] ?? 0) * model.paylines.length * multiplier;
  const pay = lineWins.reduce((n, w) => n + w.pay, 0) + scatterPay;
  return { grid, lineWins, scatters, pay };
}

function spinOnce(rng: Rng, multiplier: number, model: SlotModel): Spin {
  const stops = Array.from({ length: model.reels }, (_, reel) => rng.int(model.strips[reel]!.length));
  return evaluateGrid(gridFromStops(stops, model), multiplier, model);
}

/** One paid spin and, when it shows enough scatters, its free spins, all from the round's number stream. */
export function playSlot(rng: Rng, model: SlotModel = GOLDEN_REELS): SlotRound {
  const spins = [spinOnce(rng, 1, model)];
  const freeSpins = model.freeSpins > 0 && spins[0]!.scatters >= model.freeSpinScatters ? model.freeSpins : 0;
  for (let i = 0; i < freeSpins; i++) spins.push(spinOnce(rng, model.freeSpinMultiplier, model));
  return { spins, freeSpins, totalPay: spins.reduce((n, s) => n + s.pay, 0) };
}

/**
 * Win in satang: stake × pay ÷ lines, in whole numbers (a page's whole-baht stakes are whole line
 * bets, so nothing is rounded; any other stake is rounded down to a whole satang).
 */
export function slotWinAmount(stake: number, pay: number, model: SlotModel = GOLDEN_REELS): number {
  return mulDivFloor(stake, pay, model.paylines.length);
}
