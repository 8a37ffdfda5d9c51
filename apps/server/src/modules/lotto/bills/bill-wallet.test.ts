import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { gameDailyTotals, lottoBills, memberPromotions } from '#db/schema/index.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import type { Player } from '#testing/games.ts';
import type { PromotionInput } from '#promotions';
import { openTestRound, roundStatus } from '#testing/lotto.ts';
import { asMember } from '#testing/members.ts';
import { promotionsTestApp } from '../../promotions/promotions.testing.ts';
import type { promotionHelpers } from '../../promotions/promotions.testing.ts';
import { enterResult, voidRound } from '../settlement/service.ts';

type Line = { type: string; number: string; amount: number };
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

/** docs/rules/lotto.md#bill-wallet: bills paid from the promotion wallet while the promotion allows lotto. */
describe.each(testDatabases())('lotto bills from the promotion wallet on $kind', (target) => {
  let t: TestApp;
  let h: ReturnType<typeof promotionHelpers>;
  const { clock } = promotionsTestApp(target, (app, helpers) => ([t, h] = [app, helpers]));

  // Rounds close two minutes from now, so a draw comes well within the member's session.
  const round = () => openTestRound(h.db(), { now: clock.now(), closeInMs: 120_000 });
  const validate = (m: Player, roundId: number, lines: Line[], extra: object = {}) =>
    asMember(t, m.token)
      .post('/api/lotto/bill/validate', { round_id: roundId, agent_id: 1, lines, ...extra })
      .then((r) => r.json());
  const create = (m: Player, roundId: number, lines: Line[], extra: object = {}) =>
    asMember(t, m.token)
      .post('/api/lotto/bill/create', {
        round_id: roundId,
        agent_id: 1,
        request_id: randomUUID(),
        lines,
        ...extra,
      })
      .then((r) => r.json());
  const cancel = (m: Player, billId: number) =>
    asMember(t, m.token)
      .post('/api/lotto/bill/cancel', { bill_id: billId, agent_id: 1 })
      .then((r) => r.json());
  const billsOf = (m: Player) => h.db().select().from(lottoBills).where(eq(lottoBills.memberId, m.memberId));
  const lottoTotals = async (m: Player, wallet: number) =>
    (
      await h
        .db()
        .select()
        .from(gameDailyTotals)
        .where(
          and(
            eq(gameDailyTotals.memberId, m.memberId),
            eq(gameDailyTotals.walletTypeId, wallet),
            eq(gameDailyTotals.category, 'lotto'),
          ),
        )
    )[0];
  const promotionRow = async (m: Player) =>
    (await h.db().select().from(memberPromotions).where(eq(memberPromotions.memberId, m.memberId)))[0];

  /** A member with 100 ฿ deposited under a 100 % promotion (1× turnover): 200 ฿ in wallet 2, 200 to play. */
  async function promoted(categories: PromotionInput['categories']) {
    const promo = await h.custom({ categories, maxWithdrawSatang: null });
    const m = await h.member();
    await h.deposit(m, 100, promo.id);
    expect(await h.wallet(m, 2)).toBe(200_00n);
    return m;
  }

  /** Closes the round (its close time passed) and enters a daily result: 2top 12 wins. */
  async function resultTwelve(roundId: number) {
    clock.advance(180_000);
    await roundStatus(h.db(), roundId, 'closed');
    const outcome = await enterResult(
      h.db(),
      { roundId, result: { top3: '512', bottom2: '99' }, operator: 'test' },
      { clock },
    );
    expect(outcome).toMatchObject({ ok: true });
  }

  it('refuses the promotion wallet without an active promotion, and moves nothing', async () => {
    const m = await h.member();
    const { roundId } = await round();
    const lines = [{ type: '2top', number: '12', amount: 10 }];
    expect(await validate(m, roundId, lines, { wallet_id: 2 })).toMatchObject({
      error: code('LOTTO_PROMOTION_WALLET_NOT_ALLOWED'),
      message: ERRORS.LOTTO_PROMOTION_WALLET_NOT_ALLOWED.message,
    });
    expect(await create(m, roundId, lines, { wallet_id: 2 })).toMatchObject({
      error: code('LOTTO_PROMOTION_WALLET_NOT_ALLOWED'),
    });
    expect(await billsOf(m)).toEqual([]);
  });

  it('refuses the promotion wallet when the active promotion does not list lotto', async () => {
    const m = await promoted(['slot', 'fishing']);
    const { roundId } = await round();
    const lines = [{ type: '2top', number: '12', amount: 10 }];
    // validate offers main only, and main cannot pay: the member is told main is short.
    const priced = await validate(m, roundId, lines);
    expect(priced.error).toBe(code('LOTTO_INSUFFICIENT_BALANCE'));
    expect(await create(m, roundId, lines, { wallet_id: 2 })).toMatchObject({
      error: code('LOTTO_PROMOTION_WALLET_NOT_ALLOWED'),
    });
    expect(await h.wallet(m, 2)).toBe(200_00n);
    expect(await billsOf(m)).toEqual([]);
  });

  it('refuses the free-credit and affiliate wallets, and an unknown wallet at the edge', async () => {
    const m = await promoted(['slot', 'lotto']);
    const { roundId } = await round();
    const lines = [{ type: '2top', number: '12', amount: 10 }];
    for (const wallet of [3, 4]) {
      expect(await create(m, roundId, lines, { wallet_id: wallet })).toMatchObject({
        error: code('LOTTO_WALLET_NOT_ALLOWED'),
      });
    }
    const unknown = await asMember(t, m.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines,
      wallet_id: 9,
    });
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.json().error).not.toBe(0);
    expect(await billsOf(m)).toEqual([]);
  });

  it('stakes from the promotion wallet when the promotion allows lotto; the turnover moves and a cancel returns there', async () => {
    const m = await promoted(['slot', 'lotto']);
    const { roundId } = await round();
    const lines = [{ type: '2top', number: '12', amount: 50 }];
    const priced = await validate(m, roundId, lines);
    expect(priced.error).toBe(0);
    expect(priced.data.wallets).toEqual([
      { wallet_type_id: 1, wallet_name: 'กระเป๋าหลัก', balance: 0 },
      { wallet_type_id: 2, wallet_name: 'กระเป๋าโปรโมชั่น', balance: 200 },
    ]);
    // Main holds nothing: asked for main by name, the bill is refused with main's message.
    expect((await validate(m, roundId, lines, { wallet_id: 1 })).error).toBe(
      code('LOTTO_INSUFFICIENT_BALANCE'),
    );

    const created = await create(m, roundId, lines, { wallet_id: 2 });
    expect(created.error).toBe(0);
    expect(await h.wallet(m, 2)).toBe(150_00n);
    expect(await h.wallet(m, 1)).toBe(0n);
    const [bill] = await billsOf(m);
    expect(bill?.walletTypeId).toBe(2);
    expect(await lottoTotals(m, 2)).toMatchObject({ betCount: 1, turnover: 50_00n });
    expect(await lottoTotals(m, 1)).toBeUndefined();
    expect((await h.active(m)).data).toMatchObject({ turnover: 50, remaining: 150, locked_balance: 150 });

    expect((await cancel(m, created.data.bill_id)).error).toBe(0);
    expect(await h.wallet(m, 2)).toBe(200_00n);
    expect(await h.wallet(m, 1)).toBe(0n);
    expect(await lottoTotals(m, 2)).toMatchObject({ betCount: 0, turnover: 0n });
    expect((await h.active(m)).data).toMatchObject({ turnover: 0, remaining: 200 });
    expect(await h.reasons(m)).toEqual(expect.arrayContaining(['lotto_bet:2', 'lotto_cancel:2']));
  });

  it('refuses a bill the promotion wallet cannot pay with its own message', async () => {
    const m = await promoted(['lotto']);
    const { roundId } = await round();
    const lines = [{ type: '2top', number: '12', amount: 250 }];
    expect((await validate(m, roundId, lines)).error).toBe(code('LOTTO_INSUFFICIENT_BALANCE'));
    expect((await validate(m, roundId, lines, { wallet_id: 2 })).error).toBe(
      code('LOTTO_PROMOTION_WALLET_INSUFFICIENT'),
    );
    expect(await create(m, roundId, lines, { wallet_id: 2 })).toMatchObject({
      error: code('LOTTO_PROMOTION_WALLET_INSUFFICIENT'),
    });
    expect(await h.wallet(m, 2)).toBe(200_00n);
  });

  it('pays a win into the promotion wallet, holds the release until the draw, then releases', async () => {
    const m = await promoted(['lotto']);
    const { roundId } = await round();
    const win = await create(m, roundId, [{ type: '2top', number: '12', amount: 100 }], { wallet_id: 2 });
    const lose = await create(m, roundId, [{ type: '2top', number: '34', amount: 100 }], { wallet_id: 2 });
    expect([win.error, lose.error]).toEqual([0, 0]);
    expect(await h.wallet(m, 2)).toBe(0n);
    // Turnover met, but the bills' win is still to land in wallet 2: the promotion waits for it.
    expect((await h.active(m)).data).toMatchObject({ turnover: 200, remaining: 0 });
    expect((await promotionRow(m))?.status).toBe('active');
    const giveUp = await asMember(t, m.token).post('/api/member/promotion/give_up', {
      promotion_id: (await promotionRow(m))!.promotionId,
      returned: 0,
    });
    expect(giveUp.json().error).toBe(code('PROMOTION_ROUND_OPEN'));

    await resultTwelve(roundId);
    const wonSatang = 100n * 90n * 100n;
    expect(await lottoTotals(m, 2)).toMatchObject({ payout: wonSatang });
    expect(await lottoTotals(m, 1)).toBeUndefined();
    expect(await h.reasons(m)).toEqual(expect.arrayContaining(['lotto_win:2']));
    // The draw is over: the next read releases wallet 2, with the win, to main.
    const afterDraw = await h.active(m);
    expect(afterDraw, JSON.stringify(afterDraw)).toMatchObject({ error: 0, data: null });
    expect(await promotionRow(m)).toMatchObject({ status: 'completed', releasedSatang: wonSatang });
    expect(await h.wallet(m, 2)).toBe(0n);
    expect(await h.wallet(m, 1)).toBe(wonSatang);
  });

  it('refunds a voided round into the promotion wallet and takes the stake out of its turnover', async () => {
    const m = await promoted(['lotto']);
    const { roundId } = await round();
    expect(
      (await create(m, roundId, [{ type: '2top', number: '55', amount: 80 }], { wallet_id: 2 })).error,
    ).toBe(0);
    expect(await h.wallet(m, 2)).toBe(120_00n);
    const voided = await voidRound(h.db(), { roundId, reason: 'ไม่มีการออกผล', operator: 'test' }, { clock });
    expect(voided).toMatchObject({ ok: true, refundedBills: 1 });
    expect(await h.wallet(m, 2)).toBe(200_00n);
    expect(await h.wallet(m, 1)).toBe(0n);
    expect(await lottoTotals(m, 2)).toMatchObject({ betCount: 0, turnover: 0n });
    expect(await h.reasons(m)).toEqual(expect.arrayContaining(['round_void:2']));
  });

  it('keeps main-wallet bills as before: no wallet_id is main', async () => {
    const m = await promoted(['lotto']);
    await h.deposit(m, 100);
    const { roundId } = await round();
    expect((await create(m, roundId, [{ type: '2top', number: '77', amount: 30 }])).error).toBe(0);
    expect(await h.wallet(m, 1)).toBe(70_00n);
    expect(await h.wallet(m, 2)).toBe(200_00n);
    expect((await billsOf(m))[0]?.walletTypeId).toBe(1);
    expect(await lottoTotals(m, 1)).toMatchObject({ turnover: 30_00n });
    expect((await h.active(m)).data).toMatchObject({ turnover: 0 });
  });
});

