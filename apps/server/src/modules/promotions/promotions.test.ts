import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { depositIntents, inboxItems, memberPromotions } from '#db/schema/index.ts';
import { checkInvariants } from '#ledger';
import type { TestApp } from '#testing/app.ts';
import { asMember } from '#testing/members.ts';
import { testDatabases } from '#testing/databases.ts';
import { confirmDeposit } from '#payments';
import { promotionReads } from '#app';
import { createPromotionJobs } from './jobs.ts';
import { disablePromotion } from './operator.ts';
import { promotionsTestApp } from './promotions.testing.ts';
import type { promotionHelpers } from './promotions.testing.ts';

const fail = (key: keyof typeof ERRORS) => ({
  error: ERRORS[key].code,
  data: null,
  message: ERRORS[key].message,
});

/** docs/rules/promotions.md: receiving, the promotion wallet, live progress, release, give-up. */
/** The member's inbox items of one kind (docs/NOTIFICATIONS.md#kinds). */
const inboxOf = (t: TestApp, memberId: number, kind: string) =>
  t.database.db
    .select({ body: inboxItems.body })
    .from(inboxItems)
    .where(and(eq(inboxItems.memberId, memberId), eq(inboxItems.kind, kind)));

describe.each(testDatabases())('promotions on $kind', (target) => {
  let t: TestApp;
  let h: ReturnType<typeof promotionHelpers>;
  const { clock } = promotionsTestApp(target, (app, helpers) => ([t, h] = [app, helpers]));

  it('puts a deposit with the welcome promotion and its bonus into the promotion wallet, with live progress', async () => {
    const welcome = await h.seeded('first_deposit');
    const m = await h.member();
    await h.deposit(m, 200, welcome.id);
    expect(await h.wallet(m, 1)).toBe(0n);
    expect(await h.wallet(m, 2)).toBe(400_00n);
    expect(await h.reasons(m)).toEqual(
      expect.arrayContaining([
        'deposit:1',
        'promotion_transfer:1',
        'promotion_transfer:2',
        'promotion_bonus:2',
      ]),
    );
    const body = await h.active(m);
    expect(body.error).toBe(0);
    expect(body.data).toEqual({
      promotion: expect.objectContaining({ id: welcome.id, type: 'first_deposit' }),
      locked_balance: 400,
      required_turnover: 3200,
      turnover: 0,
      remaining: 3200,
      max_withdraw: 5000,
      started_at: clock.now().toISOString(),
    });

    // Stakes from the promotion wallet count; from main they do not.
    const token = await h.session(m);
    await h.play(token, 100_00, 50_00);
    expect((await h.active(m)).data).toMatchObject({ turnover: 100, remaining: 3100, locked_balance: 350 });
  });

  it('offers the promotion wallet only on the active promotion’s categories, and refuses it elsewhere', async () => {
    const daily = await h.seeded('daily_deposit'); // slot, casino, fishing
    const m = await h.member();
    const walletsOf = async (gameId: string) =>
      (
        await asMember(t, m.token).post('/api/game/wallets', {
          game_id: gameId,
          provider_id: 'demo',
          sub_provider_id: '',
        })
      )
        .json()
        .data.map((w: { wallet_type_id: number }) => w.wallet_type_id);
    expect(await walletsOf('slot-golden-reels')).toEqual([1, 3]);
    await h.deposit(m, 300, daily.id);
    expect(await walletsOf('baccarat-classic')).toEqual([1, 2, 3]);
    expect(await walletsOf('football-virtual-league')).toEqual([1, 3]);
    const link = await asMember(t, m.token).post('/api/game/link', {
      wallet_id: m.walletIds[1],
      game_id: 'football-virtual-league',
      provider_id: 'demo',
      is_mobile: true,
      source: 'sport',
    });
    expect(link.json()).toEqual(fail('GAME_WALLET_NOT_ALLOWED'));
  });

  it('refuses a promotion that cannot apply before the member pays, and stores nothing', async () => {
    const welcome = await h.seeded('first_deposit');
    const m = await h.member();
    expect(await h.generateQr(m, 50, welcome.id)).toMatchObject({
      error: ERRORS.PROMOTION_DEPOSIT_TOO_SMALL.code,
      message: expect.stringContaining('100.00'),
    });
    expect(await h.generateQr(m, 500, 999_999)).toEqual(fail('PROMOTION_NOT_FOUND'));
    const cashback = await h.seeded('cashback');
    expect(await h.generateQr(m, 500, cashback.id)).toEqual(fail('PROMOTION_NOT_RECEIVABLE'));
    const rows = await h.db().select().from(depositIntents).where(eq(depositIntents.memberId, m.memberId));
    expect(rows).toEqual([]);
  });

  it('credits main and says why when the promotion no longer applies at crediting', async () => {
    const promo = await h.custom();
    const m = await h.member();
    const opened = await h.generateQr(m, 200, promo.id);
    expect(opened.error).toBe(0);
    // The operator switches it off while the member is paying.
    await disablePromotion(h.db(), 1, promo.id);
    await confirmDeposit(h.db(), {
      reference: opened.data.reference,
      amountSatang: 200_00n,
      paidAt: clock.now(),
      now: clock.now(),
      source: { kind: 'operator', operator: 'test' },
    });
    expect(await h.wallet(m, 1)).toBe(200_00n);
    expect(await h.wallet(m, 2)).toBe(0n);
    const history = (await asMember(t, m.token).get('/api/member/promotion/history')).json().data;
    expect(history).toEqual([
      expect.objectContaining({
        promotion_id: promo.id,
        deposit_reference: opened.data.reference,
        status: 'refused',
        deposit: 200,
        note: ERRORS.PROMOTION_NOT_FOUND.message,
      }),
    ]);
    expect((await h.active(m)).data).toBeNull();
  });

  it('refuses a second welcome promotion, even for deposits credited in the same instant', async () => {
    const welcome = await h.seeded('first_deposit');
    const m = await h.member();
    await h.deposit(m, 100);
    expect(await h.generateQr(m, 200, welcome.id)).toEqual(fail('PROMOTION_NOT_FIRST_DEPOSIT'));
  });

  it('shows no promotions to a member in cool-off, and still lists them to visitors', async () => {
    const m = await h.member();
    await asMember(t, m.token).post('/api/member/responsible_gaming', { cool_off: '24h' });
    expect((await asMember(t, m.token).get('/api/promotion/list')).json().data).toEqual([]);
    const visitor = (await t.app.inject({ method: 'GET', url: '/api/promotion/list' })).json().data;
    expect(visitor.length).toBeGreaterThan(0);
    const other = await h.member();
    expect((await asMember(t, other.token).get('/api/promotion/list')).json().data).toEqual(visitor);
    // A stale token is only a visitor here, never a 401.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/promotion/list',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toEqual(visitor);
  });

  it('gives no promotion during a cool-off', async () => {
    const promo = await h.custom();
    const m = await h.member();
    await h.deposit(m, 300);
    await asMember(t, m.token).post('/api/member/responsible_gaming', { cool_off: '24h' });
    const res = await asMember(t, m.token).post('/api/member/promotion/receive', { promotion_id: promo.id });
    expect(res.json()).toMatchObject({ error: ERRORS.PROMOTION_PAUSED.code, data: null });
    expect(await h.wallet(m, 1)).toBe(300_00n);
    expect(await h.wallet(m, 2)).toBe(0n);
  });

  it('receives a promotion on the latest untouched deposit only', async () => {
    const promo = await h.custom();
    const m = await h.member();
    const receive = async () =>
      (await asMember(t, m.token).post('/api/member/promotion/receive', { promotion_id: promo.id })).json();
    expect(await receive()).toEqual(fail('PROMOTION_NO_DEPOSIT'));
    await h.deposit(m, 200);
    // A stake from main since the deposit: touched.
    const main = await h.session(m, 'slot-golden-reels', 0);
    await h.play(main, 1_00, 1_00);
    expect(await receive()).toEqual(fail('PROMOTION_DEPOSIT_TOUCHED'));
    await h.deposit(m, 150);
    const got = await receive();
    expect(got.data).toMatchObject({ status: 'active', deposit: 150, bonus: 150, required_turnover: 300 });
    expect(await h.wallet(m, 1)).toBe(200_00n);
    expect(await h.wallet(m, 2)).toBe(300_00n);
    expect(await receive()).toEqual(fail('PROMOTION_ALREADY_ACTIVE'));
  });

  it('releases a met turnover to main capped at max withdraw, forfeiting the excess with its own reason', async () => {
    const promo = await h.custom({ maxWithdrawSatang: 100_00n });
    const m = await h.member();
    await h.deposit(m, 100, promo.id); // 100 + 100 bonus, 200 to play
    const token = await h.session(m);
    await h.play(token, 200_00, 350_00);
    const body = await h.active(m);
    expect(body.data).toBeNull();
    expect(await h.wallet(m, 2)).toBe(0n);
    expect(await h.wallet(m, 1)).toBe(100_00n);
    expect(await h.reasons(m)).toEqual(
      expect.arrayContaining(['promotion_release:1', 'promotion_release:2', 'promotion_forfeit:2']),
    );
    const [row] = (await asMember(t, m.token).get('/api/member/promotion/history')).json().data;
    expect(row).toMatchObject({ status: 'completed', released: 100, forfeited: 250 });
    expect(await inboxOf(t, m.memberId, 'promotion_released')).toEqual([
      { body: 'ยอด 100.00 บาท ย้ายจากกระเป๋าโปรโมชั่นเข้ากระเป๋าหลักแล้ว' },
    ]);
  });

  it('ends a promotion under 5 ฿ by the job, without the member visiting', async () => {
    const promo = await h.custom({ turnoverMultiplierHundredths: 1000 });
    const m = await h.member();
    await h.deposit(m, 100, promo.id);
    const token = await h.session(m);
    await h.play(token, 196_00, 0);
    const [job] = createPromotionJobs(promotionReads);
    expect(await job!.run({ db: h.db(), now: clock.now() })).toBeGreaterThanOrEqual(1);
    const [row] = await h
      .db()
      .select()
      .from(memberPromotions)
      .where(eq(memberPromotions.memberId, m.memberId));
    expect(row).toMatchObject({ status: 'ended', forfeitedSatang: 4_00n, releasedSatang: 0n });
    expect(await h.wallet(m, 2)).toBe(0n);
    expect(await job!.run({ db: h.db(), now: clock.now() })).toBe(0);
    expect(await inboxOf(t, m.memberId, 'promotion_ended')).toHaveLength(1);
  });

  it('counts only the turnover played after the start on a day an earlier promotion was played', async () => {
    const promo = await h.custom({ maxWithdrawSatang: null });
    const m = await h.member();
    await h.deposit(m, 100, promo.id);
    await h.play(await h.session(m), 200_00, 200_00); // met: released
    expect((await h.active(m)).data).toBeNull();
    clock.advance(60_000);
    await h.deposit(m, 100, promo.id);
    expect((await h.active(m)).data).toMatchObject({ turnover: 0, required_turnover: 200 });
  });

  it('shows the give-up figures, refuses stale ones with the new figures, and returns the deposit share', async () => {
    const promo = await h.custom({ turnoverMultiplierHundredths: 5000 });
    const m = await h.member();
    await h.deposit(m, 200, promo.id); // 200 + 200
    const token = await h.session(m);
    await h.play(token, 100_00, 0); // 300 left: 150 the deposit's
    const preview = (await asMember(t, m.token).get('/api/member/promotion/give_up')).json();
    expect(preview.data).toMatchObject({
      promotion_id: promo.id,
      locked_balance: 300,
      returned: 150,
      forfeited: 150,
    });
    await h.play(token, 100_00, 0); // 200 left: 100 the deposit's
    const stale = await asMember(t, m.token).post('/api/member/promotion/give_up', {
      promotion_id: promo.id,
      returned: 150,
    });
    expect(stale.json()).toMatchObject({
      error: ERRORS.PROMOTION_GIVE_UP_CHANGED.code,
      data: { returned: 100, forfeited: 100 },
    });
    expect(await h.wallet(m, 2)).toBe(200_00n);
    const done = await asMember(t, m.token).post('/api/member/promotion/give_up', {
      promotion_id: promo.id,
      returned: 100,
    });
    expect(done.json().data).toMatchObject({ status: 'given_up', released: 100, forfeited: 100 });
    expect(await h.wallet(m, 1)).toBe(100_00n);
    expect(await h.wallet(m, 2)).toBe(0n);
    expect(await h.reasons(m)).toEqual(expect.arrayContaining(['promotion_return:1', 'promotion_forfeit:2']));
    const again = await asMember(t, m.token).post('/api/member/promotion/give_up', {
      promotion_id: promo.id,
      returned: 100,
    });
    expect(again.json()).toEqual(fail('PROMOTION_NOT_ACTIVE'));
    expect(await h.wallet(m, 1)).toBe(100_00n);
  });

  it('keeps the list to promotions inside their window, by the injected clock', async () => {
    const later = await h.custom({ startsAt: new Date(clock.now().getTime() + 3_600_000) });
    const ids = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/promotion/list' })).json().data as { id: number }[]
      ).map((p) => p.id);
    expect(await ids()).not.toContain(later.id);
    const m = await h.member();
    expect(await h.generateQr(m, 200, later.id)).toEqual(fail('PROMOTION_NOT_FOUND'));
    clock.advance(3_600_000);
    expect(await ids()).toContain(later.id);
  });

  it('releases once when twenty reads and the job race, and a retry moves nothing more', async () => {
    const promo = await h.custom();
    const m = await h.member();
    await h.deposit(m, 100, promo.id);
    await h.play(await h.session(m), 200_00, 300_00);
    const [job] = createPromotionJobs(promotionReads);
    await Promise.all([
      ...Array.from({ length: 20 }, () => h.active(m)),
      job!.run({ db: h.db(), now: clock.now() }),
    ]);
    expect(await h.wallet(m, 1)).toBe(300_00n);
    expect((await h.reasons(m)).filter((r) => r === 'promotion_release:1')).toHaveLength(1);
    await h.active(m);
    await job!.run({ db: h.db(), now: clock.now() });
    expect(await h.wallet(m, 1)).toBe(300_00n);
    expect(await inboxOf(t, m.memberId, 'promotion_released')).toHaveLength(1);
    expect(await checkInvariants(h.db())).toEqual([]);
  });

  it('gives up once when twenty give-ups race, and a retry moves nothing more', async () => {
    const promo = await h.custom({ turnoverMultiplierHundredths: 5000 });
    const m = await h.member();
    await h.deposit(m, 300, promo.id); // 300 + 300
    const giveUp = () =>
      asMember(t, m.token)
        .post('/api/member/promotion/give_up', { promotion_id: promo.id, returned: 300 })
        .then((r) => r.json());
    const answers = await Promise.all(Array.from({ length: 20 }, giveUp));
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(
      answers.filter((a) => a.error !== 0).every((a) => a.error === ERRORS.PROMOTION_NOT_ACTIVE.code),
    ).toBe(true);
    expect(await h.wallet(m, 1)).toBe(300_00n);
    expect(await giveUp()).toEqual(fail('PROMOTION_NOT_ACTIVE'));
    expect(await h.wallet(m, 1)).toBe(300_00n);
    expect((await h.reasons(m)).filter((r) => r === 'promotion_forfeit:2')).toHaveLength(1);
  });

  it('receives once when twenty receives of one deposit race', async () => {
    const promo = await h.custom();
    const m = await h.member();
    await h.deposit(m, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        asMember(t, m.token)
          .post('/api/member/promotion/receive', { promotion_id: promo.id })
          .then((r) => r.json()),
      ),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(await h.wallet(m, 2)).toBe(200_00n);
    expect(await h.wallet(m, 1)).toBe(0n);
  });
});
