import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { withdrawals } from '#db/schema/payments.ts';
import type { Job } from '#jobs/runner.ts';
import type { Logger } from 'pino';
import type { Withdrawal } from '../withdrawals.ts';
import { payoutIdOf } from './adapter.ts';
import type { PayoutAdapter, PayoutAnswer } from './adapter.ts';
import { markSent, markToResend, markUnknown, settlePayout } from './states.ts';

/** Withdrawals handled per run; the rest wait for the next run a moment later. */
const BATCH = 50;

const orderOf = (w: Withdrawal) => ({
  payoutId: payoutIdOf(w.id),
  amountSatang: w.amountSatang,
  bankCode: w.bankCode,
  accountNo: w.accountNo,
  accountName: w.accountName,
});

function inState(db: Db, gateway: string, status: 'approved' | 'unknown') {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, status), eq(withdrawals.payoutGateway, gateway)))
    .orderBy(asc(withdrawals.id))
    .limit(BATCH);
}

/** Applies the provider's answer: processing → sent (once), paid or failed → settled (once). */
async function apply(db: Db, w: Withdrawal, answer: PayoutAnswer, now: Date): Promise<void> {
  await markSent(db, w.id, now);
  if (answer.state !== 'processing') await settlePayout(db, w.id, answer, now);
}

/**
 * Hands the approved withdrawals to the provider. A call that fails or times out leaves the withdrawal
 * approved, and the next run asks again under the same payout id: the provider answers the payout it
 * may already have made (a timeout after paying), so it is never sent twice.
 */
export async function sendApproved(
  db: Db,
  adapter: PayoutAdapter,
  now: Date,
  logger?: Logger,
): Promise<number> {
  let done = 0;
  for (const w of await inState(db, adapter.name, 'approved')) {
    try {
      await apply(db, w, await adapter.request(orderOf(w)), now);
      done++;
    } catch (err) {
      logger?.warn({ err, withdrawal: w.id }, 'payout request failed; asked again on the next run');
    }
  }
  return done;
}

/**
 * The payouts whose callback did not come: sent longer than `callbackMs` ago become unknown, and every
 * unknown one has its status asked. Paid or failed settles it; still processing stays unknown (asked
 * again next run); a provider that never took it gets it again, under the same id.
 */
export async function checkOverdue(
  db: Db,
  adapter: PayoutAdapter,
  now: Date,
  callbackMs: number,
  logger?: Logger,
): Promise<number> {
  const overdue = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'sent'),
        eq(withdrawals.payoutGateway, adapter.name),
        lte(withdrawals.sentAt, new Date(now.getTime() - callbackMs)),
      ),
    )
    .limit(BATCH);
  for (const w of overdue) await markUnknown(db, w.id);
  let done = 0;
  for (const w of await inState(db, adapter.name, 'unknown')) {
    try {
      const answer = await adapter.status(payoutIdOf(w.id));
      if (answer === null) await markToResend(db, w.id);
      else if (answer.state !== 'processing') await settlePayout(db, w.id, answer, now);
      done++;
    } catch (err) {
      logger?.warn({ err, withdrawal: w.id }, 'payout status query failed; asked again on the next run');
    }
  }
  return overdue.length + done;
}

/**
 * The payout jobs (docs/PAYMENTS.md#payouts), run by the job runner: one instance at a time runs each,
 * so every withdrawal is handed over by one server, and the provider's idempotency covers the rest.
 */
export function createPayoutJobs(opts: {
  adapter: PayoutAdapter;
  callbackMs: number;
  logger?: Logger;
}): Job[] {
  const { adapter, callbackMs, logger } = opts;
  return [
    {
      name: 'withdrawals:payout-send',
      everyMs: 2_000,
      run: ({ db, now }) => sendApproved(db, adapter, now, logger),
    },
    {
      name: 'withdrawals:payout-check',
      everyMs: 15_000,
      run: ({ db, now }) => checkOverdue(db, adapter, now, callbackMs, logger),
    },
  ];
}
