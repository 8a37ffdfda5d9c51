// One slice of the RTP simulation, run in a child process: plays nonces [from, to) and returns sums.
import { BACCARAT_BETS, baccaratReturn } from '../src/games/baccarat.ts';
import { DRAGON_TIGER_BETS, dragonTigerReturn } from '../src/games/dragon-tiger.ts';
import { fishingReturn } from '../src/games/fishing.ts';
import { FOOTBALL_PICKS, footballReturn, fixtureFor } from '../src/games/football.ts';
import { racingReturn } from '../src/games/horse-racing.ts';
import { outcomeOf } from '../src/games/index.ts';
import type { GameId } from '../src/games/index.ts';
import { SICBO_BETS, sicboReturn } from '../src/games/sicbo.ts';
import { slotWinAmount } from '../src/games/slot.ts';
import { FRUIT_FIESTA, TEMPLE_ELEPHANT } from '../src/games/slot-themes.ts';
import type { SlotModel } from '../src/games/slot-model.ts';

export type Slice = { game: GameId; from: number; to: number; serverSeed: string };

/** Returned satang per measured bet, with the stakes those returns answer. */
export type SliceResult = Record<string, { returned: number; staked: number }>;

export const STAKE = 10_000; // 100 baht: a whole number of line bets and of 20 satang

const clientSeed = 'rtp-simulation';

/** Each game's measured bets for one round: [key, returned] pairs, every one on STAKE. */
const ROUND: Record<GameId, (nonce: number, serverSeed: string) => [string, number][]> = {
  'slot-golden-reels': (nonce, serverSeed) => [
    [
      'slot-golden-reels',
      slotWinAmount(STAKE, outcomeOf('slot-golden-reels', { serverSeed, clientSeed, nonce }).totalPay),
    ],
  ],
  'slot-fruit-fiesta': (nonce, serverSeed) => [
    [
      'slot-fruit-fiesta',
      slotWinAmount(
        STAKE,
        outcomeOf('slot-fruit-fiesta', { serverSeed, clientSeed, nonce }).totalPay,
        FRUIT_FIESTA as unknown as SlotModel,
      ),
    ],
  ],
  'slot-temple-elephant': (nonce, serverSeed) => [
    [
      'slot-temple-elephant',
      slotWinAmount(
        STAKE,
        outcomeOf('slot-temple-elephant', { serverSeed, clientSeed, nonce }).totalPay,
        TEMPLE_ELEPHANT as unknown as SlotModel,
      ),
    ],
  ],
  'baccarat-classic': (nonce, serverSeed) => {
    const round = outcomeOf('baccarat-classic', { serverSeed, clientSeed, nonce });
    return BACCARAT_BETS.map((bet) => [`baccarat-classic (${bet})`, baccaratReturn(round, bet, STAKE)]);
  },
  'dragon-tiger-classic': (nonce, serverSeed) => {
    const round = outcomeOf('dragon-tiger-classic', { serverSeed, clientSeed, nonce });
    return DRAGON_TIGER_BETS.map((bet) => [
      `dragon-tiger-classic (${bet})`,
      dragonTigerReturn(round, bet, STAKE),
    ]);
  },
  'sicbo-classic': (nonce, serverSeed) => {
    const round = outcomeOf('sicbo-classic', { serverSeed, clientSeed, nonce });
    return SICBO_BETS.map((bet) => [`sicbo-classic (${bet})`, sicboReturn(round, bet, STAKE)]);
  },
  'fishing-ocean-hunter': (nonce, serverSeed) => [
    [
      'fishing-ocean-hunter',
      fishingReturn(outcomeOf('fishing-ocean-hunter', { serverSeed, clientSeed, nonce }), STAKE),
    ],
  ],
  'fishing-dragon-reef': (nonce, serverSeed) => [
    [
      'fishing-dragon-reef',
      fishingReturn(outcomeOf('fishing-dragon-reef', { serverSeed, clientSeed, nonce }), STAKE),
    ],
  ],
  'football-virtual-league': (nonce, serverSeed) => {
    const result = outcomeOf('football-virtual-league', { serverSeed, clientSeed, nonce });
    const match = fixtureFor(nonce);
    return FOOTBALL_PICKS.map((pick) => [
      'football-virtual-league (1X2)',
      footballReturn(match, result, pick, STAKE),
    ]);
  },
  'racing-virtual-derby': (nonce, serverSeed) => {
    const { race, ...result } = outcomeOf('racing-virtual-derby', { serverSeed, clientSeed, nonce });
    return race.runners.map((_, lane) => [
      'racing-virtual-derby (win)',
      racingReturn(race, result, lane, STAKE),
    ]);
  },
};

export function runSlice({ game, from, to, serverSeed }: Slice): SliceResult {
  const sums: SliceResult = {};
  for (let nonce = from; nonce < to; nonce++) {
    for (const [key, returned] of ROUND[game](nonce, serverSeed)) {
      const s = (sums[key] ??= { returned: 0, staked: 0 });
      s.returned += returned;
      s.staked += STAKE;
    }
  }
  return sums;
}

process.on('message', (slice: Slice) => process.send?.(runSlice(slice)));
