import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProviderApp } from '../app.ts';
import { outcomeOf } from '../games/index.ts';
import type { GameId } from '../games/index.ts';
import { raceFor } from '../games/horse-racing.ts';
import type { ProtocolClient } from '../protocol/client.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'demo-provider-new-games-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const noOperator = new Proxy({} as ProtocolClient, {
  get: () => () => Promise.reject(new Error('demo mode must not call the operator')),
});

async function demo(game: GameId) {
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
  const launch = await app.inject({ url: `/play/${game}?mode=demo` });
  const session = launch.headers.location!.replace('/game/', '');
  await app.inject({
    method: 'POST',
    url: `/api/sessions/${session}/client-seed`,
    payload: { client_seed: `seed-of-${game}` },
  });
  const round = async (payload: Record<string, unknown>) =>
    (await app.inject({ method: 'POST', url: `/api/sessions/${session}/round`, payload })).json();
  const reveal = async () =>
    (await app.inject({ method: 'POST', url: `/api/sessions/${session}/seeds`, payload: {} })).json();
  return { app, round, reveal };
}

/** One round's body per new game: one baht on the first bet, pick or lane. */
const BODIES: [GameId, Record<string, unknown>, number][] = [
  ['slot-fruit-fiesta', { stake: 100 }, 100],
  ['slot-temple-elephant', { stake: 100 }, 100],
  ['dragon-tiger-classic', { bets: { dragon: 100, tie: 100 } }, 200],
  ['sicbo-classic', { bets: { big: 100, any_triple: 100 } }, 200],
  ['fishing-dragon-reef', { stake: 100 }, 100],
  ['racing-virtual-derby', { stake: 100, pick: 2, nonce: 0 }, 100],
];

describe('the new games over HTTP in demo mode', () => {
  it.each(BODIES)(
    '%s plays a round, moves the balance by win − stake and verifies from the revealed seed',
    async (game, body, staked) => {
      const { app, round, reveal } = await demo(game);
      try {
        const played = await round(body);
        expect(played).toMatchObject({ ok: true, fair: { nonce: 1 } });
        expect(played.balance).toBe(1_000_000 - staked + played.win);
        const { revealed } = await reveal();
        const { stdout } = await promisify(execFile)(process.execPath, [
          '--import',
          'tsx',
          path.resolve(import.meta.dirname, '../../scripts/verify.ts'),
          ...['--game', game, '--server-seed', revealed.serverSeed],
          ...['--client-seed', revealed.clientSeed, '--nonce', '0'],
        ]);
        const [hashLine, ...json] = stdout.trim().split('\n');
        expect(hashLine).toBe(`server seed hash: ${revealed.serverSeedHash}`);
        const recomputed = JSON.parse(json.join('\n'));
        expect(recomputed).toEqual(
          outcomeOf(game, { serverSeed: revealed.serverSeed, clientSeed: `seed-of-${game}`, nonce: 0 }),
        );
      } finally {
        await app.close();
      }
    },
  );

  it('refuses a race bet on a race card the player did not see, and a lane that does not run', async () => {
    const { app, round } = await demo('racing-virtual-derby');
    try {
      expect(await round({ stake: 100, pick: 0, nonce: 5 })).toMatchObject({
        ok: false,
        code: 'FIXTURE_CHANGED',
      });
      expect(await round({ stake: 100, pick: 6, nonce: 0 })).toMatchObject({ ok: false, code: 'BAD_BET' });
      const played = await round({ stake: 100, pick: 0, nonce: 0 });
      const odds = raceFor(0).odds[0]!;
      expect(played.win).toBe(played.view.winner === 0 ? odds : 0);
    } finally {
      await app.close();
    }
  });

  it('refuses a sic bo bet that is not on the table, and a round with nothing staked', async () => {
    const { app, round } = await demo('sicbo-classic');
    try {
      expect(await round({ bets: { seven: 100 } })).toMatchObject({ ok: false, code: 'BAD_BET' });
      expect(await round({ bets: { big: 0 } })).toMatchObject({ ok: false, code: 'BAD_BET' });
      expect(await round({ bets: { big: 150 } })).toMatchObject({ ok: false, code: 'BAD_BET' });
    } finally {
      await app.close();
    }
  });
});
