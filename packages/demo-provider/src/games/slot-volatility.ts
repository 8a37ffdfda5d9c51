import type { SlotModel } from './slot-model.ts';
import { linePay } from './slot.ts';

/**
 * A slot's volatility, exact from its strips: the share of paid rounds that win anything and the spread
 * (standard deviation) of a round's return per stake, free spins included. These are the figures behind
 * the `volatility` label; they are computed, not sampled, so the label's order is a fact of the tables.
 *
 * A screen's rows are not independent (a reel shows three neighbours of its strip), so the RTP's
 * per-symbol frequencies do not give these. Instead the paid spin's pay is followed reel by reel over
 * every stop: each line keeps the run it is still making (a symbol, or wilds alone so far), a run that
 * ends adds its pay, and screens that have reached the same unfinished runs and scatter count are merged,
 * keeping the chance and the sums of pay and squared pay over them: a few thousand states per reel, well
 * under a second for the three slots.
 */
export type SlotSpread = { hitRate: number; mean: number; sd: number };

/**
 * One spin's pay (in line bets, at multiplier 1) by the number of scatters it shows: the chance of that
 * count, the chance of that count with nothing paid, and the sums Σ p·pay and Σ p·pay² over its screens.
 */
type SpinMoments = { scatters: number; p: number; zero: number; pay: number; paySquare: number };

/**
 * `runs` holds each line's unfinished run as one character, the code of the symbol it is running with
 * (the wild's while it has shown wilds alone), or DEAD once its run has ended; every unfinished run has
 * as many symbols as reels walked so far, so its count need not be kept. `runs` and the scatter count
 * are the state's key; the other fields are SpinMoments' sums over the screens merged into it.
 */
type State = { runs: string; scatters: number; p: number; zero: number; pay: number; paySquare: number };
type Sums = Pick<State, 'p' | 'zero' | 'pay' | 'paySquare'>;
const DEAD = '.';

/** Adds `pay` to every screen of a state and weighs it by `w`: the moments of (X + pay) from those of X. */
function moved({ p, zero, pay: s1, paySquare: s2 }: Sums, w: number, pay: number): Sums {
  return {
    p: p * w,
    zero: pay > 0 ? 0 : zero * w,
    pay: (s1 + pay * p) * w,
    paySquare: (s2 + 2 * pay * s1 + pay * pay * p) * w,
  };
}

function add(into: Sums, sums: Sums) {
  into.p += sums.p;
  into.zero += sums.zero;
  into.pay += sums.pay;
  into.paySquare += sums.paySquare;
}

/** The paid spin's moments by scatter count, reel by reel over every stop (see above). */
function spinMoments(model: SlotModel): SpinMoments[] {
  const { paylines, wild, scatter, top, rows } = model;
  const code = (symbol: string) => String.fromCharCode(65 + model.symbols.indexOf(symbol));
  const symbolOf = new Map(model.symbols.map((s) => [code(s), s]));
  const [W, S] = [code(wild), code(scatter)];
  const runPay = (run: string, count: number) => linePay(run === W ? top : symbolOf.get(run)!, count, model);

  // Every line starts as a run of no wilds: a wild extends it, a scatter ends it unpaid, any other symbol starts it.
  let states: State[] = [
    { runs: W.repeat(paylines.length), scatters: 0, p: 1, zero: 1, pay: 0, paySquare: 0 },
  ];
  for (let reel = 0; reel < model.reels; reel++) {
    const strip = model.strips[reel]!.map(code);
    // What each stop shows on each line of this reel, and how many scatters it shows.
    const stops = strip.map((_, stop) => {
      const window = Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!);
      return {
        shown: paylines.map((line) => window[line[reel]!]!),
        scatters: window.filter((s) => s === S).length,
      };
    });
    // The runs a stop leaves, and the pay of those it ends, depend on the runs alone: worked out once
    // for each runs string however many scatter counts share it.
    const moves = new Map<string, { runs: string; ended: number }[]>();
    const movesFrom = (runs: string) =>
      stops.map(({ shown }) => {
        let after = '';
        let ended = 0;
        for (let line = 0; line < shown.length; line++) {
          const run = runs[line]!;
          const seen = shown[line]!;
          if (run === DEAD) after += DEAD;
          else if (seen === run || seen === W) after += run;
          else if (run === W && seen !== S) after += seen;
          else {
            after += DEAD;
            ended += runPay(run, reel);
          }
        }
        return { runs: after, ended };
      });
    const next = new Map<string, State>();
    for (const state of states) {
      let fromHere = moves.get(state.runs);
      if (!fromHere) moves.set(state.runs, (fromHere = movesFrom(state.runs)));
      fromHere.forEach(({ runs, ended }, stop) => {
        const scatters = state.scatters + stops[stop]!.scatters;
        const sums = moved(state, 1 / strip.length, ended);
        const key = runs + scatters;
        const merged = next.get(key);
        if (merged) add(merged, sums);
        else next.set(key, { runs, scatters, ...sums });
      });
    }
    states = [...next.values()];
  }

  const byScatters = new Map<number, SpinMoments>();
  for (const state of states) {
    let last = (model.scatterPays[state.scatters] ?? 0) * paylines.length;
    for (const run of state.runs) if (run !== DEAD) last += runPay(run, model.reels);
    const sums = moved(state, 1, last);
    const merged = byScatters.get(state.scatters);
    if (merged) add(merged, sums);
    else byScatters.set(state.scatters, { scatters: state.scatters, ...sums });
  }
  return [...byScatters.values()].sort((a, b) => a.scatters - b.scatters);
}

/**
 * A round is the paid spin S₀ and, when it starts them, n free spins S₁…Sₙ on fresh stops with wins × m:
 * T = S₀ + F·m·(S₁ + … + Sₙ), F the start. The free spins are independent of S₀ and of each other, so
 * E[T] and E[T²] follow from the spin's own moments and E[S₀·F]; T pays nothing only when S₀ pays
 * nothing and, if F, every free spin pays nothing too.
 */
export function exactSlotSpread(model: SlotModel): SlotSpread {
  const spin = spinMoments(model);
  const starting = spin.filter((s) => model.freeSpins > 0 && s.scatters >= model.freeSpinScatters);
  const total = (rows: SpinMoments[], k: 'p' | 'zero' | 'pay' | 'paySquare') =>
    rows.reduce((n, s) => n + s[k], 0);
  const mean = total(spin, 'pay');
  const square = total(spin, 'paySquare');
  const nothing = total(spin, 'zero');
  const start = total(starting, 'p');

  const n = model.freeSpins;
  const m = model.freeSpinMultiplier;
  const round = mean + n * m * start * mean;
  const roundSquare =
    square +
    2 * n * m * mean * total(starting, 'pay') +
    start * (n * m * m * square + n * (n - 1) * m * m * mean * mean);
  const lines = model.paylines.length;
  return {
    hitRate: 1 - nothing + total(starting, 'zero') * (1 - nothing ** n),
    mean: round / lines,
    sd: Math.sqrt(roundSquare - round * round) / lines,
  };
}
