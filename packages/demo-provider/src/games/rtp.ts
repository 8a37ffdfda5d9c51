import { BACCARAT_BETS, BACCARAT_RTP } from './baccarat.ts';
import { DRAGON_TIGER_BETS, dragonTigerRtp } from './dragon-tiger.ts';
import { fishingRtp, REEF_FISH } from './fishing.ts';
import { footballExpectedRtp } from './football.ts';
import { racingExpectedRtp } from './horse-racing.ts';
import type { GameId } from './index.ts';
import { SICBO_BETS, sicboRtp } from './sicbo.ts';
import { exactSlotRtp } from './slot-rtp.ts';
import { FRUIT_FIESTA, TEMPLE_ELEPHANT } from './slot-themes.ts';

/**
 * Each game's configured return to player, per bet where bets differ (`bet` undefined: the whole
 * game). Exact from the tables wherever the model allows (slots, fishing, sic bo, dragon tiger, the
 * rounded odds of the virtual sports); baccarat's are the published 8-deck figures. `provider:rtp`
 * plays every game and checks it lands within ±0.5 pp of these; the pages' rule tables show them.
 */
export type RtpRow = { bet?: string; rtp: number };

const compute: Record<GameId, () => RtpRow[]> = {
  'slot-golden-reels': () => [{ rtp: exactSlotRtp().rtp }],
  'slot-fruit-fiesta': () => [{ rtp: exactSlotRtp(FRUIT_FIESTA).rtp }],
  'slot-temple-elephant': () => [{ rtp: exactSlotRtp(TEMPLE_ELEPHANT).rtp }],
  'baccarat-classic': () => BACCARAT_BETS.map((bet) => ({ bet, rtp: BACCARAT_RTP[bet] })),
  'dragon-tiger-classic': () => {
    const rtp = dragonTigerRtp();
    return DRAGON_TIGER_BETS.map((bet) => ({ bet, rtp: rtp[bet] }));
  },
  'sicbo-classic': () => {
    const rtp = sicboRtp();
    return SICBO_BETS.map((bet) => ({ bet, rtp: rtp[bet] }));
  },
  'fishing-ocean-hunter': () => [{ rtp: fishingRtp() }],
  'fishing-dragon-reef': () => [{ rtp: fishingRtp(REEF_FISH) }],
  'football-virtual-league': () => [{ rtp: footballExpectedRtp() }],
  'racing-virtual-derby': () => [{ rtp: racingExpectedRtp() }],
};

const known = new Map<GameId, RtpRow[]>();

export function gameRtp(game: GameId): RtpRow[] {
  let rows = known.get(game);
  if (!rows) {
    rows = compute[game]();
    known.set(game, rows);
  }
  return rows;
}

/** RTP in basis points (9606 = 96.06%), as the pages show it: a whole number, rounded half up. */
export function rtpBasisPoints(rtp: number): number {
  return Math.round(rtp * 10_000);
}
