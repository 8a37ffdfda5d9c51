import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../app.ts';
import { BACCARAT_BETS, RETURN_HUNDREDTHS } from '../games/baccarat.ts';
import { FISH } from '../games/fishing.ts';
import { FOOTBALL_PICKS, fixtureFor, TEAMS } from '../games/football.ts';
import { GAME_IDS } from '../games/index.ts';
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
  FISH_LABELS,
  FOOTBALL_PICK_LABELS,
  SLOT_SYMBOL_LABELS,
  TEAM_LABELS,
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
    });
    // the pay table's rows keep the model's order (the page shows them top pay first)
    expect(Object.keys(info.paytable as object)).toEqual(Object.keys(PAYTABLE));
  });

  it('serves the baccarat page every bet of the model with its return, exactly', async () => {
    expect(await infoOf('baccarat-classic')).toEqual({
      bets: BACCARAT_BETS.map((id) => ({
        id,
        name: BACCARAT_BET_LABELS[id],
        returnHundredths: RETURN_HUNDREDTHS[id],
      })),
    });
  });

  it('serves the fishing page every fish of the model with its multiplier, exactly', async () => {
    expect(await infoOf('fishing-ocean-hunter')).toEqual({
      fish: FISH.flatMap((f) =>
        f.id === 'miss' ? [] : [{ id: f.id, name: FISH_LABELS[f.id], multiplier: f.multiplier }],
      ),
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
        odds,
        chances,
        chanceTotal,
      },
    });
  });

  it('keeps no copy of the models’ ids or paylines in the browser scripts', () => {
    const ids: Record<GameId, readonly string[]> = {
      'slot-golden-reels': SLOT_SYMBOLS,
      'baccarat-classic': BACCARAT_BETS,
      'fishing-ocean-hunter': FISH.map((f) => f.id),
      'football-virtual-league': [...TEAMS.map((t) => t.id), ...FOOTBALL_PICKS],
    };
    for (const game of GAME_IDS) {
      const source = readFileSync(path.join(publicDir, `${game}.js`), 'utf8');
      for (const id of ids[game]) {
        expect(source, `${game}.js names ${id}`).not.toContain(`'${id}'`);
        expect(source, `${game}.js names ${id}`).not.toContain(`"${id}"`);
      }
      for (const line of PAYLINES) expect(source, `${game}.js`).not.toContain(`[${line.join(', ')}]`);
    }
  });
});
