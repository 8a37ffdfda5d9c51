import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freeCreditRequirements } from '#db/schema/index.ts';
import { accountBalance, checkInvariants, memberStatement, runInLedgerTransaction } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { gameRounds } from '#testing/game-rounds.ts';
import { fundedMember, gamesConfig } from '#testing/games.ts';
import type { Player } from '#testing/games.ts';
import { testDatabases } from '#testing/databases.ts';
import { createFreeCreditJobs } from './jobs.ts';
import { freeCreditReleaseSplit, freeCreditVerdict, turnoverFor } from './rules.ts';
import {
  FREE_CREDIT_OPEN_ROUND_WAIT_MS,
  freeCreditProgress,
  grantFreeCredit,
  settleFreeCredit,
} from './service.ts';

describe('the free-credit rules (docs/rules/wallets.md#free-credit)', () => {
  it('asks three times the credit in turnover and releases at most five times it', () => {
    expect(turnoverFor(20_00n)).toBe(60_00n);
    expect(freeCreditReleaseSplit(80_00n, 20_00n)).toEqual({ released: 80_00n, forfeited: 0n });
    expect(freeCreditReleaseSplit(130_00n, 20_00n)).toEqual({ released: 100_00n, forfeited: 30_00n });
  });

  it('releases when met, ends when the wallet is empty, runs otherwise', () => {
    expect(freeCreditVerdict(60_00n, 60_00n, 1n)).toBe('release');
    expect(freeCreditVerdict(60_00n, 59_99n, 10_00n)).toBe('running');
    expect(freeCreditVerdict(60_00n, 10_00n, 0n)).toBe('end');
    expect(freeCreditVerdict(60_00n, 60_00n, 0n)).toBe('end');
  });
});

