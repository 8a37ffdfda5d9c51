import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { flaggedDeposits, gameDailyTotals } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import type { OperatorCalls } from '#testing/backoffice.ts';
import { fundedMember, insertBill, insertCategory, insertRound } from '#testing/lotto-settlement.ts';
import type { TestDatabase } from '#testing/databases.ts';
import {
  asMember,
  memberIdOf as memberIdByPhone,
  membersFromOneAddress,
  registerMember,
} from '#testing/members.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { Registered } from '#testing/members.ts';
import { openIntent, paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';
import { adjustBalance } from '#wallets';

/** Helpers for the back office's operations tests (docs/BACKOFFICE.md#screens). */

/**
 * The app of the tests of figures by Bangkok day (the dashboard, the reports), on suiteTestApp: many
 * members from the test address, payments on, and a stopped clock at 00:30 in Bangkok, still the day
 * before in UTC, far from the real time: every figure of "today" (the deposits' kept day, the
 * withdrawals' decision, the members' registration) must follow it, not the database's or the machine's.
 */
export function dailyFiguresTestApp(target: TestDatabase, onApp: (t: TestApp) => void) {
  const clock = manualClock(new Date('2025-07-14T17:30:00Z'));
  const config = { ...paymentsConfig(), members: membersFromOneAddress() };
  return { clock, ...suiteTestApp(target, { clock, config }, onApp) };
}

/** The member's id, read through the suite's app. */
export function memberIdOf(t: TestApp, m: Registered): Promise<number> {
  return memberIdByPhone(t.database.db, m);
}

/** A member credited `fundBaht` who asked to withdraw `baht`: the withdrawal's id and the member. */
export async function pendingWithdrawal(t: TestApp, baht: number, fundBaht = 1_000) {
  const m = await registerMember(t);
  await adjustBalance(t.database.db, {
    agentCode: 'ug99',
    phone: m.phone,
    amountSatang: BigInt(fundBaht) * 100n,
    reason: 'ทดสอบ',
    wallet: 1,
    operator: 'test',
    now: new Date(),
  });
  const res = await asMember(t, m.token).post('/api/member/withdraw', {
    amount: baht,
    bank: 'main',
    request_id: randomUUID(),
  });
  expect(res.json(), res.body).toMatchObject({ error: 0 });
  return { id: res.json().data.id as number, member: m, memberId: await memberIdOf(t, m) };
}

let eventNo = 0;

/**
 * Money for a member's deposit that does not match its amount: the flagged row it made. Paid and signed
 * at `paidAt`: a test whose app runs on a clock of its own passes that clock's time, which the webhook's
 * signature check and the deposit's window are judged by.
 */
export async function flaggedDeposit(t: TestApp, satang = 12_345n, paidAt = new Date()) {
  const m = await registerMember(t);
  const qr = await openIntent(t, m.token, 100);
  const res = await postWebhook(
    t,
    paymentEventBody(`evt_bo_${process.pid}_${++eventNo}`, qr.reference, satang, paidAt),
    { timestamp: Math.floor(paidAt.getTime() / 1000) },
  );
  expect(res.json().data.outcome).toBe('flagged');
  const [row] = await t.database.db
    .select()
    .from(flaggedDeposits)
    .where(eq(flaggedDeposits.reference, qr.reference))
    .orderBy(desc(flaggedDeposits.id));
  return { flagged: row!, member: m, memberId: await memberIdOf(t, m) };
}

/** The version the withdrawals queue shows `who` for withdrawal `id`: what a decision on it must send. */
export async function withdrawalVersion(who: OperatorCalls, id: number): Promise<number> {
  const list = await who.get('/api/backoffice/withdrawals?page_size=100&sort=-created_at');
  return (list.json().data.items as { id: number; version: number }[]).find((i) => i.id === id)!.version;
}

/**
 * A member's kept game totals of `day`, as settled bets write them: slot 100 ฿ staked and 25 ฿ paid
 * (75 ฿ GGR), lotto 50 ฿ staked and 90 ฿ paid (-40 ฿ GGR).
 */
export async function slotAndLottoTotals(db: Db, day: string, memberId: number): Promise<void> {
  const bets = { day, memberId, walletTypeId: 1 };
  await db.insert(gameDailyTotals).values([
    { ...bets, category: 'slot', betCount: 3, turnover: 10_000n, payout: 2_500n },
    { ...bets, category: 'lotto', betCount: 1, turnover: 5_000n, payout: 9_000n },
  ]);
}

/**
 * A new member's lotto bill of `stakeSatang` on 3 ตัวบน 123 (funded `fundSatang`), on a new round that
 * closes 10 minutes after `now`, waiting for its draw: the bill placed at `now` and its kept turnover on
 * `day`, by the test's clock rather than the database's. Answers the round and the member.
 */
export async function pendingLottoBill(
  t: TestApp,
  at: { now: Date; day: string },
  stakeSatang: bigint,
  fundSatang: bigint,
) {
  const db = t.database.db;
  const memberId = await fundedMember(db, await memberIdOf(t, await registerMember(t)), fundSatang);
  const categoryId = await insertCategory(db, { government: false });
  const roundId = await insertRound(db, categoryId, { closeAt: new Date(at.now.getTime() + 10 * 60_000) });
  const billId = await insertBill(db, {
    roundId,
    memberId,
    lines: [{ type: '3top', number: '123', amountSatang: stakeSatang, rate: 90_000 }],
  });
  await db.execute(
    sql`update lotto_bills set created_at = ${at.now.toISOString()}::timestamptz where id = ${billId}`,
  );
  await db.execute(
    sql`update game_daily_totals set day = ${at.day}::date where member_id = ${memberId} and category = 'lotto'`,
  );
  return { roundId, memberId };
}
