import { z } from 'zod';
import type { RoundSeed } from '../fair/rng.ts';
import { BACCARAT_BETS, baccaratReturn, RETURN_HUNDREDTHS } from '../games/baccarat.ts';
import type { BaccaratBet } from '../games/baccarat.ts';
import {
  DRAGON_TIGER_BETS,
  DT_RETURN_HUNDREDTHS,
  DT_TIE_REFUND_HUNDREDTHS,
  dragonTigerReturn,
} from '../games/dragon-tiger.ts';
import { FISH, fishingReturn, REEF_FISH } from '../games/fishing.ts';
import type { FishTable } from '../games/fishing.ts';
import { FOOTBALL_PICKS, footballReturn, fixtureFor } from '../games/football.ts';
import { raceFor, racingReturn, RUNNERS } from '../games/horse-racing.ts';
import { outcomeOf } from '../games/index.ts';
import type { GameId } from '../games/index.ts';
import { gameRtp, rtpBasisPoints } from '../games/rtp.ts';
import { SICBO_BETS, SICBO_RETURN_HUNDREDTHS, sicboReturn } from '../games/sicbo.ts';
import { GOLDEN_REELS } from '../games/slot-model.ts';
import type { SlotModel } from '../games/slot-model.ts';
import { slotWinAmount } from '../games/slot.ts';
import type { SlotRound } from '../games/slot.ts';
import { FRUIT_FIESTA, TEMPLE_ELEPHANT } from '../games/slot-themes.ts';
import {
  BACCARAT_BET_LABELS,
  DRAGON_TIGER_BET_LABELS,
  FISH_ART,
  FISH_LABELS,
  FOOTBALL_PICK_LABELS,
  FRUIT_SYMBOL_LABELS,
  HORSE_LABELS,
  SICBO_BET_LABELS,
  SLOT_SYMBOL_LABELS,
  TEAM_COLORS,
  TEAM_LABELS,
  TEMPLE_SYMBOL_LABELS,
} from '../pages/labels.ts';
import type { SlotSymbolLabel } from '../pages/labels.ts';

/**
 * Stakes a page may offer, in satang (1 to 100 baht). Payouts are whole-number arithmetic on satang
 * (games/integer.ts), and whole baht keep every one exact: a tenth per slot line, 1.95 for the
 * banker, half back on a dragon tiger tie, odds in hundredths.
 */
export const STAKES = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;
const stake = z
  .number()
  .int()
  .refine((n) => (STAKES as readonly number[]).includes(n), 'not an offered stake');
const betsOn = <B extends readonly [string, ...string[]]>(bets: B) =>
  z.object({ bets: z.partialRecord(z.enum(bets), z.union([z.literal(0), stake])) });

/** What one round costs, what it pays (one win call per entry, in order) and what the page shows. */
export type Settlement = { stake: number; wins: number[]; view: Record<string, unknown> };

/** The round whose fixture or race card the player saw: a bet never lands on another one. */
const shownNonce = z.number().int().nonnegative();

export const playBodies = {
  'slot-golden-reels': z.object({ stake }),
  'baccarat-classic': betsOn(BACCARAT_BETS),
  'fishing-ocean-hunter': z.object({ stake }),
  'football-virtual-league': z.object({ stake, pick: z.enum(FOOTBALL_PICKS), nonce: shownNonce }),
  'slot-fruit-fiesta': z.object({ stake }),
  'slot-temple-elephant': z.object({ stake }),
  'dragon-tiger-classic': betsOn(DRAGON_TIGER_BETS),
  'sicbo-classic': betsOn(SICBO_BETS),
  'fishing-dragon-reef': z.object({ stake }),
  'racing-virtual-derby': z.object({
    stake,
    /** The lane (0 = lane 1) of the horse backed to win. */
    pick: z
      .number()
      .int()
      .min(0)
      .max(RUNNERS - 1),
    nonce: shownNonce,
  }),
} satisfies Record<GameId, z.ZodType>;
export type PlayBody<G extends GameId> = z.infer<(typeof playBodies)[G]>;