describe.each(testDatabases())('the free-credit wallet on $kind', (target) => {
  // 2026-11-24 11:00 in Bangkok.
  const clock = manualClock(new Date('2026-11-24T04:00:00Z'));
  let t: TestApp;
  const { app, db } = suiteTestApp(target, { clock, config: gamesConfig() }, (made) => (t = made));
  const job = () => createFreeCreditJobs()[0]!;
  let n = 0;
  const id = (prefix: string) => `fc-${prefix}-${process.pid}-${++n}`;
  const wallet = (m: Player, walletTypeId: 1 | 3) =>
    accountBalance(db(), { member: m.memberId, wallet: walletTypeId });
  const requirementOf = async (m: Player) =>
    (
      await db().select().from(freeCreditRequirements).where(eq(freeCreditRequirements.memberId, m.memberId))
    )[0];
  const reasons = async (m: Player) =>
    (await memberStatement(db(), m.memberId, { page: 1, pageSize: 100 })).rows.map(
      (r) => `${r.reason}:${r.walletTypeId}`,
    );

  /** Free credit as a quest, the wheel or a coupon pays it, under a key of the test's own. */
  const grant = (m: Player, amount: bigint, key = id('grant')) =>
    runInLedgerTransaction(db(), (tx) =>
      grantFreeCredit(tx, {
        key,
        from: { system: 'free_credit_expense' },
        memberId: m.memberId,
        amount,
        reason: 'quest_reward',
        createdBy: 'test',
        at: clock.now(),
      }),
    );

  const rounds = gameRounds(app, clock);
  /** A game session on the free-credit wallet (the third of the member's wallets). */
  const session = (m: Player) => rounds.session(m, 'slot-golden-reels', 2);
  const { bet } = rounds;
  const play = async (token: string, stake: number, win: number) => (await bet(token, stake))(win);

  it('adds each free credit to one running requirement of three times it, once per key', async () => {
    const m = await fundedMember(t, 0n);
    const key = id('grant');
    await grant(m, 20_00n, key);
    await grant(m, 20_00n, key); // a retry of the same credit
    await grant(m, 30_00n);
    expect(await wallet(m, 3)).toBe(50_00n);
    expect(await freeCreditProgress(db(), m.memberId)).toEqual({
      credited: 50_00n,
      required: 150_00n,
      played: 0n,
    });
    expect(await settleFreeCredit(db(), m.memberId, clock.now())).toBe('running');
  });

  it('releases the wallet to main once its turnover is met, without the member visiting', async () => {
    const m = await fundedMember(t, 0n);
    await grant(m, 20_00n);
    const token = await session(m);
    await play(token, 20_00, 30_00);
    await play(token, 30_00, 20_00);
    expect((await freeCreditProgress(db(), m.memberId))?.played).toBe(50_00n);
    expect(await job().run({ db: db(), now: clock.now() })).toBe(0);
    await play(token, 10_00, 15_00); // 60 of 60 played, 25 in the wallet
    expect(await job().run({ db: db(), now: clock.now() })).toBe(1);
    expect(await wallet(m, 3)).toBe(0n);
    expect(await wallet(m, 1)).toBe(25_00n);
    expect(await requirementOf(m)).toBeUndefined();
    expect(await reasons(m)).toEqual(
      expect.arrayContaining(['free_credit_release:1', 'free_credit_release:3']),
    );
    // Again: nothing left to decide.
    expect(await job().run({ db: db(), now: clock.now() })).toBe(0);
    expect(await wallet(m, 1)).toBe(25_00n);
  });

  it('releases at most five times the credit and forfeits the rest', async () => {
    const m = await fundedMember(t, 0n);
    await grant(m, 10_00n);
    const token = await session(m);
    await play(token, 10_00, 200_00);
    await play(token, 20_00, 20_00); // 30 of 30 played, 200 in the wallet
    expect(await settleFreeCredit(db(), m.memberId, clock.now())).toBe('released');
    expect(await wallet(m, 1)).toBe(50_00n);
    expect(await wallet(m, 3)).toBe(0n);
    expect(await reasons(m)).toEqual(expect.arrayContaining(['free_credit_forfeit:3']));
  });

  it('waits for an open round from the wallet, up to an hour, then ends an emptied requirement', async () => {
    const m = await fundedMember(t, 0n);
    await grant(m, 10_00n);
    const token = await session(m);
    const sendWin = await bet(token, 10_00); // the whole wallet staked, the round open
    expect(await settleFreeCredit(db(), m.memberId, clock.now())).toBe('waiting');
    await sendWin(0);
    expect(await settleFreeCredit(db(), m.memberId, clock.now())).toBe('ended');
    expect(await requirementOf(m)).toBeUndefined();

    // The next credit starts afresh: the turnover already played today does not count.
    await grant(m, 10_00n);
    expect(await freeCreditProgress(db(), m.memberId)).toEqual({
      credited: 10_00n,
      required: 30_00n,
      played: 0n,
    });
    await bet(await session(m), 10_00); // staked and never settled
    expect(await settleFreeCredit(db(), m.memberId, clock.now())).toBe('waiting');
    clock.advance(FREE_CREDIT_OPEN_ROUND_WAIT_MS + 60_000);
    expect(await settleFreeCredit(db(), m.memberId, clock.now())).toBe('ended');
  });

  it('releases once when twenty settles and the job race, and credits arriving meanwhile all count', async () => {
    const m = await fundedMember(t, 0n);
    await grant(m, 20_00n);
    const token = await session(m);
    for (let i = 0; i < 3; i++) await play(token, 20_00, 20_00); // met, 20 in the wallet
    await Promise.all([
      ...Array.from({ length: 20 }, () => settleFreeCredit(db(), m.memberId, clock.now())),
      job().run({ db: db(), now: clock.now() }),
      ...Array.from({ length: 5 }, () => grant(m, 1_00n, `fc-race-${randomUUID()}`)),
    ]);
    // Each of the 5 credits was either released with the first requirement or started the next one.
    const released = await wallet(m, 1);
    const left = await wallet(m, 3);
    expect(released + left).toBe(25_00n);
    expect((await reasons(m)).filter((r) => r === 'free_credit_release:1')).toHaveLength(1);
    const next = await requirementOf(m);
    expect(next?.creditedSatang ?? 0n).toBe(left);
    expect(await checkInvariants(db())).toEqual([]);
  });
});
