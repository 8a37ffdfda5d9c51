// One slice of the RTP simulation, run in a child process: plays nonces [from, to) and returns sums.
import { BACCARAT_BETS, baccaratReturn } from '../src/games/baccarat.ts';
import { fishingReturn } from '../src/games/fishing.ts';
import { FOOTBALL_PICKS, footballReturn, fixtureFor } from '../src/games/football.ts';
import { outcomeOf } from '../src/games/index.ts';
import { slotWinAmount } from '../src/games/slot.ts';

export type Slice = {
  game: 'slot' | 'baccarat' | 'fishing' | 'football';
  from: number;
  to: number;
  serverSeed: string;
};
/** Returned satang per measured bet, with the stakes those returns answer. */
export type SliceResult = Record<string, { returned: number; staked: number }>;

export const STAKE = 10_000; // 100 baht: a whole number of line bets and of 20 satang
const clientSeed = 'rtp-simulation';

export function runSlice({ game, from, to, serverSeed }: Slice): SliceResult {
  const sums: SliceResult = {};
  const add = (key: string, returned: number) => {
    const s = (sums[key] ??= { returned: 0, staked: 0 });
    s.returned += returned;
    s.staked += STAKE;
  };
  for (let nonce = from; nonce < to; nonce++) {
    const seed = { serverSeed, clientSeed, nonce };
    if (game === 'slot') {
      add('slot-golden-reels', slotWinAmount(STAKE, outcomeOf('slot-golden-reels', seed).totalPay));
    } else if (game === 'baccarat') {
      const round = outcomeOf('baccarat-classic', seed);
      for (const bet of BACCARAT_BETS) add(`baccarat-classic (${bet})`, baccaratReturn(round, bet, STAKE));
    } else if (game === 'fishing') {
      add('fishing-ocean-hunter', fishingReturn(outcomeOf('fishing-ocean-hunter', seed), STAKE));
    } else {
      const result = outcomeOf('football-virtual-league', seed);
      const match = fixtureFor(nonce);
      for (const pick of FOOTBALL_PICKS)
        add('football-virtual-league (1X2)', footballReturn(match, result, pick, STAKE));
    }
  }
  return sums;
}

process.on('message', (slice: Slice) => process.send?.(runSlice(slice)));
