import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satangToBaht } from '@ug99/contract';
import type { MemberEvent } from '@ug99/contract';
import type { Database } from '#db/client.ts';
import { createMemberEventBus } from '#live';
import type { MemberEventBus } from '#live';
import { manualClock } from '#shared/clock.ts';
import { testDatabases } from '#testing/databases.ts';
import {
  fundedMember,
  insertBill,
  insertCategory,
  insertRound,
  mainBalance,
} from '#testing/lotto-settlement.ts';
import { addShots, yeekeeCategory } from '#testing/yeekee-close.ts';
import { concludeYeekeeRound } from '../yeekee/close.ts';
import { enterResult, voidRound } from './service.ts';

const MAIN_WALLET = 1;
const baht = (n: number) => BigInt(Math.round(n * 100));

// A payout made by the settlement or void job reaches the member's open pages as a `balance` event
// (docs/ARCHITECTURE.md#live-events), carrying the wallet's balance after the batch committed.
describe.each(testDatabases())('lotto payouts published live on $kind', (target) => {
  let database: Database;
  let bus: MemberEventBus;
  let memberSeq = 1_000;
  const clock = manualClock(new Date('2026-03-16T09:00:00Z'));
  const newMember = () => fundedMember(database.db, (memberSeq += 1), baht(1_000));

  beforeAll(async () => {
    database = await target.create();
    bus = createMemberEventBus({});
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  /** Every event published to the member from now on. */
  // Balance events only: the same settlement also tells each bill's holder through the inbox
  // (docs/NOTIFICATIONS.md), whose own event these tests leave to the inbox's tests.
  const listen = (memberId: number) => {
    const events: MemberEvent[] = [];
    const subscription = bus.subscribe(memberId, (event) => {
      if (event.type === 'balance') events.push(event);
    });
    return { events, close: () => subscription.close() };
  };

  it("sends each winner the wallet's balance after the payout, and the losers nothing", async () => {
    const categoryId = await insertCategory(database.db, { government: false });
    const roundId = await insertRound(database.db, categoryId, {
      closeAt: new Date(clock.now().getTime() - 60_000),
    });
    const winner = await newMember();
    const loser = await newMember();
    const line = (number: string) => ({
      type: '2bottom' as const,
      number,
      amountSatang: baht(10),
      rate: 9_000,
    });
    await insertBill(database.db, { roundId, memberId: winner, lines: [line('28')] });
    await insertBill(database.db, { roundId, memberId: winner, lines: [line('28')] });
    await insertBill(database.db, { roundId, memberId: loser, lines: [line('11')] });
    const toWinner = listen(winner);
    const toLoser = listen(loser);

    const outcome = await enterResult(
      database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'nok' },
      // One bill per batch: each batch publishes what it paid, the last one the final balance.
      { clock, batchBills: 1 },
    );
    expect(outcome).toMatchObject({ ok: true, settlement: { winningBills: 2 } });

    const paid = satangToBaht(await mainBalance(database.db, winner));
    // Two batches paid the winner, one bill each: the first event shows one win, the second both.
    const balances = toWinner.events.map((e) => (e.type === 'balance' ? e.balance : undefined));
    expect(balances).toHaveLength(2);
    expect(balances[0]).toBeLessThan(paid);
    expect(toWinner.events[1]).toEqual({ type: 'balance', wallet_type_id: MAIN_WALLET, balance: paid });
    expect(toLoser.events).toEqual([]);
    toWinner.close();
    toLoser.close();
  });

  it('sends the refunded balance of every bill of a voided round', async () => {
    const categoryId = await insertCategory(database.db, { government: false });
    const roundId = await insertRound(database.db, categoryId, {
      closeAt: new Date(clock.now().getTime() + 3_600_000),
    });
    const member = await newMember();
    const before = await mainBalance(database.db, member);
    await insertBill(database.db, {
      roundId,
      memberId: member,
      lines: [{ type: '3top', number: '123', amountSatang: baht(25), rate: 80_000 }],
    });
    const toMember = listen(member);

    const voided = await voidRound(database.db, { roundId, reason: 'งดออกผล', operator: 'nok' }, { clock });
    expect(voided).toMatchObject({ ok: true, refundedBills: 1 });
    expect(toMember.events).toEqual([
      { type: 'balance', wallet_type_id: MAIN_WALLET, balance: satangToBaht(before) },
    ]);
    toMember.close();
  });

  it('sends a yeekee shooter who won nothing the balance with the shooting bonus', async () => {
    const roundId = await insertRound(database.db, await yeekeeCategory(database.db), {
      closeAt: new Date(clock.now().getTime() - 1_000),
    });
    const shooter = await newMember();
    const other = await newMember();
    await insertBill(database.db, {
      roundId,
      memberId: shooter,
      lines: [{ type: '2bottom', number: '00', amountSatang: baht(100), rate: 9_000 }],
    });
    // 01111, 02222, …, 22220: the shooter's last shot earns the last-shot bonus; 00 does not win.
    const numbers = Array.from({ length: 20 }, (_, i) => String(1111 * (i + 1)).padStart(5, '0'));
    await addShots(
      database.db,
      roundId,
      numbers.map((number, i) => ({ number, memberId: i === 19 ? shooter : other })),
    );
    const toShooter = listen(shooter);

    const bonus = { lastShotSatang: baht(200), subtractedShotSatang: 0n, minBillsSatang: baht(100) };
    const outcome = await concludeYeekeeRound(database.db, roundId, {
      clock,
      bonus,
      publish: async () => {},
    });
    expect(outcome).toMatchObject({ outcome: 'resulted', bonuses: [{ shot: 'last', memberId: shooter }] });
    expect(toShooter.events).toEqual([
      {
        type: 'balance',
        wallet_type_id: MAIN_WALLET,
        balance: satangToBaht(await mainBalance(database.db, shooter)),
      },
    ]);
    toShooter.close();
  });
});
