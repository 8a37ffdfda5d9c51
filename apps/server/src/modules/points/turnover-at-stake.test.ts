import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, pointsAccruals } from '#db/schema/index.ts';
import { accountBalance, checkInvariants } from '#ledger';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { manualClock, systemClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { fundedMember, gamesConfig, launchToken, providerClient } from '#testing/games.ts';
import type { Player } from '#testing/games.ts';
import { createSecondInstance } from '#testing/instances.ts';
import { fundMember, openTestRound } from '#testing/lotto.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import { accrueTurnoverPoints } from './accrual/job.ts';

// Turnover points arrive with the stake that books the turnover (docs/rules/points.md#earning,
// docs/ENGAGEMENT.md "When rewards arrive"): a seamless-wallet bet or a lotto bill that takes the Bangkok
// day past a full 1,000 ฿ pays the point in its own transaction; the accrual job then finds nothing.

const points = (t: TestApp, memberId: number) => accountBalance(t.database.db, { memberPoints: memberId });

describe.each(testDatabases())('turnover points at the stake on $kind', (target) => {
  // Tuesday 12:00 in Bangkok.
  const clock = manualClock(new Date('2026-11-24T05:00:00Z'));
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  suiteTestApp(target, { clock, config: gamesConfig() }, (app) => {
    t = app;
    call = providerClient(t, clock);
  });

  async function session(player: Player) {
    const auth = await call('authenticate', { launch_token: await launchToken(t, player) });
    return auth.session_token as string;
  }
  const bet = (token: string, transactionId: string, baht: number) =>
    call('bet', {
      session_token: token,
      transaction_id: transactionId,
      round_id: `r-${transactionId}`,
      game_id: 'slot-golden-reels',
      amount: baht * 100,
    });

  it('pays the point of each full 1,000 ฿ of the day with the bet that reaches it, once under replays', async () => {
    const player = await fundedMember(t, 5_000_00n);
    const token = await session(player);
    expect((await bet(token, `${player.memberId}-a`, 600)).status).toBe('OK');
    expect(await points(t, player.memberId)).toBe(0n);
    expect((await bet(token, `${player.memberId}-b`, 600)).status).toBe('OK'); // 1,200 ฿
    expect(await points(t, player.memberId)).toBe(1n);
    expect((await bet(token, `${player.memberId}-b`, 600)).status).toBe('OK'); // the same bet again
    expect((await bet(token, `${player.memberId}-c`, 800)).status).toBe('OK'); // 2,000 ฿
    expect(await points(t, player.memberId)).toBe(2n);
    const [row] = await t.database.db
      .select()
      .from(pointsAccruals)
      .where(and(eq(pointsAccruals.memberId, player.memberId), eq(pointsAccruals.source, 'turnover')));
    expect(row).toMatchObject({ sourceKey: bangkokDate(clock.now()), points: 2 });
    // The safety net finds nothing, and the history names the day.
    expect(await accrueTurnoverPoints(t.database.db, clock.now())).toBe(0);
    expect(await points(t, player.memberId)).toBe(2n);
    const history = (await asMember(t, player.token).get('/api/member/points/history')).json();
    expect(history.data.rows.map((r: { points: number; memo: string }) => [r.points, r.memo])).toEqual([
      [1, `พอยท์จากยอดเล่นวันที่ ${bangkokDate(clock.now())}`],
      [1, `พอยท์จากยอดเล่นวันที่ ${bangkokDate(clock.now())}`],
    ]);
  });

  it('pays the point with the lotto bill that takes the day past 1,000 ฿', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(t.database.db, m);
    await fundMember(t.database.db, m, 2_000);
    const { roundId } = await openTestRound(t.database.db, { now: clock.now(), closeInMs: 3_600_000 });
    const create = async (amount: number) =>
      (
        await asMember(t, m.token).post('/api/lotto/bill/create', {
          round_id: roundId,
          agent_id: 1,
          request_id: randomUUID(),
          lines: [{ type: '2top', number: String(10 + Math.floor(Math.random() * 89)), amount }],
        })
      ).json();
    expect(await create(700)).toMatchObject({ error: 0 });
    expect(await points(t, memberId)).toBe(0n);
    expect(await create(300)).toMatchObject({ error: 0 });
    expect(await points(t, memberId)).toBe(1n);
    expect(await accrueTurnoverPoints(t.database.db, clock.now())).toBe(0);
  });

  it('pays a day the job paid already only what it earns beyond that', async () => {
    const player = await fundedMember(t, 5_000_00n);
    const token = await session(player);
    await bet(token, `${player.memberId}-x`, 1_500);
    expect(await points(t, player.memberId)).toBe(1n);
    expect(await accrueTurnoverPoints(t.database.db, clock.now())).toBe(0);
    await bet(token, `${player.memberId}-y`, 400); // 1,900 ฿: still 1
    expect(await points(t, player.memberId)).toBe(1n);
    await bet(token, `${player.memberId}-z`, 100); // 2,000 ฿
    expect(await points(t, player.memberId)).toBe(2n);
  });
});

// Real concurrency needs several connections: PostgreSQL only (PGlite runs one statement at a time).
const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.runIf(postgres)('turnover points under races on PostgreSQL, two instances', () => {
  // The second instance runs on the system clock, as a second server would: so does the first here.
  const clock = systemClock;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(postgres!, { clock, config: gamesConfig() });
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    expect(await checkInvariants(first.database.db)).toEqual([]);
    await second.close();
    await first.close();
  });

  it('pays exactly one point per 1,000 ฿ for parallel bets from two wallets and their replays on two instances, with the job running', async () => {
    // Bets from two wallets lock no row in common: only the accrual's own lock makes them take turns.
    const player = await fundedMember(first, 5_000_00n, 5_000_00n);
    const callFirst = providerClient(first, clock);
    const callSecond = providerClient(second, clock);
    const tokens = await Promise.all(
      [0, 2].map(async (walletIndex) => {
        const launch = await launchToken(first, player, 'slot-golden-reels', walletIndex);
        return (await callFirst('authenticate', { launch_token: launch })).session_token as string;
      }),
    );
    // 40 bets of 125 ฿ (5,000 ฿, 5 points), alternating wallets, each sent twice, half to each instance.
    const bets = Array.from({ length: 40 }, (_, i) => ({
      session_token: tokens[i % 2]!,
      transaction_id: `race-${player.memberId}-${i}`,
      round_id: `race-r-${player.memberId}-${i}`,
      game_id: 'slot-golden-reels',
      amount: 125_00,
    }));
    const sent = [...bets, ...bets].map((body, i) => (i % 4 < 2 ? callFirst : callSecond)('bet', body));
    const jobs = Array.from({ length: 4 }, () => accrueTurnoverPoints(first.database.db, clock.now()));
    const answers = await Promise.all(sent);
    await Promise.all(jobs);
    expect([...new Set(answers.map((a) => a.status))]).toEqual(['OK']);
    expect(await points(first, player.memberId)).toBe(5n);
    expect(await accrueTurnoverPoints(first.database.db, clock.now())).toBe(0);
    const awards = await first.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refType, 'turnover_day'), eq(ledgerTransfers.reason, 'points_earn')));
    const mine = awards.filter((a) => a.idempotencyKey.includes(`:turnover:${player.memberId}:`));
    expect(mine.reduce((sum, a) => sum + a.amount, 0n)).toBe(5n);
  }, 60_000);
});
