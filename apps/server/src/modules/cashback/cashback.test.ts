import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { cashbackClaims, ledgerTransfers } from '#db/schema/index.ts';
import { accountBalance, checkInvariants } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { freshToken } from '#testing/affiliate.ts';
import { gameRounds } from '#testing/game-rounds.ts';
import { fundedMember, gamesConfig } from '#testing/games.ts';
import type { Player } from '#testing/games.ts';
import { asMember } from '#testing/members.ts';
import { openTestRound } from '#testing/lotto.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Tuesday 2026-03-10 10:00 in Bangkok; its week began Monday 2026-03-09 00:00 Bangkok (03-08 17:00 UTC).
const TUESDAY = new Date('2026-03-10T03:00:00Z');
const WEEK_END = new Date('2026-03-15T17:00:00Z');

describe.each(testDatabases())('loss and turnover rebates on $kind', (target) => {
  const clock = manualClock(TUESDAY);
  let t: TestApp;
  const { play } = gameRounds(() => t, clock);

  beforeAll(async () => {
    t = await createTestApp(target, { clock, config: gamesConfig() });
  });
  afterEach(async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
    clock.set(TUESDAY);
  });
  afterAll(() => t.close());

  /** A fresh session for the member at the clock's time (sessions end after 12 hours). */
  async function logIn(player: Player) {
    player.token = await freshToken(t, player);
    return player;
  }
  const as = (player: Player) => asMember(t, player.token);
  const main = (player: Player) => accountBalance(t.database.db, { member: player.memberId, wallet: 1 });

  const claim = (player: Player, body: object) => as(player).post('/api/cashback/loss/claim', body);
  const lossHistory = async (player: Player, query = '') =>
    (await as(player).get(`/api/cashback/loss/history${query}`)).json();

  it('pays 5 % of last week’s net loss once, claimable from Monday 00:00 Bangkok', async () => {
    const player = await fundedMember(t, 5_000_00n);
    await play(player, 'slot-golden-reels', 600_00, 100_00);
    await play(player, 'baccarat-classic', 400_00, 100_00);
    // net loss 1,000 − 200 = 800 ฿ → 40 ฿

    let history = await lossHistory(await logIn(player));
    expect(history.data.rows[0]).toMatchObject({
      period: '2026-03-09',
      start_date: '2026-03-09',
      end_date: '2026-03-15',
      state: 'open',
      turnover: 1000,
      wins: 200,
      net_loss: 800,
      rebate: 40,
      claimable_from: WEEK_END.toISOString(),
      claimable_until: new Date(WEEK_END.getTime() + 7 * DAY).toISOString(),
    });
    expect(history.data.rules.loss).toEqual({
      rate_percent: 5,
      min_net_loss: 100,
      max_rebate: 10000,
      claim_days: 7,
    });

    clock.set(new Date(WEEK_END.getTime() - 1)); // Sunday 23:59:59.999 Bangkok
    await logIn(player);
    expect((await claim(player, { period: '2026-03-09' })).json()).toMatchObject({
      error: ERRORS.CASHBACK_PERIOD_OPEN.code,
    });
    expect(await main(player)).toBe(4_200_00n);

    clock.set(WEEK_END); // Monday 00:00 Bangkok
    await logIn(player);
    history = await lossHistory(player);
    expect(history.data.rows.map((r: { period: string; state: string }) => [r.period, r.state])).toEqual(
      expect.arrayContaining([
        ['2026-03-16', 'open'],
        ['2026-03-09', 'claimable'],
      ]),
    );
    const first = (await claim(player, { kind: 'loss', period: '2026-03-09' })).json();
    expect(first).toMatchObject({
      error: 0,
      data: { kind: 'loss', period: '2026-03-09', amount: 40, balance: 4240 },
    });
    expect(await main(player)).toBe(4_240_00n);

    // A retry of the same claim (the answer was lost) moves nothing more.
    const again = (await claim(player, { period: '2026-03-09' })).json();
    expect(again).toEqual({ error: 8053, data: null, message: ERRORS.CASHBACK_ALREADY_CLAIMED.message });
    expect(await main(player)).toBe(4_240_00n);
    history = await lossHistory(player);
    expect(history.data.rows.find((r: { period: string }) => r.period === '2026-03-09')).toMatchObject({
      state: 'claimed',
      rebate: 40,
      claimed_at: WEEK_END.toISOString(),
    });
    const rows = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `cashback:loss:${player.memberId}:2026-03-09`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'cashback_loss', amount: 40_00n });
  });

  it('expires 7 days after the week, and refuses a loss period that is not a Monday', async () => {
    const player = await fundedMember(t, 1_000_00n);
    await play(player, 'slot-golden-reels', 500_00, 0);
    clock.set(new Date(WEEK_END.getTime() + 7 * DAY - 1));
    await logIn(player);
    expect((await claim(player, { period: '2026-03-10' })).json()).toMatchObject({ error: 8050 });
    clock.set(new Date(WEEK_END.getTime() + 7 * DAY));
    await logIn(player);
    const expired = (await claim(player, { period: '2026-03-09' })).json();
    expect(expired.error).toBe(8052);
    expect(expired.message).toContain('23/03/2569 00:00');
    expect((await lossHistory(player, '?from=2026-03-09&to=2026-03-15')).data.rows).toMatchObject([
      { period: '2026-03-09', state: 'expired', rebate: 25 },
    ]);
    expect(await main(player)).toBe(500_00n);
  });

  it('pays nothing under 100 ฿ of net loss, and nothing on a winning week', async () => {
    const small = await fundedMember(t, 1_000_00n);
    await play(small, 'slot-golden-reels', 99_99, 0);
    const lucky = await fundedMember(t, 1_000_00n);
    await play(lucky, 'slot-golden-reels', 100_00, 300_00);
    clock.set(WEEK_END);
    const refused = (await claim(await logIn(small), { period: '2026-03-09' })).json();
    expect(refused).toMatchObject({ error: 8054 });
    expect(refused.message).toContain('100.00 บาท');
    expect((await lossHistory(small)).data.rows[1]).toMatchObject({
      state: 'none',
      net_loss: 99.99,
      rebate: 0,
    });
    expect((await claim(await logIn(lucky), { period: '2026-03-09' })).json()).toMatchObject({ error: 8054 });
    expect((await lossHistory(lucky)).data.rows[1]).toMatchObject({ state: 'none', net_loss: 0, wins: 300 });
  });

  it('counts only the main wallet: free-credit play earns no rebate', async () => {
    const player = await fundedMember(t, 1_000_00n, 1_000_00n);
    await play(player, 'slot-golden-reels', 300_00, 0, 2);
    await play(player, 'slot-golden-reels', 200_00, 0);
    clock.set(WEEK_END);
    const paid = (await claim(await logIn(player), { period: '2026-03-09' })).json();
    expect(paid).toMatchObject({ error: 0, data: { amount: 10 } });
  });

  it('pays the turnover rebate of a Bangkok day at each category’s rate, from the next day 00:00', async () => {
    const player = await fundedMember(t, 5_000_00n);
    clock.set(new Date('2026-03-10T16:59:00Z')); // Tuesday 23:59 Bangkok
    await play(player, 'slot-golden-reels', 1_000_00, 1_000_00); // slot 0.5 % → 5.00
    await play(player, 'baccarat-classic', 333_33, 0); // casino 0.3 % → 0.99
    // A lotto bill (0.1 % → 0.10), staked from main like every bill.
    const { roundId } = await openTestRound(t.database.db, { now: clock.now() });
    const bill = await as(player).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines: [{ type: '2top', number: '12', amount: 100 }],
    });
    expect(bill.json().error).toBe(0);
    clock.set(new Date('2026-03-10T17:00:00Z')); // Wednesday 00:00: another day
    await play(player, 'football-virtual-league', 500_00, 0);

    const day = (await as(player).get('/api/cashback/turnover/history?from=2026-03-10&to=2026-03-11')).json();
    expect(day.data.rows).toMatchObject([
      { period: '2026-03-11', state: 'open', turnover: 500, rebate: 1 },
      {
        period: '2026-03-10',
        state: 'claimable',
        turnover: 1433.33,
        rebate: 6.09,
        categories: [
          { category: 'slot', turnover: 1000, rebate: 5 },
          { category: 'casino', turnover: 333.33, rebate: 0.99 },
          { category: 'lotto', turnover: 100, rebate: 0.1 },
        ],
      },
    ]);
    const paid = (await claim(player, { kind: 'turnover', period: '2026-03-10' })).json();
    expect(paid).toMatchObject({ error: 0, data: { kind: 'turnover', amount: 6.09 } });
    expect((await claim(player, { kind: 'turnover', period: '2026-03-11' })).json()).toMatchObject({
      error: 8051,
    });
    clock.set(new Date('2026-03-17T17:00:00Z')); // 7 days after the end of Tuesday
    await logIn(player);
    expect((await claim(player, { kind: 'turnover', period: '2026-03-10' })).json().error).toBe(8053);
    expect((await claim(player, { kind: 'turnover', period: '2026-03-11' })).json().error).toBe(0);
  });

  it('refuses a member in cool-off and moves nothing', async () => {
    const player = await fundedMember(t, 1_000_00n);
    await play(player, 'slot-golden-reels', 500_00, 0);
    clock.set(WEEK_END);
    await logIn(player);
    const rg = (await as(player).post('/api/member/responsible_gaming', { cool_off: '24h' })).json();
    expect(rg.error).toBe(0);
    const refused = (await claim(player, { period: '2026-03-09' })).json();
    expect(refused.error).toBe(8055);
    expect(refused.message).toContain('พักการเล่นหรือหยุดเล่นถึง');
    expect(await main(player)).toBe(500_00n);
    clock.advance(25 * HOUR);
    await logIn(player);
    expect((await claim(player, { period: '2026-03-09' })).json()).toMatchObject({
      error: 0,
      data: { amount: 25 },
    });
  });

  it('credits once when 20 claims of the same week arrive together', async () => {
    const player = await fundedMember(t, 2_000_00n);
    await play(player, 'fishing-ocean-hunter', 1_000_00, 0);
    clock.set(WEEK_END);
    await logIn(player);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claim(player, { period: '2026-03-09' }).then((r) => r.json())),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.error === 8053)).toHaveLength(19);
    expect(await main(player)).toBe(1_050_00n);
    const claims = await t.database.db
      .select()
      .from(cashbackClaims)
      .where(eq(cashbackClaims.memberId, player.memberId));
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      kind: 'loss',
      period: '2026-03-09',
      baseSatang: 1_000_00n,
      amountSatang: 50_00n,
    });
  });

  it('moves nothing when a claim fails half-way, and credits once when it is retried', async () => {
    const player = await fundedMember(t, 1_000_00n);
    await play(player, 'slot-golden-reels', 400_00, 0);
    clock.set(WEEK_END);
    await logIn(player);
    // A fault after the transfer and before the claim row commits: a sequence is not rolled back, so
    // the trigger fails the first claim only.
    const db = t.database.db;
    await db.execute(sql`create sequence cashback_fault_once`);
    await db.execute(sql`create function cashback_fault_once() returns trigger language plpgsql as $$
      begin
        if nextval('cashback_fault_once') = 1 then raise exception 'injected fault'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger cashback_fault_once before insert on cashback_claims
      for each row execute function cashback_fault_once()`);
    try {
      const failed = await claim(player, { period: '2026-03-09' });
      expect(failed.statusCode).toBe(500);
      expect(await main(player)).toBe(600_00n);
      const retried = (await claim(player, { period: '2026-03-09' })).json();
      expect(retried).toMatchObject({ error: 0, data: { amount: 20, balance: 620 } });
      expect((await claim(player, { period: '2026-03-09' })).json().error).toBe(8053);
      expect(await main(player)).toBe(620_00n);
      const moved = await db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, `cashback:loss:${player.memberId}:2026-03-09`));
      expect(moved).toHaveLength(1);
    } finally {
      await db.execute(sql`drop trigger cashback_fault_once on cashback_claims`);
      await db.execute(sql`drop function cashback_fault_once()`);
      await db.execute(sql`drop sequence cashback_fault_once`);
    }
  });

  it('refuses bad input with a Thai message and changes nothing', async () => {
    const player = await logIn(await fundedMember(t, 0n));
    for (const body of [
      { period: '2026-02-30' },
      { period: 'last week' },
      { kind: 'bonus', period: '2026-03-09' },
      {},
    ]) {
      const res = await claim(player, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(1000);
    }
    const range = (await as(player).get('/api/cashback/loss/history?from=2026-03-10&to=2026-03-01')).json();
    expect(range).toMatchObject({ error: 8056 });
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/cashback/loss/history' });
    expect(unauthenticated.statusCode).toBe(401);
    const rules = (await t.app.inject({ method: 'GET', url: '/api/cashback/rules' })).json();
    expect(rules.data.turnover.rates_percent).toEqual({
      slot: 0.5,
      casino: 0.3,
      fishing: 0.3,
      sport: 0.2,
      lotto: 0.1,
    });
    expect(await main(player)).toBe(0n);
  });
});
