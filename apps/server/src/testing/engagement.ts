import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { bahtToSatang } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { responsibleGamingSettings } from '#db/schema/index.ts';
import { addDailyPlayTotals } from '#games';
import { awardPoints } from '#points';
import { manualClock } from '#shared/clock.ts';
import type { Clock } from '#shared/clock.ts';
import type { TestApp } from './app.ts';
import { backofficeTestApp } from './backoffice.ts';
import type { TestDatabase } from './databases.ts';
import { openIntent, paymentEventBody, postWebhook } from './payments.ts';

/**
 * Helpers for the points, quests and shop tests: deposits credited through the sandbox gateway's
 * webhook (the real crediting path), turnover written as the kept daily totals, points awarded; and the
 * app of the back office's engagement calls.
 */

/** A Wednesday, noon in Bangkok: where the tests of the back office's engagement calls start their clock. */
export const ENGAGEMENT_START = new Date('2026-11-25T05:00:00Z');

/**
 * The app of a file of the back office's engagement calls (docs/BACKOFFICE.md#engagement): backofficeTestApp
 * on a clock stopped at ENGAGEMENT_START, with the marketing operator who makes those calls.
 */
export function engagementBackofficeApp(target: TestDatabase, onApp?: (t: TestApp) => void) {
  const clock = manualClock(ENGAGEMENT_START);
  const app = backofficeTestApp(target, { clock }, onApp);
  return { clock, ...app, marketing: app.operator('marketing', 'ตลาด') };
}

/** Opens a deposit intent and has the sandbox gateway pay it at the clock's time. */
export async function creditDeposit(t: TestApp, token: string, baht: number, clock: Clock): Promise<void> {
  const intent = await openIntent(t, token, baht);
  const paidAt = clock.now();
  const amount = bahtToSatang(intent.pay_amount);
  const res = await postWebhook(
    t,
    paymentEventBody(`evt_${randomUUID()}`, intent.reference, amount, paidAt),
    {
      timestamp: Math.floor(paidAt.getTime() / 1000),
    },
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** Adds turnover to the member's kept daily totals for a Bangkok day, as a settled bet would. */
export async function addTurnover(db: Db, memberId: number, day: string, baht: number): Promise<void> {
  await addDailyPlayTotals(
    db,
    { day, memberId, walletTypeId: 1, category: 'slot' },
    { betCount: 1, turnover: bahtToSatang(baht) },
  );
}

export async function givePoints(db: Db, memberId: number, points: number): Promise<void> {
  await awardPoints(db, { memberId, points, key: `test:${randomUUID()}`, createdBy: 'test', at: new Date() });
}

/** Puts the member in cool-off until `until` (written directly: the member's own call is tested elsewhere). */
export async function coolOff(db: Db, memberId: number, until: Date): Promise<void> {
  await db
    .insert(responsibleGamingSettings)
    .values({ memberId, realityCheckMinutes: 60, coolOffUntil: until, updatedAt: new Date() })
    .onConflictDoUpdate({ target: responsibleGamingSettings.memberId, set: { coolOffUntil: until } });
}