// Real concurrency needs several connections: PostgreSQL only (PGlite runs one statement at a time).
const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.runIf(postgres)('lotto bills from the promotion wallet: races on PostgreSQL', () => {
  let t: TestApp;
  let h: ReturnType<typeof promotionHelpers>;
  const { clock } = promotionsTestApp(postgres!, (app, helpers) => ([t, h] = [app, helpers]));

  async function promoted() {
    const promo = await h.custom({ categories: ['lotto'], maxWithdrawSatang: null });
    const m = await h.member();
    await h.deposit(m, 100, promo.id);
    return m;
  }
  const bill = (m: Player, roundId: number, requestId: string, number: string) =>
    asMember(t, m.token)
      .post('/api/lotto/bill/create', {
        round_id: roundId,
        agent_id: 1,
        request_id: requestId,
        wallet_id: 2,
        lines: [{ type: '2top', number, amount: 20 }],
      })
      .then((r) => r.json());

  it('never overdraws the promotion wallet with 20 parallel bills', async () => {
    const m = await promoted();
    const { roundId } = await openTestRound(h.db(), { now: clock.now() });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bill(m, roundId, randomUUID(), String(10 + i))),
    );
    const codes = answers.map((a) => a.error);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c !== 0).every((c) => c === code('LOTTO_PROMOTION_WALLET_INSUFFICIENT'))).toBe(
      true,
    );
    expect(await h.wallet(m, 2)).toBe(0n);
    const bills = await h.db().select().from(lottoBills).where(eq(lottoBills.memberId, m.memberId));
    expect(bills).toHaveLength(10);
    expect(bills.every((b) => b.walletTypeId === 2)).toBe(true);
  }, 60_000);

  it('makes one bill and one debit of a request retried 10 times at once', async () => {
    const m = await promoted();
    const { roundId } = await openTestRound(h.db(), { now: clock.now() });
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => bill(m, roundId, requestId, '42')));
    expect(answers.every((a) => a.error === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.bill_id)).size).toBe(1);
    expect(await h.wallet(m, 2)).toBe(180_00n);
    // The same request id asked of main is another bill: refused, the first stands.
    const other = await asMember(t, m.token).post('/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: requestId,
      lines: [{ type: '2top', number: '42', amount: 20 }],
    });
    expect(other.json().error).toBe(code('LOTTO_REQUEST_REUSED'));
    expect(await h.wallet(m, 2)).toBe(180_00n);
  }, 60_000);
});
