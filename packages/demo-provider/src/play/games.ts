import { z } from 'zod';
import type { RoundSeed } from '../fair/rng.ts';
import { BACCARAT_BETS, baccaratReturn, RETURN_HUNDREDTHS } from '../games/baccarat.ts';
import type { BaccaratBet } from '../games/baccarat.ts';
import { FISH, fishingReturn } from '../games/fishing.ts';
import { FOOTBALL_PICKS, footballReturn, fixtureFor } from '../games/football.ts';
import { outcomeOf } from '../games/index.ts';
import type { GameId } from '../games/index.ts';
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
  SLOT_SYMBOLS,
  WILD,
} from '../games/slot-model.ts';
import { SLOT_LINES, slotWinAmount } from '../games/slot.ts';
import {
  BACCARAT_BET_LABELS,
  FISH_LABELS,
  FOOTBALL_PICK_LABELS,
  SLOT_SYMBOL_LABELS,
  TEAM_LABELS,
} from '../pages/labels.ts';

/**
 * Stakes a page may offer, in satang (1 to 100 baht). Payouts are whole-number arithmetic on satang
 * (games/integer.ts), and whole baht keep every one exact: a tenth per slot line, 1.95 for the
 * banker, odds in hundredths.
 */
export const STAKES = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;
const stake = z
  .number()
  .int()
  .refine((n) => (STAKES as readonly number[]).includes(n), 'not an offered stake');

/** What one round costs, what it pays (one win call per entry, in order) and what the page shows. */
export type Settlement = { stake: number; wins: number[]; view: Record<string, unknown> };

export const playBodies = {
  'slot-golden-reels': z.object({ stake }),
  'baccarat-classic': z.object({
    bets: z.partialRecord(z.enum(BACCARAT_BETS), z.union([z.literal(0), stake])),
  }),
  'fishing-ocean-hunter': z.object({ stake }),
  'football-virtual-league': z.object({
    stake,
    pick: z.enum(FOOTBALL_PICKS),
    /** The round whose fixture the player saw: a bet never lands on another match. */
    nonce: z.number().int().nonnegative(),
  }),
} satisfies Record<GameId, z.ZodType>;
export type PlayBody<G extends GameId> = z.infer<(typeof playBodies)[G]>;

/** A game's stake before the round, or undefined when the body asks for nothing to be staked. */
export function stakeOf(game: GameId, body: unknown): number | undefined {
  if (game === 'baccarat-classic') {
    const { bets } = body as PlayBody<'baccarat-classic'>;
    const total = Object.values(bets).reduce<number>((n, v) => n + (v ?? 0), 0);
    return total > 0 ? total : undefined;
  }
  return (body as { stake: number }).stake;
}

/** Plays the round of `seed` for `body`; the outcome depends on the seed only, never on the stake. */
export function settle(game: GameId, body: unknown, seed: RoundSeed): Settlement {
  switch (game) {
    case 'slot-golden-reels': {
      const { stake } = body as PlayBody<'slot-golden-reels'>;
      const round = outcomeOf(game, seed);
      const spins = round.spins.map((s) => ({ ...s, win: slotWinAmount(stake, s.pay) }));
      return { stake, wins: spins.map((s) => s.win), view: { spins, freeSpins: round.freeSpins } };
    }
    case 'baccarat-classic': {
      const { bets } = body as PlayBody<'baccarat-classic'>;
      const round = outcomeOf(game, seed);
      const returns: Partial<Record<BaccaratBet, number>> = {};
      for (const bet of BACCARAT_BETS) {
        const amount = bets[bet] ?? 0;
        if (amount > 0) returns[bet] = baccaratReturn(round, bet, amount);
      }
      const win = Object.values(returns).reduce((n, v) => n + v, 0);
      return { stake: stakeOf(game, body) ?? 0, wins: [win], view: { ...round, bets, returns } };
    }
    case 'fishing-ocean-hunter': {
      const { stake } = body as PlayBody<'fishing-ocean-hunter'>;
      const shot = outcomeOf(game, seed);
      return { stake, wins: [fishingReturn(shot, stake)], view: { ...shot } };
    }
    case 'football-virtual-league': {
      const { stake, pick } = body as PlayBody<'football-virtual-league'>;
      const result = outcomeOf(game, seed);
      const win = footballReturn(fixtureFor(seed.nonce), result, pick, stake);
      return { stake, wins: [win], view: { ...result, pick } };
    }
  }
}

/**
 * What a page needs to show before the next round: the game's tables, and the football fixture of
 * `nonce`. The game model is the one source of every rule a page shows (slot reels, rows, paylines,
 * symbols and pays; baccarat bets and returns; fish multipliers; teams, picks and odds): the browser
 * scripts in public/ read them from here, with their Thai labels (pages/labels.ts), and keep no copy.
 */
export function gameInfo(game: GameId, nonce: number): Record<string, unknown> {
  switch (game) {
    case 'slot-golden-reels':
      return {
        reels: REELS,
        rows: ROWS,
        lines: SLOT_LINES,
        paylines: PAYLINES,
        symbols: SLOT_SYMBOLS.map((id) => ({ id, ...SLOT_SYMBOL_LABELS[id] })),
        wild: WILD,
        scatter: SCATTER,
        minLineRun: MIN_LINE_RUN,
        paytable: PAYTABLE,
        scatterPays: SCATTER_PAYS,
        freeSpinScatters: FREE_SPIN_SCATTERS,
        freeSpins: FREE_SPINS,
        freeSpinMultiplier: FREE_SPIN_MULTIPLIER,
      };
    case 'baccarat-classic':
      return {
        bets: BACCARAT_BETS.map((id) => ({
          id,
          name: BACCARAT_BET_LABELS[id],
          returnHundredths: RETURN_HUNDREDTHS[id],
        })),
      };
    case 'fishing-ocean-hunter':
      return {
        fish: FISH.flatMap((f) =>
          f.id === 'miss' ? [] : [{ id: f.id, name: FISH_LABELS[f.id], multiplier: f.multiplier }],
        ),
      };
    case 'football-virtual-league': {
      const { home, away, odds, chances, chanceTotal } = fixtureFor(nonce);
      return {
        picks: FOOTBALL_PICKS.map((id) => ({ id, name: FOOTBALL_PICK_LABELS[id] })),
        fixture: {
          home,
          away,
          homeName: TEAM_LABELS[home],
          awayName: TEAM_LABELS[away],
          odds,
          chances,
          chanceTotal,
        },
      };
    }
  }
}
