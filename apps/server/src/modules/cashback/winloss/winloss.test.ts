import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { gameRounds } from '#testing/game-rounds.ts';
import { fundedMember, gamesConfig } from '#testing/games.ts';
import type { Player } from '#testing/games.ts';
import { asMember } from '#testing/members.ts';

describe.each(testDatabases())('the win/loss report on $kind', (target) => {
  // Monday 2026-03-09 09:00 in Bangkok.
  const clock = manualClock(new Date('2026-03-09T02:00:00Z'));
  let t: TestApp;
  let player: Player;
  const rounds = gameRounds(() => t, clock);
  /** Sessions end after an idle hour: each round logs in again at the clock's time. */
  const play = (gameId: string, stake: number, win: number, walletIndex = 0) =>
    rounds.play(player, gameId, stake, win, walletIndex);
  const report = async (query = '') =>
    (await asMember(t, player.token).get(`/api/member/winloss${query}`)).json();

  beforeAll(async () => {
    t = await createTestApp(target, { clock, config: gamesConfig() });
    player = await fundedMember(t, 5_000_00n, 500_00n);
    await play('slot-golden-reels', 100_00, 250_00);
    await play('baccarat-classic', 200_00, 0);
    clock.advance(2 * 3_600_000); // still Monday
    await play('slot-golden-reels', 50_00, 0, 2); // free credit: still the member's play
    clock.set(new Date('2026-03-10T16:30:00Z')); // Tuesday 23:30 Bangkok
    await play('football-virtual-league', 300_00, 600_00);
  });
  afterEach(async () => expect(await checkInvariants(t.database.db)).toEqual([]));
  afterAll(() => t.close());

  it('answers turnover, wins and net per Bangkok day and category, with totals, for the last 7 days', async () => {
    const body = await report();
    expect(body.error).toBe(0);
    expect(body.data).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      days: [
        {
          date: '2026-03-09',
          categories: [
            { category: 'slot', turnover: 150, wins: 250, net: 100 },
            { category: 'casino', turnover: 200, wins: 0, net: -200 },
          ],
          turnover: 350,
          wins: 250,
          net: -100,
        },
        {
          date: '2026-03-10',
          categories: [{ category: 'sport', turnover: 300, wins: 600, net: 300 }],
          turnover: 300,
          wins: 600,
          net: 300,
        },
      ],
      categories: [
        { category: 'slot', turnover: 150, wins: 250, net: 100 },
        { category: 'casino', turnover: 200, wins: 0, net: -200 },
        { category: 'sport', turnover: 300, wins: 600, net: 300 },
      ],
      total: { turnover: 650, wins: 850, net: 200 },
    });
  });

  it('keeps to the range asked, both days included', async () => {
    const body = await report('?from=2026-03-10&to=2026-03-10');
    expect(body.data.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-10']);
    expect(body.data.total).toEqual({ turnover: 300, wins: 600, net: 300 });
    expect((await report('?from=2026-01-01&to=2026-01-31')).data).toMatchObject({ days: [], categories: [] });
  });

  it('refuses a reversed or too long range with a Thai message, and a malformed date at the edge', async () => {
    expect(await report('?from=2026-03-10&to=2026-03-01')).toMatchObject({
      error: 8060,
      message: 'ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้นต้องไม่เกินวันสิ้นสุด',
    });
    expect((await report('?from=2026-01-01&to=2026-04-03')).error).toBe(0); // 93 days
    expect(await report('?from=2026-01-01&to=2026-04-04')).toMatchObject({ error: 8061 });
    const bad = await asMember(t, player.token).get('/api/member/winloss?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(1000);
  });
});
