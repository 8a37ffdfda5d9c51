import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberPromotions } from '#db/schema/index.ts';
import { checkInvariants } from '#ledger';
import type { Player } from '#testing/games.ts';
import { testDatabases } from '#testing/databases.ts';
import { promotionReads } from '#app';
import { createPromotionJobs } from './jobs.ts';
import { giveUp, OPEN_ROUND_WAIT_MS, settle, sweepLateCredit } from './progress.ts';
import { promotionsTestApp } from './promotions.testing.ts';
import type { promotionHelpers } from './promotions.testing.ts';

const MINUTE = 60_000;

/** docs/rules/promotions.md#late-credits: a win that reaches the promotion wallet after its promotion ended. */
describe.each(testDatabases())('late credits to the promotion wallet on $kind', (target) => {
  let h: ReturnType<typeof promotionHelpers>;
  const { clock } = promotionsTestApp(target, (_app, helpers) => (h = helpers));

  const lateCreditJob = () =>
    createPromotionJobs(promotionReads).find((j) => j.name === 'promotions:late-credits')!;
  const promotionOf = async (m: Player) =>
    (
      await h
        .db()
        .select()
        .from(memberPromotions)
        .where(eq(memberPromotions.memberId, m.memberId))
        .orderBy(memberPromotions.id)
    ).at(-1)!;

  /** Past the wait for open rounds, keeping the member's own session alive on the way. */
  async function pastTheWait(m: Player) {
    clock.advance(OPEN_ROUND_WAIT_MS / 2);
    await h.active(m);
    clock.advance(OPEN_ROUND_WAIT_MS / 2 + MINUTE);
  }

  it('releases a late win of a completed promotion to main, up to what is left of max withdraw', async () => {
    const promo = await h.custom({ maxWithdrawSatang: 200_00n });
    const m = await h.member();
    await h.deposit(m, 100, promo.id); // 100 + 100 bonus, 200 to play
    const token = await h.session(m);
    const sendWin = await h.bet(token, 50_00);
    await h.play(token, 150_00, 150_00); // turnover met, 150 left
    const row = await promotionOf(m);
    expect(await settle(h.db(), row.id, clock.now(), promotionReads)).toBe('waiting');
    await pastTheWait(m);
    expect(await settle(h.db(), row.id, clock.now(), promotionReads)).toBe('released');
    expect(await h.wallet(m, 1)).toBe(150_00n);

    await sendWin(80_00);
    expect(await h.wallet(m, 2)).toBe(80_00n);
    expect(await lateCreditJob().run({ db: h.db(), now: clock.now() })).toBe(1);
    // 50 more reaches the 200 cap; 30 is forfeited.
    expect(await h.wallet(m, 2)).toBe(0n);
    expect(await h.wallet(m, 1)).toBe(200_00n);
    expect(await promotionOf(m)).toMatchObject({
      status: 'completed',
      releasedSatang: 200_00n,
      forfeitedSatang: 30_00n,
    });
    // Again: nothing left to move.
    expect(await lateCreditJob().run({ db: h.db(), now: clock.now() })).toBe(0);
    expect(await h.wallet(m, 1)).toBe(200_00n);
  });

  it('returns the deposit share of a late win of a given-up promotion and forfeits the bonus share', async () => {
    const promo = await h.custom({ turnoverMultiplierHundredths: 5000 });
    const m = await h.member();
    await h.deposit(m, 200, promo.id); // 200 + 200
    const sendWin = await h.bet(await h.session(m), 100_00);
    await pastTheWait(m);
    await giveUp(
      h.db(),
      { id: m.memberId },
      { promotionId: promo.id, returnedBaht: 150 },
      clock.now(),
      promotionReads,
    );
    expect(await h.wallet(m, 1)).toBe(150_00n);

    await sendWin(100_00);
    expect(await sweepLateCredit(h.db(), m.memberId, clock.now())).toBe('moved');
    expect(await h.wallet(m, 1)).toBe(200_00n);
    expect(await h.wallet(m, 2)).toBe(0n);
    expect(await promotionOf(m)).toMatchObject({
      status: 'given_up',
      releasedSatang: 200_00n,
      forfeitedSatang: 200_00n,
    });
    expect((await h.reasons(m)).filter((r) => r === 'promotion_return:1')).toHaveLength(2);
  });

  it('forfeits a late win of a promotion that ended under 5 ฿', async () => {
    const promo = await h.custom({ turnoverMultiplierHundredths: 1000 });
    const m = await h.member();
    await h.deposit(m, 100, promo.id); // 100 + 100
    const sendWin = await h.bet(await h.session(m), 196_00);
    await pastTheWait(m);
    const row = await promotionOf(m);
    expect(await settle(h.db(), row.id, clock.now(), promotionReads)).toBe('ended');

    await sendWin(300_00);
    expect(await lateCreditJob().run({ db: h.db(), now: clock.now() })).toBe(1);
    expect(await h.wallet(m, 1)).toBe(0n);
    expect(await h.wallet(m, 2)).toBe(0n);
    expect(await promotionOf(m)).toMatchObject({ status: 'ended', forfeitedSatang: 304_00n });
  });

  it('leaves the wallet to a promotion that runs, and splits a late win once when twenty sweeps race', async () => {
    const promo = await h.custom({ maxWithdrawSatang: null });
    const m = await h.member();
    await h.deposit(m, 100, promo.id);
    const token = await h.session(m);
    const sendWin = await h.bet(token, 50_00);
    await h.play(token, 150_00, 150_00);
    await pastTheWait(m);
    expect(await settle(h.db(), (await promotionOf(m)).id, clock.now(), promotionReads)).toBe('released');
    await sendWin(40_00);

    await Promise.all([
      ...Array.from({ length: 20 }, () => sweepLateCredit(h.db(), m.memberId, clock.now())),
      lateCreditJob().run({ db: h.db(), now: clock.now() }),
    ]);
    expect(await h.wallet(m, 1)).toBe(190_00n);
    expect(await h.wallet(m, 2)).toBe(0n);
    expect((await h.reasons(m)).filter((r) => r === 'promotion_release:1')).toHaveLength(2);
    expect(await promotionOf(m)).toMatchObject({ releasedSatang: 190_00n, forfeitedSatang: 0n });

    // A second promotion runs: money in the wallet is its own, and no sweep touches it.
    await h.deposit(m, 100, promo.id);
    expect(await h.wallet(m, 2)).toBe(200_00n);
    expect(await sweepLateCredit(h.db(), m.memberId, clock.now())).toBe('none');
    expect(await lateCreditJob().run({ db: h.db(), now: clock.now() })).toBe(0);
    expect(await h.wallet(m, 2)).toBe(200_00n);
    expect(await checkInvariants(h.db())).toEqual([]);
  });
});
