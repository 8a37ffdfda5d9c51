import { existsSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_GAME_NAMES, ERRORS } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { gameLaunchTokens } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { fundedMember, gamesConfig } from '#testing/games.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

describe.each(testDatabases())('game catalogue, lobby and launch on $kind', (target) => {
  let t: TestApp;
  suiteTestApp(
    target,
    {
      config: gamesConfig({ demoProviderUrl: 'http://games.test:3100' }),
    },
    (made) => (t = made),
  );

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
  /** The member's launch link for a demo game, staked from `walletId`. */
  const gameLink = (
    token: string,
    walletId: number | undefined,
    gameId: string,
    source: string,
    { mobile }: { mobile: boolean },
  ) =>
    asMember(t, token).post('/api/game/link', {
      wallet_id: walletId,
      game_id: gameId,
      provider_id: 'demo',
      is_mobile: mobile,
      source,
    });
  const fail = (key: keyof typeof ERRORS) => ({
    error: ERRORS[key].code,
    data: null,
    message: ERRORS[key].message,
  });
  const launchCount = async () => (await t.database.db.select({ n: count() }).from(gameLaunchTokens))[0]?.n;

  it('lists the ten built-in games in lobby order with images and flags', async () => {
    const body = await get('/api/game/list');
    expect(body.data).toMatchObject({ page: 1, limit: 60, total: 10 });
    expect(body.data.games.map((g: { game_id: string }) => g.game_id)).toEqual([
      'slot-golden-reels',
      'baccarat-classic',
      'fishing-ocean-hunter',
      'football-virtual-league',
      'slot-fruit-fiesta',
      'slot-temple-elephant',
      'dragon-tiger-classic',
      'sicbo-classic',
      'fishing-dragon-reef',
      'racing-virtual-derby',
    ]);
    expect(body.data.games[0]).toEqual({
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      sub_provider_id: '',
      category: 'slot',
      categories: ['slot', 'freespin'],
      name: 'โกลเด้นรีล',
      image: '/media/games/slot-golden-reels.svg',
      supports_demo: true,
      is_hot: true,
      sort: 1,
    });
  });

  it('names every built-in game as the provider’s own page does (docs/GAMES.md#one-name)', async () => {
    const games = (await get('/api/game/list?provider=demo')).data.games as {
      game_id: string;
      name: string;
    }[];
    expect(Object.fromEntries(games.map((g) => [g.game_id, g.name]))).toEqual(DEMO_GAME_NAMES);
  });

  it('has a tile image for every game in media/games', async () => {
    const media = path.resolve(import.meta.dirname, '../../../../media');
    const images = (await get('/api/game/list')).data.games.map((g: { image: string }) => g.image);
    for (const image of images)
      expect(existsSync(path.join(media, image.replace('/media/', ''))), image).toBe(true);
  });

  it('filters by category (a slot also appears under freespin), provider and hot, and pages', async () => {
    const ids = async (q: string) =>
      (await get(`/api/game/list?${q}`)).data.games.map((g: { game_id: string }) => g.game_id);
    expect(await ids('category=freespin')).toEqual(['slot-golden-reels', 'slot-temple-elephant']);
    expect(await ids('category=casino&provider=demo')).toEqual([
      'baccarat-classic',
      'dragon-tiger-classic',
      'sicbo-classic',
    ]);
    expect(await ids('provider=nobody')).toEqual([]);
    expect(await ids('hot=true')).toEqual(['slot-golden-reels', 'baccarat-classic', 'slot-temple-elephant']);
    const page4 = (await get('/api/game/list?limit=3&page=4')).data;
    expect(page4).toMatchObject({ page: 4, limit: 3, total: 10 });
    expect(page4.games.map((g: { game_id: string }) => g.game_id)).toEqual(['racing-virtual-derby']);
  });

  it('answers a category lobby with its providers and games', async () => {
    expect((await get('/api/game/lobby?category=fishing')).data).toEqual({
      category: 'fishing',
      providers: [{ provider_id: 'demo', name: 'UG Originals', game_count: 2 }],
      games: [
        expect.objectContaining({ game_id: 'fishing-ocean-hunter' }),
        expect.objectContaining({ game_id: 'fishing-dragon-reef' }),
      ],
    });
  });

  it('answers lobby sections in order, and a Thai error for an unknown lobby', async () => {
    const slot = (await get('/api/lobby/configs?lobby_key=slot')).data;
    expect(slot.sections.map((s: { kind: string }) => s.kind)).toEqual(['last', 'hot', 'category']);
    expect(await get('/api/lobby/configs?lobby_key=nothing')).toEqual(fail('LOBBY_NOT_FOUND'));
  });

  it('offers main and free credit for every category, and no promotion wallet without an active promotion', async () => {
    const m = await fundedMember(t, 10_00n, 5_00n);
    const walletsFor = async (gameId: string) =>
      (
        await asMember(t, m.token).post('/api/game/wallets', {
          game_id: gameId,
          provider_id: 'demo',
          sub_provider_id: '',
        })
      ).json().data as { wallet_type_id: number; balance: number; agent_code: string }[];
    const slot = await walletsFor('slot-golden-reels');
    // The promotion wallet's categories are the active promotion's (modules/promotions tests them).
    expect(slot.map((w) => w.wallet_type_id)).toEqual([1, 3]);
    expect(slot[0]).toMatchObject({ balance: 10, agent_code: 'ug99' });
    expect((await walletsFor('baccarat-classic')).map((w) => w.wallet_type_id)).toEqual([1, 3]);
  });

  it('answers a launch link bound to a one-time token, and lists the game as last played', async () => {
    const m = await fundedMember(t, 10_00n);
    const res = await gameLink(m.token, m.walletIds[0], 'baccarat-classic', 'casino', { mobile: true });
    const link = new URL(res.json().data.link);
    expect(`${link.origin}${link.pathname}`).toBe('http://games.test:3100/play/baccarat-classic');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    const last = (await asMember(t, m.token).get('/api/game/last')).json().data;
    expect(last).toEqual([
      expect.objectContaining({ game_id: 'baccarat-classic', last_played_at: expect.any(String) }),
    ]);
  });

  it('refuses a wallet that is not the member’s with a Thai message, and creates no token', async () => {
    const a = await fundedMember(t, 10_00n);
    const b = await fundedMember(t, 10_00n);
    const before = await launchCount();
    const res = await gameLink(a.token, b.walletIds[0], 'slot-golden-reels', 'slot', { mobile: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fail('GAME_WALLET_NOT_FOUND'));
    expect(await launchCount()).toBe(before);
  });

  it('refuses the promotion wallet for a casino game and any link during a cool-off', async () => {
    const m = await fundedMember(t, 10_00n);
    const link = (walletIndex: number) =>
      gameLink(m.token, m.walletIds[walletIndex], 'baccarat-classic', 'casino', { mobile: false });
    expect((await link(1)).json()).toEqual(fail('GAME_WALLET_NOT_ALLOWED'));
    await asMember(t, m.token).post('/api/member/responsible_gaming', { cool_off: '24h' });
    const cooled = (await link(0)).json();
    expect(cooled.error).toBe(ERRORS.RG_COOLING_OFF.code);
  });

  it('answers a demo link without login, and Thai errors for unknown games and agents', async () => {
    const demo = (body: object) => t.app.inject({ method: 'POST', url: '/api/game/demo', payload: body });
    const base = {
      game_id: 'fishing-ocean-hunter',
      provider_id: 'demo',
      is_mobile: true,
      source: 'fishing',
      agent_code: 'ug99',
    };
    expect((await demo(base)).json().data).toEqual({
      link: 'http://games.test:3100/play/fishing-ocean-hunter?mode=demo',
    });
    expect((await demo({ ...base, game_id: 'no-such-game' })).json()).toEqual(fail('GAME_NOT_FOUND'));
    expect((await demo({ ...base, agent_code: 'nobody' })).json()).toEqual(fail('AGENT_NOT_FOUND'));
  });

  it.each([
    [
      '/api/game/wallets',
      { game_id: 'no-such-game', provider_id: 'demo', sub_provider_id: '' },
      'GAME_NOT_FOUND',
    ],
    [
      '/api/game/wallets',
      { game_id: 'slot-golden-reels', provider_id: 'demo', sub_provider_id: 'x' },
      'GAME_NOT_FOUND',
    ],
    [
      '/api/game/link',
      {
        wallet_id: 999_999_999,
        game_id: 'slot-golden-reels',
        provider_id: 'demo',
        is_mobile: true,
        source: '',
      },
      'GAME_WALLET_NOT_FOUND',
    ],
    [
      '/api/game/link',
      { wallet_id: 1, game_id: 'slot-golden-reels', provider_id: 'other', is_mobile: true, source: '' },
      'GAME_NOT_FOUND',
    ],
  ] as const)('answers %s %j with a Thai error and changes nothing', async (url, body, key) => {
    const m = await registerMember(t);
    const before = await launchCount();
    expect((await asMember(t, m.token).post(url, body)).json()).toEqual(fail(key));
    expect(await launchCount()).toBe(before);
  });

  it.each([
    ['GET', '/api/game/list?limit=0'],
    ['GET', '/api/game/list?category=lotto'],
    ['GET', '/api/game/list?page=-1'],
    ['GET', '/api/lobby/configs'],
    ['POST', '/api/game/demo'],
  ] as const)('answers %s %s, which the client never sends, with 400', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ERRORS.VALIDATION_FAILED.code);
  });

  it.each([
    ['POST', '/api/game/wallets', { game_id: 'slot-golden-reels', provider_id: 'demo', sub_provider_id: '' }],
    ['POST', '/api/game/link', { wallet_id: 1, game_id: 'slot-golden-reels', provider_id: 'demo' }],
    ['GET', '/api/game/last', undefined],
  ] as const)('answers %s %s without a token with 401', async (method, url, payload) => {
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
  });
});
