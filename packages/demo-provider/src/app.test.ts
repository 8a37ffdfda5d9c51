import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProviderApp } from './app.ts';
import type { ProviderConfig } from './config.ts';
import { createProtocolClient } from './protocol/client.ts';
import { startFakeOperator } from './testing/fake-operator.ts';

const SECRET = 'shared-secret-for-provider-tests';
const SITE = 'http://site.test:3000';
let dataDir: string;
let operator: Awaited<ReturnType<typeof startFakeOperator>>;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'demo-provider-'));
  operator = await startFakeOperator(SECRET, 100_000);
});
afterEach(async () => {
  await operator.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function provider() {
  const config: ProviderConfig = {
    port: 0,
    host: '127.0.0.1',
    operatorApiUrl: operator.url,
    siteOrigins: [SITE],
    dataDir,
    secret: SECRET,
    logLevel: 'silent',
  };
  const client = createProtocolClient({
    operatorApiUrl: operator.url,
    providerId: 'demo',
    secret: () => SECRET,
    retries: 1,
    backoffMs: 1,
  });
  const app = await buildProviderApp(config, { client });
  await app.ready();
  return app;
}

type App = Awaited<ReturnType<typeof provider>>;

/** Opens the game as the site's link does; the page then sends the browser's client seed. */
async function launch(app: App, clientSeed: string | null = 'browser-seed') {
  const res = await app.inject({ url: '/play/slot-golden-reels?token=good-token' });
  expect(res.statusCode).toBe(303);
  const session = res.headers.location!.replace('/game/', '');
  if (clientSeed !== null) expect((await giveClientSeed(app, session, clientSeed)).ok).toBe(true);
  return session;
}

const giveClientSeed = (app: App, session: string, clientSeed: string) =>
  app
    .inject({
      method: 'POST',
      url: `/api/sessions/${session}/client-seed`,
      payload: { client_seed: clientSeed },
    })
    .then((r) => r.json());

const playSlot = (app: App, session: string, stake = 1000) =>
  app
    .inject({ method: 'POST', url: `/api/sessions/${session}/round`, payload: { stake } })
    .then((r) => r.json());

const history = () =>
  readFileSync(path.join(dataDir, 'demo-provider/rounds.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('demo provider', () => {
  it('exchanges the launch token once and serves the game page only to the site frame', async () => {
    const app = await provider();
    const session = await launch(app);
    const page = await app.inject({ url: `/game/${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${SITE}`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const again = await app.inject({ url: '/play/slot-golden-reels?token=good-token' });
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('ลิงก์เข้าเกมนี้หมดอายุหรือถูกใช้ไปแล้ว');
    await app.close();
  });

  it('serves the pages’ Thai font from its own origin, the only place its CSP takes fonts from', async () => {
    const app = await provider();
    const css = await app.inject({ url: '/assets/style.css' });
    const fonts = [...css.body.matchAll(/url\('(\/assets\/[\w-]+\.woff2)'\)/g)].map((m) => m[1]!);
    expect(fonts).toHaveLength(4);
    for (const url of fonts) {
      const font = await app.inject({ url });
      expect(font.statusCode, url).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    expect(css.headers['content-security-policy']).toContain("font-src 'self'");
    await app.close();
  });

  it('plays a round as one bet and wins that close it, and records it for reconciliation', async () => {
    const app = await provider();
    const session = await launch(app);
    const res = (
      await app.inject({ method: 'POST', url: `/api/sessions/${session}/round`, payload: { stake: 1000 } })
    ).json();
    expect(res.ok).toBe(true);
    const money = operator.calls.filter((c) => c.call === 'bet' || c.call === 'win');
    expect(money[0]).toMatchObject({
      call: 'bet',
      body: { amount: 1000, round_id: res.roundId, game_id: 'slot-golden-reels' },
    });
    expect(money.slice(1).every((c) => c.call === 'win' && c.body.round_id === res.roundId)).toBe(true);
    expect(money.at(-1)!.body.round_closed).toBe(true);
    expect(res.balance).toBe(100_000 - 1000 + res.win);
    expect(res.fair.nonce).toBe(1);
    const round = history().find((l) => l.type === 'round');
    expect(round).toMatchObject({
      round_id: res.roundId,
      player_ref: 'm1',
      stake: 1000,
      win: res.win,
      nonce: 0,
    });
    expect(round.server_seed_hash).toBe(res.fair.serverSeedHash);
    await app.close();
  });

  it('plays no round until the player’s browser gives a client seed, then plays with that seed', async () => {
    const app = await provider();
    const session = await launch(app, null);
    const state = (await app.inject({ url: `/api/sessions/${session}` })).json();
    expect(state.fair).toMatchObject({ clientSeed: null, nonce: 0 });
    expect(state.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await playSlot(app, session)).toMatchObject({ ok: false, code: 'CLIENT_SEED_NEEDED' });
    expect(operator.calls.filter((c) => c.call === 'bet')).toEqual([]);

    expect(await giveClientSeed(app, session, 'bad seed')).toMatchObject({
      ok: false,
      code: 'BAD_CLIENT_SEED',
    });
    const given = await giveClientSeed(app, session, 'chosen-in-the-browser');
    expect(given).toMatchObject({
      ok: true,
      fair: { serverSeedHash: state.fair.serverSeedHash, clientSeed: 'chosen-in-the-browser', nonce: 0 },
    });
    // the pair keeps the seed it was given: a new one takes a rotation
    expect(await giveClientSeed(app, session, 'another')).toMatchObject({
      ok: false,
      code: 'CLIENT_SEED_LOCKED',
    });
    const played = await playSlot(app, session);
    expect(played.ok).toBe(true);
    expect(history().find((l) => l.type === 'round')).toMatchObject({
      client_seed: 'chosen-in-the-browser',
      nonce: 0,
      server_seed_hash: state.fair.serverSeedHash,
    });
    await app.close();
  });

  it('waits after a rotation for a new client seed from the browser before the next round', async () => {
    const app = await provider();
    const session = await launch(app);
    expect((await playSlot(app, session)).ok).toBe(true);
    const rotated = (
      await app.inject({ method: 'POST', url: `/api/sessions/${session}/seeds`, payload: {} })
    ).json();
    expect(rotated).toMatchObject({ ok: true, revealed: { clientSeed: 'browser-seed', roundsPlayed: 1 } });
    expect(rotated.fair).toMatchObject({ clientSeed: null, nonce: 0 });
    expect(await playSlot(app, session)).toMatchObject({ ok: false, code: 'CLIENT_SEED_NEEDED' });
    expect((await giveClientSeed(app, session, 'second-pair')).ok).toBe(true);
    expect((await playSlot(app, session)).ok).toBe(true);
    const rounds = history().filter((l) => l.type === 'round');
    expect(rounds.map((r) => [r.client_seed, r.nonce])).toEqual([
      ['browser-seed', 0],
      ['second-pair', 0],
    ]);
    await app.close();
  });

  it('recomputes a paid round from the revealed seed with provider:verify', async () => {
    const app = await provider();
    const session = await launch(app, 'verify-me-seed');
    const played = await playSlot(app, session);
    const { revealed } = (
      await app.inject({ method: 'POST', url: `/api/sessions/${session}/seeds`, payload: {} })
    ).json();
    expect(revealed.clientSeed).toBe('verify-me-seed');
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      path.resolve(import.meta.dirname, '../scripts/verify.ts'),
      ...['--game', 'slot-golden-reels', '--server-seed', revealed.serverSeed],
      ...['--client-seed', revealed.clientSeed, '--nonce', '0'],
    ]);
    const [hashLine, ...json] = stdout.trim().split('\n');
    expect(hashLine).toBe(`server seed hash: ${played.fair.serverSeedHash}`);
    const recomputed = JSON.parse(json.join('\n'));
    expect(recomputed.spins.map((s: { grid: unknown }) => s.grid)).toEqual(
      played.view.spins.map((s: { grid: unknown }) => s.grid),
    );
    expect(recomputed.totalPay * 100).toBe(played.win);
    await app.close();
  });

  it('refuses a bet larger than the wallet without using up the nonce', async () => {
    operator.state.balance = 500;
    const app = await provider();
    const session = await launch(app);
    const res = (
      await app.inject({ method: 'POST', url: `/api/sessions/${session}/round`, payload: { stake: 1000 } })
    ).json();
    expect(res).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: 500 });
    expect(operator.calls.some((c) => c.call === 'win')).toBe(false);
    const state = (await app.inject({ url: `/api/sessions/${session}` })).json();
    expect(state.fair.nonce).toBe(0);
    await app.close();
  });

  it('rolls back a bet whose answer never came, under the bet transaction id', async () => {
    const app = await provider();
    const session = await launch(app);
    operator.state.drop.add('bet');
    const res = (
      await app.inject({ method: 'POST', url: `/api/sessions/${session}/round`, payload: { stake: 1000 } })
    ).json();
    expect(res).toMatchObject({ ok: false, code: 'WALLET_UNAVAILABLE' });
    const bets = operator.calls.filter((c) => c.call === 'bet');
    expect(new Set(bets.map((b) => b.body.transaction_id)).size).toBe(1);
    const rollback = operator.calls.find((c) => c.call === 'rollback');
    expect(rollback?.body.bet_transaction_id).toBe(bets[0]!.body.transaction_id);
    expect(history().at(-1)).toMatchObject({ type: 'rolled_back', status: 'BET_NOT_FOUND' });
    await app.close();
  });

  it('pays a win the operator did not answer after a restart, with the same transaction id', async () => {
    const app = await provider();
    const session = await launch(app);
    operator.state.drop.add('win');
    const res = (
      await app.inject({ method: 'POST', url: `/api/sessions/${session}/round`, payload: { stake: 1000 } })
    ).json();
    expect(res.ok).toBe(true);
    await app.close();
    const dropped = operator.calls.filter((c) => c.call === 'win').map((c) => c.body.transaction_id);
    operator.state.drop.clear();
    const restarted = await provider();
    await expect
      .poll(
        () =>
          operator.calls.filter((c) => c.call === 'win' && dropped.includes(c.body.transaction_id)).length,
        { timeout: 5_000 },
      )
      .toBeGreaterThan(dropped.length);
    // every win call of the round is answered once (a round with free spins has several)
    const winCalls = history().find((l) => l.type === 'round').wins.length;
    await expect
      .poll(() => history().filter((l) => l.type === 'win_answered').length, { timeout: 5_000 })
      .toBe(winCalls);
    expect(operator.state.balance).toBe(100_000 - 1000 + res.win);
    await restarted.close();
  });

  it('plays rounds from two tabs of one player one after another, each on its own nonce', async () => {
    const app = await provider();
    const first = await launch(app);
    const second = (
      await app.inject({ url: '/play/slot-golden-reels?token=second-tab-token' })
    ).headers.location!.replace('/game/', '');
    // both tabs share the player's seed pair: the second tab's page finds its client seed already set
    expect(await giveClientSeed(app, second, 'second-tab')).toMatchObject({ code: 'CLIENT_SEED_LOCKED' });
    const play = (session: string) =>
      app
        .inject({ method: 'POST', url: `/api/sessions/${session}/round`, payload: { stake: 100 } })
        .then((r) => r.json());
    const results = await Promise.all([play(first), play(second), play(first)]);
    expect(results.every((r) => r.ok)).toBe(true);
    const nonces = history()
      .filter((l) => l.type === 'round')
      .map((l) => l.nonce);
    expect(nonces.sort()).toEqual([0, 1, 2]);
    await app.close();
  });

  it('plays demo mode with play money and no operator calls', async () => {
    const app = await provider();
    const launchRes = await app.inject({ url: '/play/baccarat-classic?mode=demo' });
    const session = launchRes.headers.location!.replace('/game/', '');
    expect((await giveClientSeed(app, session, 'demo-browser-seed')).ok).toBe(true);
    const res = (
      await app.inject({
        method: 'POST',
        url: `/api/sessions/${session}/round`,
        payload: { bets: { banker: 1000 } },
      })
    ).json();
    expect(res.ok).toBe(true);
    expect(res.balance).toBe(1_000_000 - 1000 + res.win);
    expect(operator.calls).toEqual([]);
    await app.close();
  });
});
