import { expect } from 'vitest';
import { PAYMENT_CHANNELS } from '@ug99/contract';
import type { Promotion } from '@ug99/contract';
import { accountBalance, memberStatement } from '#ledger';
import { confirmDeposit } from '#payments';
import { manualClock } from '#shared/clock.ts';
import type { Clock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import type { TestDatabase } from '#testing/databases.ts';
import { fundedMember, gamesConfig } from '#testing/games.ts';
import { gameRounds } from '#testing/game-rounds.ts';
import type { Player } from '#testing/games.ts';
import { asMember } from '#testing/members.ts';
import { paymentsConfig } from '#testing/payments.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { addPromotion } from './operator.ts';
import type { PromotionInput } from './operator.ts';

/**
 * The app of the promotion tests on `target` (testing/suite-app.ts), with games and payments set up and a
 * stopped clock at 2026-11-24 11:00 in Bangkok; `onApp` gets the app and its promotionHelpers once made.
 */
export function promotionsTestApp(
  target: TestDatabase,
  onApp: (t: TestApp, helpers: ReturnType<typeof promotionHelpers>) => void,
) {
  const clock = manualClock(new Date('2026-11-24T04:00:00Z'));
  suiteTestApp(target, { clock, config: { ...gamesConfig(), ...paymentsConfig() } }, (t) =>
    onApp(t, promotionHelpers(t, clock)),
  );
  return { clock };
}

/** Helpers of the promotion tests: deposits with a chosen promotion, and play from a chosen wallet. */
export function promotionHelpers(t: TestApp, clock: Clock) {
  const db = () => t.database.db;
  const rounds = gameRounds(() => t, clock);
  let n = 0;
  const id = (prefix: string) => `${prefix}-${process.pid}-${++n}`;

  async function generateQr(player: Player, amount: number, promotionId?: number) {
    const channels = (await asMember(t, player.token).get('/api/member/payment/channels')).json().data;
    const channel = channels.find((c: { kind: string }) => c.kind === 'promptpay');
    return (
      await asMember(t, player.token).post('/api/payment/generate_qr', {
        channel_id: PAYMENT_CHANNELS.promptpay.id,
        sub_channel_id: channel.sub_channels[0].id,
        amount,
        ...(promotionId ? { promotion_id: promotionId } : {}),
      })
    ).json();
  }

  /** A deposit of `amount` baht, with the promotion chosen, credited as an operator would confirm it. */
  async function deposit(player: Player, amount: number, promotionId?: number) {
    const opened = await generateQr(player, amount, promotionId);
    expect(opened, JSON.stringify(opened)).toMatchObject({ error: 0 });
    const result = await confirmDeposit(db(), {
      reference: opened.data.reference,
      amountSatang: BigInt(Math.round(amount * 100)),
      paidAt: clock.now(),
      now: clock.now(),
      source: { kind: 'operator', operator: 'test' },
    });
    expect(result.outcome).toBe('credited');
    return opened.data.reference as string;
  }

  /** A game session of the player on a wallet (index 1 is the promotion wallet). */
  const session = (player: Player, gameId = 'slot-golden-reels', walletIndex = 1) =>
    rounds.session(player, gameId, walletIndex);

  /** One settled round: `stake` satang bet, `win` satang back. */
  async function play(token: string, stake: number, win: number, gameId = 'slot-golden-reels') {
    const sendWin = await rounds.bet(token, stake, gameId);
    await sendWin(win);
  }

  const wallet = (player: Player, walletTypeId: 1 | 2) =>
    accountBalance(db(), { member: player.memberId, wallet: walletTypeId });

  async function reasons(player: Player) {
    const statement = await memberStatement(db(), player.memberId, { page: 1, pageSize: 100 });
    // A move between two of the member's wallets is two rows: its reason once per wallet it touched.
    return statement.rows.map((r) => `${r.reason}:${r.walletTypeId}`);
  }

  const active = async (player: Player) =>
    (await asMember(t, player.token).get('/api/member/promotion/active')).json();

  async function seeded(type: Promotion['type']): Promise<Promotion> {
    const list = (await t.app.inject({ method: 'GET', url: '/api/promotion/list' })).json()
      .data as Promotion[];
    return list.find((p) => p.type === type)!;
  }

  /** A promotion of the test's own terms (1× turnover unless told), open now. */
  async function custom(terms: Partial<PromotionInput> = {}) {
    return addPromotion(db(), {
      agentId: 1,
      title: id('โปรทดสอบ'),
      image: '/media/promotion-3.svg',
      description: 'ทดสอบ',
      type: 'deposit_bonus',
      minDepositSatang: 100_00n,
      bonusPercentHundredths: 10_000,
      bonusCapSatang: 1_000_00n,
      turnoverMultiplierHundredths: 100,
      categories: ['slot', 'fishing'],
      maxWithdrawSatang: null,
      perMemberLimit: 100,
      ...terms,
    });
  }

  return {
    db,
    generateQr,
    deposit,
    session,
    /** A bet in a round left open; answers how to send its win (which closes it). */
    bet: rounds.bet,
    play,
    wallet,
    reasons,
    active,
    seeded,
    custom,
    member: () => fundedMember(t, 0n),
  };
}