/** A slot with a label for every symbol of its model (checked when it compiles). */
const slot = <S extends string>(model: SlotModel<S>, labels: Record<S, SlotSymbolLabel>) => ({
  model: model as unknown as SlotModel,
  labels: labels as Record<string, SlotSymbolLabel>,
});
const SLOTS = {
  'slot-golden-reels': slot(GOLDEN_REELS, SLOT_SYMBOL_LABELS),
  'slot-fruit-fiesta': slot(FRUIT_FIESTA, FRUIT_SYMBOL_LABELS),
  'slot-temple-elephant': slot(TEMPLE_ELEPHANT, TEMPLE_SYMBOL_LABELS),
};
type SlotGame = keyof typeof SLOTS;
const isSlot = (game: GameId): game is SlotGame => game in SLOTS;

const FISHING: Partial<Record<GameId, FishTable>> = {
  'fishing-ocean-hunter': FISH,
  'fishing-dragon-reef': REEF_FISH,
};

/** A game's stake before the round, or undefined when the body asks for nothing to be staked. */
export function stakeOf(_game: GameId, body: unknown): number | undefined {
  if (body && typeof body === 'object' && 'bets' in body) {
    const bets = body.bets as Record<string, number | undefined>;
    const total = Object.values(bets).reduce<number>((n, v) => n + (v ?? 0), 0);
    return total > 0 ? total : undefined;
  }
  return (body as { stake: number }).stake;
}

/** Each staked bet's return under `returnOf`, and their sum as the round's one win. */
function settleBets<B extends string>(
  bets: Partial<Record<B, number>>,
  returnOf: (bet: B, amount: number) => number,
) {
  const returns: Partial<Record<B, number>> = {};
  for (const [bet, amount] of Object.entries(bets) as [B, number | undefined][]) {
    if ((amount ?? 0) > 0) returns[bet] = returnOf(bet, amount!);
  }
  const win = Object.values<number | undefined>(returns).reduce<number>((n, v) => n + (v ?? 0), 0);
  const staked = Object.values<number | undefined>(bets).reduce<number>((n, v) => n + (v ?? 0), 0);
  return { stake: staked, win, returns };
}

/** Plays the round of `seed` for `body`; the outcome depends on the seed only, never on the stake. */
export function settle(game: GameId, body: unknown, seed: RoundSeed): Settlement {
  if (isSlot(game)) {
    const { stake } = body as { stake: number };
    const round = outcomeOf(game, seed) as SlotRound;
    const { model } = SLOTS[game];
    const spins = round.spins.map((s) => ({ ...s, win: slotWinAmount(stake, s.pay, model) }));
    return { stake, wins: spins.map((s) => s.win), view: { spins, freeSpins: round.freeSpins } };
  }
  switch (game) {
    case 'baccarat-classic': {
      const { bets } = body as PlayBody<'baccarat-classic'>;
      const round = outcomeOf(game, seed);
      const s = settleBets<BaccaratBet>(bets, (bet, amount) => baccaratReturn(round, bet, amount));
      return { stake: s.stake, wins: [s.win], view: { ...round, bets, returns: s.returns } };
    }
    case 'dragon-tiger-classic': {
      const { bets } = body as PlayBody<'dragon-tiger-classic'>;
      const round = outcomeOf(game, seed);
      const s = settleBets(bets, (bet, amount) => dragonTigerReturn(round, bet, amount));
      return { stake: s.stake, wins: [s.win], view: { ...round, bets, returns: s.returns } };
    }
    case 'sicbo-classic': {
      const { bets } = body as PlayBody<'sicbo-classic'>;
      const round = outcomeOf(game, seed);
      const s = settleBets(bets, (bet, amount) => sicboReturn(round, bet, amount));
      return { stake: s.stake, wins: [s.win], view: { ...round, bets, returns: s.returns } };
    }
    case 'fishing-ocean-hunter':
    case 'fishing-dragon-reef': {
      const { stake } = body as { stake: number };
      const shot = outcomeOf(game, seed);
      return { stake, wins: [fishingReturn(shot, stake)], view: { ...shot } };
    }
    case 'football-virtual-league': {
      const { stake, pick } = body as PlayBody<'football-virtual-league'>;
      const result = outcomeOf(game, seed);
      const win = footballReturn(fixtureFor(seed.nonce), result, pick, stake);
      return { stake, wins: [win], view: { ...result, pick } };
    }
    case 'racing-virtual-derby': {
      const { stake, pick } = body as PlayBody<'racing-virtual-derby'>;
      const { race, order, winner } = outcomeOf(game, seed);
      const win = racingReturn(race, { order, winner }, pick, stake);
      return { stake, wins: [win], view: { order, winner, pick } };
    }
  }
  throw new Error(`no settlement for ${game}`);
}

