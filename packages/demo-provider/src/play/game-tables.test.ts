import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../app.ts';
import { BACCARAT_BETS, RETURN_HUNDREDTHS } from '../games/baccarat.ts';
import { DRAGON_TIGER_BETS } from '../games/dragon-tiger.ts';
import { FISH, REEF_FISH } from '../games/fishing.ts';
import { FOOTBALL_PICKS, fixtureFor, TEAMS } from '../games/football.ts';
import { HORSES, raceFor } from '../games/horse-racing.ts';
import { GAME_IDS } from '../games/index.ts';
import { gameRtp, rtpBasisPoints } from '../games/rtp.ts';
import { SICBO_BETS } from '../games/sicbo.ts';
import { FRUIT_SYMBOLS, TEMPLE_ELEPHANT, TEMPLE_SYMBOLS } from '../games/slot-themes.ts';
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
import {
  BACCARAT_BET_LABELS,
  FISH_ART,
  FISH_LABELS,
  FOOTBALL_PICK_LABELS,
  HORSE_LABELS,
  SLOT_SYMBOL_LABELS,
  TEAM_COLORS,
  TEAM_LABELS,
  TEMPLE_SYMBOL_LABELS,
} from '../pages/labels.ts';
import type { ProtocolClient } from '../protocol/client.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'demo-provider-tables-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Demo mode never calls the operator: a client that answers nothing proves it. */
const noOperator = new Proxy({} as ProtocolClient, {
  get: () => () => Promise.reject(new Error('demo mode must not call the operator')),
});

async function infoOf(game: GameId) {
  const app = await buildProviderApp(
    {
      port: 0,
      host: '127.0.0.1',
      operatorApiUrl: 'http://127.0.0.1:9',
      siteOrigins: [],
      dataDir,
      secret: 'unused',
      logLevel: 'silent',
    },
    { client: noOperator },
  );
  try {
    const launch = await app.inject({ url: `/play/${game}?mode=demo` });
    const session = launch.headers.location!.replace('/game/', '');
    const state = await app.inject({ url: `/api/sessions/${session}` });
    return state.json().info as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

describe('game tables served to the pages', () => {
  it('serves the slot page the model’s reels, rows, paylines, symbols and pays, exactly', async () => {
    const info = await infoOf('slot-golden-reels');
    expect(info).toEqual({
      reels: REELS,
      rows: ROWS,
      lines: PAYLINES.length,
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
      volatility: 'medium',
      rtp: [{ name: 'ทุกเดิมพัน', basisPoints: 9606 }],
    });
    // the pay table's rows keep the model's order (the page shows them top pay first)
    expect(Object.keys(info.paytable as object)).toEqual(Object.keys(PAYTABLE));
  });

  it('serves each further slot its own model: Temple of the White Elephant with free spins ×3', async () => {
    const info = await infoOf('slot-temple-elephant');
    expect(info).toMatchObject({
      paytable: TEMPLE_ELEPHANT.paytable,
      freeSpins: 8,
      freeSpinMultiplier: 3,
      volatility: 'high',
      symbols: TEMPLE_SYMBOLS.map((id) => ({ id, ...TEMPLE_SYMBOL_LABELS[id] })),
    });
    expect((await infoOf('slot-fruit-fiesta')).freeSpins).toBe(0);
  });

  it('serves every game its RTP rows from the model, in basis points', async () => {
    for (const game of GAME_IDS) {
      const rows = (await infoOf(game)).rtp as { basisPoints: number }[];
      expect(
        rows.map((r) => r.basisPoints),
        game,
      ).toEqual(gameRtp(game).map((r) => rtpBasisPoints(r.rtp)));
    }
  });

  it('serves the baccarat page every bet of the model with its return, exactly', async () => {
    expect(await infoOf('baccarat-classic')).toEqual({
      bets: BACCARAT_BETS.map((id) => ({
        id,
        name: BACCARAT_BET_LABELS[id],
        returnHundredths: RETURN_HUNDREDTHS[id],
      })),
      rtp: [9877, 9894, 8564, 8964, 8964].map((basisPoints, i) => ({
        name: BACCARAT_BET_LABELS[BACCARAT_BETS[i]!],
        basisPoints,
      })),
    });
  });

  it('serves the fishing page every fish of the model with its multiplier, exactly', async () => {
    expect(await infoOf('fishing-ocean-hunter')).toEqual({
      fish: FISH.flatMap((f) =>
        f.id === 'miss'
          ? []
          : [{ id: f.id, name: FISH_LABELS[f.id], multiplier: f.multiplier, ...FISH_ART[f.id] }],
      ),
      rtp: [{ name: 'ทุกเดิมพัน', basisPoints: 9600 }],
    });
  });

  it('serves the football page the model’s picks and the next fixture with its odds, exactly', async () => {
    const { home, away, odds, chances, chanceTotal } = fixtureFor(0);
    expect(await infoOf('football-virtual-league')).toEqual({
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
      rtp: [{ name: 'ทุกเดิมพัน', basisPoints: 9500 }],
    });
  });

  it('serves the racing page the race card of the next nonce with its odds, exactly', async () => {
    const race = raceFor(0);
    expect((await infoOf('racing-virtual-derby')).race).toEqual({
      runners: race.runners.map((r, lane) => ({
        lane,
        name: HORSE_LABELS[r.horse].name,
        color: HORSE_LABELS[r.horse].color,
        odds: race.odds[lane],
      })),
    });
  });

  it('keeps no copy of the models’ ids or paylines in the browser scripts', () => {
    const ids: Record<GameId, readonly string[]> = {
      'slot-golden-reels': SLOT_SYMBOLS,
      'baccarat-classic': BACCARAT_BETS,
      'fishing-ocean-hunter': FISH.map((f) => f.id),
      'football-virtual-league': [...TEAMS.map((t) => t.id), ...FOOTBALL_PICKS],
      'slot-fruit-fiesta': FRUIT_SYMBOLS,
      'slot-temple-elephant': TEMPLE_SYMBOLS,
      'dragon-tiger-classic': DRAGON_TIGER_BETS,
      'sicbo-classic': SICBO_BETS,
      'fishing-dragon-reef': REEF_FISH.map((f) => f.id),
      'racing-virtual-derby': HORSES.map((h) => h.id),
    };
    /** A page's script and every script it imports (the shared slot, card and art modules). */
    const sourcesOf = (file: string, seen = new Set<string>()): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      const source = readFileSync(path.join(publicDir, file), 'utf8');
      const imports = [...source.matchAll(/from '\.\/([\w-]+\.js)'/g)].map((m) => m[1]!);
      return [source, ...imports.flatMap((f) => sourcesOf(f, seen))];
    };
    for (const game of GAME_IDS) {
      const source = sourcesOf(`${game}.js`).join('\n');
      for (const id of ids[game]) {
        expect(source, `${game}.js names ${id}`).not.toContain(`'${id}'`);
        expect(source, `${game}.js names ${id}`).not.toContain(`"${id}"`);
      }
      for (const line of PAYLINES) expect(source, `${game}.js`).not.toContain(`[${line.join(', ')}]`);
    }
  });
});
