import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_PROVIDER_AMOUNT_SATANG } from '@ug99/contract';
import { providerWinReviews } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { accountBalance, checkInvariants } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember } from '#testing/members.ts';
import { dailyTotals, fundedMember, gamesConfig, launchToken, providerClient } from '#testing/games.ts';
import type { Player } from '#testing/games.ts';

describe.each(testDatabases())('the seamless-wallet protocol on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  let n = 0;
  const txId = () => `tx-${++n}`;

  beforeAll(async () => {
    t = await createTestApp(target, { clock, config: gamesConfig() });
    call = providerClient(t, clock);
  });
  afterEach(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const winReviewsOf = (memberId: number) =>
    t.database.db
      .select()
      .from(providerWinReviews)
      .where(eq(providerWinReviews.memberId, memberId))
      .orderBy(providerWinReviews.id);
  const mainBalance = (p: Player) => accountBalance(t.database.db, { member: p.memberId, wallet: 1 });

  async function session(satang = 100_00n, gameId = 'slot-golden-reels') {
    const player = await fundedMember(t, satang);
    const auth = await call('authenticate', { launch_token: await launchToken(t, player, gameId) });
    expect(auth).toMatchObject({ status: 'OK', game_id: gameId, currency: 'THB', balance: Number(satang) });
    return { player, token: auth.session_token as string };
  }

  /** Another game session of a member already playing (walletIndex 2 is the free-credit wallet). */
  async function anotherSession(player: Player, gameId = 'slot-golden-reels', walletIndex = 0) {
    const auth = await call('authenticate', {
      launch_token: await launchToken(t, player, gameId, walletIndex),
    });
    expect(auth.status).toBe('OK');
    return auth.session_token as string;
  }

  const rollbackOf = (token: string, round: string, betId: string, id = txId()) =>
    call('rollback', {
      session_token: token,
      transaction_id: id,
      round_id: round,
      bet_transaction_id: betId,
    });

  const bet = (token: string, round: string, amount: number, id = txId()) =>
    call('bet', {
      session_token: token,
      transaction_id: id,
      round_id: round,
      game_id: 'slot-golden-reels',
      amount,
    });
  const win = (token: string, round: string, amount: number, closed = true, id = txId()) =>
    call('win', {
      session_token: token,
      transaction_id: id,
      round_id: round,
      game_id: 'slot-golden-reels',
      amount,
      round_closed: closed,
    });

  it('exchanges a launch token for a session once, and never with another provider', async () => {
    const player = await fundedMember(t, 5_00n);
    const launch = await launchToken(t, player);
    expect(await call('authenticate', { launch_token: launch }, { providerId: 'other' })).toEqual({
      status: 'BAD_SIGNATURE',
    });
    const first = await call('authenticate', { launch_token: launch });
    expect(first).toMatchObject({ status: 'OK', balance: 500, player_ref: `m${player.memberId}` });
    expect(JSON.stringify(first)).not.toContain(player.phone);
    expect(await call('authenticate', { launch_token: launch })).toEqual({ status: 'INVALID_TOKEN' });
    expect(await call('balance', { session_token: first.session_token })).toEqual({
      status: 'OK',
      balance: 500,
    });
  });

  it('refuses a launch token older than its lifetime', async () => {
    const player = await fundedMember(t, 5_00n);
    const launch = await launchToken(t, player);
    clock.advance(5 * 60_000 + 1);
    expect(await call('authenticate', { launch_token: launch })).toEqual({ status: 'INVALID_TOKEN' });
  });

  it('answers BAD_SIGNATURE for a wrong secret or a changed body, and moves nothing', async () => {
    const { player, token } = await session();
    const body = {
      session_token: token,
      transaction_id: txId(),
      round_id: 'r-sig',
      game_id: 'slot-golden-reels',
      amount: 100,
    };
    expect(await call('bet', body, { secret: 'not-the-secret-0123456789abcdef' })).toEqual({
      status: 'BAD_SIGNATURE',
    });
    const signedOther = { ...body, amount: 1 };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/demo/bet',
      headers: {
        'content-type': 'application/json',
        'x-provider-timestamp': '1',
        'x-provider-signature': 'ab',
      },
      payload: JSON.stringify(signedOther),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'BAD_SIGNATURE' });
    expect(await mainBalance(player)).toBe(100_00n);
  });

  it('answers STALE_TIMESTAMP more than 300 s away from the server clock, either way', async () => {
    const { player, token } = await session();
    const now = Math.floor(clock.now().getTime() / 1000);
    const body = {
      session_token: token,
      transaction_id: txId(),
      round_id: 'r-stale',
      game_id: 'slot-golden-reels',
      amount: 100,
    };
    expect(await call('bet', body, { timestamp: String(now - 301) })).toEqual({ status: 'STALE_TIMESTAMP' });
    expect(await call('bet', body, { timestamp: String(now + 301) })).toEqual({ status: 'STALE_TIMESTAMP' });
    expect(await mainBalance(player)).toBe(100_00n);
    expect(await call('bet', body, { timestamp: String(now - 299) })).toMatchObject({ status: 'OK' });
  });

  it('answers a repeated bet with the original answer and debits once; other fields are a duplicate', async () => {
    const { player, token } = await session();
    const first = await bet(token, 'r-dup', 25_00, 'bet-dup');
    expect(first).toEqual({ status: 'OK', balance: 75_00 });
    await bet(token, 'r-dup', 10_00);
    expect(await bet(token, 'r-dup', 25_00, 'bet-dup')).toEqual(first);
    expect(await mainBalance(player)).toBe(65_00n);
    expect(await bet(token, 'r-dup', 30_00, 'bet-dup')).toEqual({ status: 'DUPLICATE_TRANSACTION' });
    expect(await mainBalance(player)).toBe(65_00n);
  });

  it('credits a repeated win once and closes the round', async () => {
    const { player, token } = await session();
    await bet(token, 'r-win', 10_00);
    const first = await win(token, 'r-win', 30_00, true, 'win-dup');
    expect(first).toEqual({ status: 'OK', balance: 120_00 });
    expect(await win(token, 'r-win', 30_00, true, 'win-dup')).toEqual(first);
    expect(await mainBalance(player)).toBe(120_00n);
    expect(await bet(token, 'r-win', 1_00)).toEqual({ status: 'ROUND_CLOSED', balance: 120_00 });
    expect(await win(token, 'r-win', 5_00)).toEqual({ status: 'ROUND_CLOSED', balance: 120_00 });
  });

  it('refuses a win on a round whose only bet was rolled back (BET_NOT_FOUND), paying nothing', async () => {
    const { player, token } = await session();
    await bet(token, 'r-refunded', 20_00, 'bet-refunded');
    expect(await rollbackOf(token, 'r-refunded', 'bet-refunded')).toEqual({ status: 'OK', balance: 100_00 });
    expect(await win(token, 'r-refunded', 50_00, false)).toEqual({ status: 'BET_NOT_FOUND' });
    expect(await win(token, 'r-refunded', 0, true)).toEqual({ status: 'BET_NOT_FOUND' });
    expect(await mainBalance(player)).toBe(100_00n);
    expect(await dailyTotals(t, player.memberId)).toMatchObject([{ betCount: 0, turnover: 0n, payout: 0n }]);
  });

  it('pays a win on a round that still has a bet standing after another bet was rolled back', async () => {
    const { player, token } = await session();
    await bet(token, 'r-half', 20_00, 'bet-half-1');
    await bet(token, 'r-half', 10_00, 'bet-half-2');
    expect(await rollbackOf(token, 'r-half', 'bet-half-1')).toEqual({ status: 'OK', balance: 90_00 });
    expect(await win(token, 'r-half', 25_00)).toEqual({ status: 'OK', balance: 115_00 });
    expect(await mainBalance(player)).toBe(115_00n);
  });

  it('refuses to roll back a bet after a win that did not close its round (BET_SETTLED)', async () => {
    const { player, token } = await session();
    await bet(token, 'r-won-open', 20_00, 'bet-won-open');
    expect(await win(token, 'r-won-open', 30_00, false)).toEqual({ status: 'OK', balance: 110_00 });
    expect(await rollbackOf(token, 'r-won-open', 'bet-won-open', 'rb-won-open')).toEqual({
      status: 'BET_SETTLED',
      balance: 110_00,
    });
    expect(await rollbackOf(token, 'r-won-open', 'bet-won-open', 'rb-won-open')).toEqual({
      status: 'BET_SETTLED',
      balance: 110_00,
    });
    expect(await mainBalance(player)).toBe(110_00n);
    // The refusal takes nothing back from turnover, and the round can still be closed.
    expect(await win(token, 'r-won-open', 0, true)).toEqual({ status: 'OK', balance: 110_00 });
    expect(await dailyTotals(t, player.memberId)).toMatchObject([
      { betCount: 1, turnover: 20_00n, payout: 30_00n },
    ]);
  });

  it('refuses to roll back a bet after a zero win that did not close its round', async () => {
    const { player, token } = await session();
    await bet(token, 'r-lost-open', 20_00, 'bet-lost-open');
    expect(await win(token, 'r-lost-open', 0, false)).toEqual({ status: 'OK', balance: 80_00 });
    expect(await rollbackOf(token, 'r-lost-open', 'bet-lost-open')).toEqual({
      status: 'BET_SETTLED',
      balance: 80_00,
    });
    expect(await mainBalance(player)).toBe(80_00n);
  });

  it('refuses to roll back a bet after the win that closed its round (ROUND_CLOSED)', async () => {
    const { player, token } = await session();
    await bet(token, 'r-won-closed', 20_00, 'bet-won-closed');
    expect(await win(token, 'r-won-closed', 30_00, true)).toEqual({ status: 'OK', balance: 110_00 });
    expect(await rollbackOf(token, 'r-won-closed', 'bet-won-closed')).toEqual({
      status: 'ROUND_CLOSED',
      balance: 110_00,
    });
    expect(await mainBalance(player)).toBe(110_00n);
  });

  it('refuses a win naming another game than the round’s, then pays the right one', async () => {
    const { player, token } = await session();
    await bet(token, 'r-win-game', 10_00);
    const body = {
      session_token: token,
      transaction_id: txId(),
      round_id: 'r-win-game',
      game_id: 'baccarat-classic',
      amount: 50_00,
      round_closed: true,
    };
    expect(await call('win', body)).toEqual({ status: 'BAD_REQUEST' });
    expect(await mainBalance(player)).toBe(90_00n);
    expect(await win(token, 'r-win-game', 50_00)).toEqual({ status: 'OK', balance: 140_00 });
  });

  it('refuses a bet joining an open round from another wallet of the same member', async () => {
    const player = await fundedMember(t, 100_00n, 50_00n);
    const main = await anotherSession(player);
    const freeCredit = await anotherSession(player, 'slot-golden-reels', 2);
    await bet(main, 'r-wallets', 10_00);
    expect(await bet(freeCredit, 'r-wallets', 5_00)).toEqual({ status: 'BAD_REQUEST' });
    expect(await mainBalance(player)).toBe(90_00n);
    expect(await accountBalance(t.database.db, { member: player.memberId, wallet: 3 })).toBe(50_00n);
    expect(await bet(main, 'r-wallets', 5_00)).toEqual({ status: 'OK', balance: 85_00 });
  });

  it('refuses a bet joining an open round of another game', async () => {
    const { player, token } = await session();
    const baccarat = await anotherSession(player, 'baccarat-classic');
    await bet(token, 'r-games', 10_00);
    const joined = await call('bet', {
      session_token: baccarat,
      transaction_id: txId(),
      round_id: 'r-games',
      game_id: 'baccarat-classic',
      amount: 5_00,
    });
    expect(joined).toEqual({ status: 'BAD_REQUEST' });
    expect(await mainBalance(player)).toBe(90_00n);
  });

  it('answers DUPLICATE_TRANSACTION for a bet id retried from another session, member, amount or round', async () => {
    const { player, token } = await session();
    const first = await bet(token, 'r-idem', 10_00, 'bet-idem');
    expect(first).toEqual({ status: 'OK', balance: 90_00 });
    const sameMember = await anotherSession(player);
    const other = await session();
    const conflict = { status: 'DUPLICATE_TRANSACTION' };
    expect(await bet(sameMember, 'r-idem', 10_00, 'bet-idem')).toEqual(conflict);
    expect(await bet(other.token, 'r-idem', 10_00, 'bet-idem')).toEqual(conflict);
    expect(await bet(token, 'r-idem', 10_01, 'bet-idem')).toEqual(conflict);
    expect(await bet(token, 'r-idem-2', 10_00, 'bet-idem')).toEqual(conflict);
    expect(await bet(token, 'r-idem', 10_00, 'bet-idem')).toEqual(first);
    expect(await mainBalance(player)).toBe(90_00n);
    expect(await mainBalance(other.player)).toBe(100_00n);
  });

  it('answers DUPLICATE_TRANSACTION for a win or rollback id retried from another session', async () => {
    const { player, token } = await session();
    const sameMember = await anotherSession(player);
    await bet(token, 'r-idem-win', 10_00, 'bet-idem-win');
    const paid = await win(token, 'r-idem-win', 20_00, false, 'win-idem');
    expect(paid).toEqual({ status: 'OK', balance: 110_00 });
    expect(await win(sameMember, 'r-idem-win', 20_00, false, 'win-idem')).toEqual({
      status: 'DUPLICATE_TRANSACTION',
    });
    await bet(token, 'r-idem-rb', 10_00, 'bet-idem-rb');
    expect(await rollbackOf(token, 'r-idem-rb', 'bet-idem-rb', 'rb-idem')).toEqual({
      status: 'OK',
      balance: 110_00,
    });
    expect(await rollbackOf(sameMember, 'r-idem-rb', 'bet-idem-rb', 'rb-idem')).toEqual({
      status: 'DUPLICATE_TRANSACTION',
    });
    expect(await mainBalance(player)).toBe(110_00n);
  });

  it('refuses a win above the round’s stakes × the game’s maximum multiplier, queues it once, pays nothing', async () => {
    // slot-golden-reels has no published figure in the catalogue: the setting applies (5,000× by default).
    const { player, token } = await session();
    expect((await bet(token, 'r-huge', 10_00)).status).toBe('OK');
    const before = await mainBalance(player);
    const id = txId();
    const huge = await win(token, 'r-huge', Number.MAX_SAFE_INTEGER, true, id);
    // A number no balance may reach is refused by the schema before anything else.
    expect(huge).toEqual({ status: 'BAD_REQUEST' });
    const above = await win(token, 'r-huge', 10_00 * 5_000 + 1, true, id);
    expect(above).toEqual({ status: 'WIN_ABOVE_MAXIMUM', balance: Number(before) });
    // A retry gets the same answer and queues nothing more.
    expect(await win(token, 'r-huge', 10_00 * 5_000 + 1, true, id)).toEqual(above);
    expect(await mainBalance(player)).toBe(before);
    const queued = await winReviewsOf(player.memberId);
    expect(queued).toEqual([
      expect.objectContaining({
        providerId: 'demo',
        transactionId: id,
        roundId: 'r-huge',
        gameId: 'slot-golden-reels',
        amountSatang: 5_000_001n,
        stakesSatang: 10_00n,
        maxMultiplier: 5_000,
        status: 'pending',
      }),
    ]);
    // The round is still open: the provider may send the right win, up to the maximum exactly.
    expect(await win(token, 'r-huge', 10_00 * 5_000)).toEqual({
      status: 'OK',
      balance: Number(before) + 5_000_000,
    });
  });

  it('answers 20 parallel copies of a win above the maximum alike, queues it once and pays nothing', async () => {
    const { player, token } = await session();
    expect((await bet(token, 'r-race-max', 1_00)).status).toBe('OK');
    const before = await mainBalance(player);
    const id = txId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => win(token, 'r-race-max', 1_00 * 5_000 + 1, true, id)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 'WIN_ABOVE_MAXIMUM', balance: Number(before) })]),
    );
    expect(await winReviewsOf(player.memberId)).toHaveLength(1);
    expect(await mainBalance(player)).toBe(before);
  });

  it('counts every win of the round against its maximum, and uses the game’s own figure when it has one', async () => {
    const player = await fundedMember(t, 100_00n);
    const auth = await call('authenticate', {
      launch_token: await launchToken(t, player, 'fishing-ocean-hunter'),
    });
    const token = auth.session_token as string;
    const fish = (call_: 'bet' | 'win', body: object) =>
      call(call_, { session_token: token, transaction_id: txId(), game_id: 'fishing-ocean-hunter', ...body });
    expect((await fish('bet', { round_id: 'r-fish', amount: 1_00 })).status).toBe('OK');
    // Ocean Hunter pays at most 50× a shot (docs/DEMO-PROVIDER.md).
    expect((await fish('win', { round_id: 'r-fish', amount: 30_00, round_closed: false })).status).toBe('OK');
    expect((await fish('win', { round_id: 'r-fish', amount: 20_01, round_closed: true })).status).toBe(
      'WIN_ABOVE_MAXIMUM',
    );
    expect((await fish('win', { round_id: 'r-fish', amount: 20_00, round_closed: true })).status).toBe('OK');
    expect(await winReviewsOf(player.memberId)).toMatchObject([
      { amountSatang: 20_01n, stakesSatang: 1_00n, maxMultiplier: 50, status: 'pending' },
    ]);
  });

  it('bounds every protocol amount below Number.MAX_SAFE_INTEGER: the limit passes the schema, one more does not', async () => {
    const { token } = await session();
    const atLimit = await bet(token, 'r-limit', MAX_PROVIDER_AMOUNT_SATANG);
    expect(atLimit.status).toBe('INSUFFICIENT_FUNDS');
    expect(await bet(token, 'r-limit', MAX_PROVIDER_AMOUNT_SATANG + 1)).toEqual({ status: 'BAD_REQUEST' });
    expect(await win(token, 'r-limit', MAX_PROVIDER_AMOUNT_SATANG + 1)).toEqual({ status: 'BAD_REQUEST' });
  });

  it('refuses a win for a round without a bet', async () => {
    const { token } = await session();
    expect(await win(token, 'r-nobet', 5_00)).toEqual({ status: 'BET_NOT_FOUND' });
  });

  it('refunds an unsettled bet once, and refuses rollbacks of settled or unknown bets', async () => {
    const { player, token } = await session();
    await bet(token, 'r-rb', 20_00, 'bet-rb');
    const rollback = (id: string, betId: string, round = 'r-rb') =>
      call('rollback', {
        session_token: token,
        transaction_id: id,
        round_id: round,
        bet_transaction_id: betId,
      });
    expect(await rollback('rb-1', 'bet-rb')).toEqual({ status: 'OK', balance: 100_00 });
    expect(await rollback('rb-1', 'bet-rb')).toEqual({ status: 'OK', balance: 100_00 });
    expect(await rollback('rb-2', 'bet-rb')).toEqual({ status: 'OK', balance: 100_00 });
    expect(await mainBalance(player)).toBe(100_00n);
    expect(await rollback('rb-3', 'never-sent')).toEqual({ status: 'BET_NOT_FOUND' });

    await bet(token, 'r-rb-settled', 20_00, 'bet-settled');
    await win(token, 'r-rb-settled', 0);
    expect(await rollback('rb-4', 'bet-settled', 'r-rb-settled')).toEqual({
      status: 'ROUND_CLOSED',
      balance: 80_00,
    });
    expect(await mainBalance(player)).toBe(80_00n);
  });

  it('refuses a bet that arrives after its rollback was refused, so the stake is never lost', async () => {
    const { player, token } = await session();
    const rollback = (id: string) =>
      call('rollback', {
        session_token: token,
        transaction_id: id,
        round_id: 'r-early',
        bet_transaction_id: 'bet-late-arrival',
      });
    expect(await rollback('rb-early')).toEqual({ status: 'BET_NOT_FOUND' });
    expect(await bet(token, 'r-early', 10_00, 'bet-late-arrival')).toEqual({ status: 'ROUND_CLOSED' });
    expect(await rollback('rb-early-2')).toEqual({ status: 'BET_NOT_FOUND' });
    expect(await mainBalance(player)).toBe(100_00n);
  });

  it('accepts wins and rollbacks after the session expired, but no bets or balance calls', async () => {
    const { player, token } = await session();
    await bet(token, 'r-late', 10_00, 'bet-late-1');
    await bet(token, 'r-late-2', 10_00, 'bet-late-2');
    clock.advance(31 * 60_000);
    expect(await bet(token, 'r-late', 1_00)).toEqual({ status: 'INVALID_TOKEN' });
    expect(await call('balance', { session_token: token })).toEqual({ status: 'INVALID_TOKEN' });
    expect(await win(token, 'r-late', 50_00)).toEqual({ status: 'OK', balance: 130_00 });
    expect(
      await call('rollback', {
        session_token: token,
        transaction_id: txId(),
        round_id: 'r-late-2',
        bet_transaction_id: 'bet-late-2',
      }),
    ).toEqual({ status: 'OK', balance: 140_00 });
    expect(await mainBalance(player)).toBe(140_00n);
  });

  it('answers a bet larger than the wallet with INSUFFICIENT_FUNDS and the balance', async () => {
    const { player, token } = await session(3_00n);
    expect(await bet(token, 'r-poor', 3_01)).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 3_00 });
    expect(await mainBalance(player)).toBe(3_00n);
    expect(await win(token, 'r-poor', 1_00)).toEqual({ status: 'BET_NOT_FOUND' });
  });

  it('refuses bets with PLAYER_BLOCKED during a cool-off, while wins still arrive', async () => {
    const { player, token } = await session();
    await bet(token, 'r-cool', 10_00);
    const saved = (
      await asMember(t, player.token).post('/api/member/responsible_gaming', { cool_off: '24h' })
    ).json();
    expect(saved.error).toBe(0);
    expect(await bet(token, 'r-cool', 10_00)).toEqual({ status: 'PLAYER_BLOCKED', balance: 90_00 });
    expect(await win(token, 'r-cool', 15_00)).toEqual({ status: 'OK', balance: 105_00 });
  });

  it('refuses a bet that could pass the loss limit', async () => {
    const { player, token } = await session();
    await asMember(t, player.token).post('/api/member/responsible_gaming', { loss_limits: { day: 50 } });
    expect(await bet(token, 'r-limit', 40_00)).toMatchObject({ status: 'OK' });
    expect(await bet(token, 'r-limit', 10_01)).toEqual({ status: 'PLAYER_BLOCKED', balance: 60_00 });
    expect(await bet(token, 'r-limit', 10_00)).toEqual({ status: 'OK', balance: 50_00 });
  });

  it('records turnover and payout per member, wallet and category per Bangkok day, minus rollbacks', async () => {
    clock.set(new Date('2026-03-10T18:30:00Z')); // 01:30 on 11 March in Bangkok
    const { player, token } = await session();
    await bet(token, 'r-tot', 10_00);
    await bet(token, 'r-tot', 5_00, 'bet-tot-2');
    await call('rollback', {
      session_token: token,
      transaction_id: txId(),
      round_id: 'r-tot',
      bet_transaction_id: 'bet-tot-2',
    });
    await win(token, 'r-tot', 12_50);
    expect(await dailyTotals(t, player.memberId)).toEqual([
      {
        day: '2026-03-11',
        memberId: player.memberId,
        walletTypeId: 1,
        category: 'slot',
        betCount: 1,
        turnover: 10_00n,
        payout: 12_50n,
      },
    ]);
  });

  it.each([
    ['an unknown call', 'cashout', {}],
    [
      'a bet of 0',
      'bet',
      { session_token: 's', transaction_id: 't', round_id: 'r', game_id: 'g', amount: 0 },
    ],
    [
      'a fractional amount',
      'bet',
      { session_token: 's', transaction_id: 't', round_id: 'r', game_id: 'g', amount: 1.5 },
    ],
    [
      'a win without round_closed',
      'win',
      { session_token: 's', transaction_id: 't', round_id: 'r', game_id: 'g', amount: 1 },
    ],
    ['a missing launch token', 'authenticate', {}],
  ])('answers BAD_REQUEST for %s', async (_name, name, body) => {
    expect(await call(name, body)).toEqual({ status: 'BAD_REQUEST' });
  });

  it('answers BAD_REQUEST for a signed body that is not JSON, and INVALID_TOKEN for an unknown session', async () => {
    expect(await call('bet', {}, { rawBody: '{"amount":' })).toEqual({ status: 'BAD_REQUEST' });
    expect(await bet('no-such-session', 'r-x', 100)).toEqual({ status: 'INVALID_TOKEN' });
  });

  it('refuses a bet naming another game than the session’s', async () => {
    const { token } = await session();
    const res = await call('bet', {
      session_token: token,
      transaction_id: txId(),
      round_id: 'r-g',
      game_id: 'baccarat-classic',
      amount: 100,
    });
    expect(res).toEqual({ status: 'BAD_REQUEST' });
  });
});