/** The rule table's RTP rows: per bet (with its Thai name) where bets differ, else the whole game. */
function rtpRows(game: GameId, betName: (bet: string) => string) {
  return gameRtp(game).map((row) => ({
    name: row.bet === undefined ? 'ทุกเดิมพัน' : betName(row.bet),
    basisPoints: rtpBasisPoints(row.rtp),
  }));
}

function slotInfo(game: SlotGame) {
  const { model, labels } = SLOTS[game];
  return {
    reels: model.reels,
    rows: model.rows,
    lines: model.paylines.length,
    paylines: model.paylines,
    symbols: model.symbols.map((id) => ({ id, ...labels[id]! })),
    wild: model.wild,
    scatter: model.scatter,
    minLineRun: model.minLineRun,
    paytable: model.paytable,
    scatterPays: model.scatterPays,
    freeSpinScatters: model.freeSpinScatters,
    freeSpins: model.freeSpins,
    freeSpinMultiplier: model.freeSpinMultiplier,
    volatility: model.volatility,
    rtp: rtpRows(game, String),
  };
}

const fishInfo = (table: FishTable) =>
  table.flatMap((f) =>
    f.id === 'miss'
      ? []
      : [
          {
            id: f.id,
            name: FISH_LABELS[f.id as keyof typeof FISH_LABELS],
            multiplier: f.multiplier,
            ...FISH_ART[f.id as keyof typeof FISH_ART],
          },
        ],
  );

/**
 * What a page needs to show before the next round: the game's tables and RTP, and the football fixture
 * or race card of `nonce`. The game model is the one source of every rule a page shows: the browser
 * scripts in public/ read them from here, with their Thai labels and art names (pages/labels.ts), and
 * keep no copy.
 */
export function gameInfo(game: GameId, nonce: number): Record<string, unknown> {
  if (isSlot(game)) return slotInfo(game);
  switch (game) {
    case 'baccarat-classic':
      return {
        bets: BACCARAT_BETS.map((id) => ({
          id,
          name: BACCARAT_BET_LABELS[id],
          returnHundredths: RETURN_HUNDREDTHS[id],
        })),
        rtp: rtpRows(game, (bet) => BACCARAT_BET_LABELS[bet as BaccaratBet]),
      };
    case 'dragon-tiger-classic':
      return {
        bets: DRAGON_TIGER_BETS.map((id) => ({
          id,
          name: DRAGON_TIGER_BET_LABELS[id],
          returnHundredths: DT_RETURN_HUNDREDTHS[id],
        })),
        tieRefundHundredths: DT_TIE_REFUND_HUNDREDTHS,
        rtp: rtpRows(game, (bet) => DRAGON_TIGER_BET_LABELS[bet as keyof typeof DRAGON_TIGER_BET_LABELS]),
      };
    case 'sicbo-classic':
      return {
        bets: SICBO_BETS.map((id) => ({
          id,
          name: SICBO_BET_LABELS[id],
          returnHundredths: SICBO_RETURN_HUNDREDTHS[id],
        })),
        rtp: rtpRows(game, (bet) => SICBO_BET_LABELS[bet as keyof typeof SICBO_BET_LABELS]),
      };
    case 'fishing-ocean-hunter':
    case 'fishing-dragon-reef':
      return { fish: fishInfo(FISHING[game]!), rtp: rtpRows(game, String) };
    case 'football-virtual-league': {
      const { home, away, odds, chances, chanceTotal } = fixtureFor(nonce);
      return {
        picks: FOOTBALL_PICKS.map((id) => ({ id, name: FOOTBALL_PICK_LABELS[id] })),
        fixture: {
          home,
          away,
          homeName: TEAM_LABELS[home],
          awayName: TEAM_LABELS[away],
          homeColor: TEAM_COLORS[home],
          awayColor: TEAM_COLORS[away],
          odds,
          chances,
          chanceTotal,
        },
        rtp: rtpRows(game, String),
      };
    }
    case 'racing-virtual-derby': {
      const race = raceFor(nonce);
      return {
        race: {
          runners: race.runners.map((r, lane) => ({
            lane,
            name: HORSE_LABELS[r.horse].name,
            color: HORSE_LABELS[r.horse].color,
            odds: race.odds[lane],
          })),
        },
        rtp: rtpRows(game, String),
      };
    }
  }
  throw new Error(`no info for ${game}`);
}
