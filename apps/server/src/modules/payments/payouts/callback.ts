import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { eq } from 'drizzle-orm';
import { gatewayEvents, withdrawals } from '#db/schema/payments.ts';
import { publishWalletBalances } from '#live';
import { runInLedgerTransaction } from '#ledger';
import { readEvent } from '../event-json.ts';
import { withdrawalIdOf } from './adapter.ts';
import { settleIn } from './states.ts';

/** A payout's result as a provider's signed callback reports it, whatever its wire format. */
export type PayoutCallback = {
  eventId: string;
  payoutId: string;
  amountSatang: bigint;
  result: { state: 'paid'; at: Date } | { state: 'failed'; failureCode: string; at: Date };
  payload: unknown;
};

/** What a callback did: settled the payout, found it settled already (or unknown), or disagreed on the amount. */
export type PayoutCallbackOutcome = 'payout_settled' | 'payout_unchanged' | 'payout_amount_mismatch';

/** The sandbox gateway's callback format (packages/sandbox-gateway/src/payouts.ts). */
const payoutEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payout.paid', 'payout.failed']),
  created_at: z.iso.datetime(),
  data: z.object({
    payout_id: z.string().min(1).max(60),
    amount_satang: z.string().regex(/^[1-9]\d{0,14}$/),
    settled_at: z.iso.datetime(),
    failure_code: z.string().min(1).max(60).nullable(),
  }),
});

/** Null when the body is not a payout callback (it may be a payment event). */
export function parsePayoutEvent(rawBody: string): PayoutCallback | null {
  const e = readEvent(rawBody, payoutEventSchema);
  if (!e) return null;
  const at = new Date(e.data.settled_at);
  return {
    eventId: e.id,
    payoutId: e.data.payout_id,
    amountSatang: BigInt(e.data.amount_satang),
    result:
      e.type === 'payout.paid'
        ? { state: 'paid', at }
        : { state: 'failed', failureCode: e.data.failure_code ?? 'failed', at },
    payload: e,
  };
}

/**
 * A verified payout callback, in one transaction: the event is recorded once in gateway_events (a
 * repeat stops there), then the withdrawal settles if it is still in flight and the amount is the one
 * we asked for. A callback for a withdrawal already settled (by the status query) changes nothing.
 */
export async function receivePayoutCallback(
  db: Db,
  gateway: string,
  callback: PayoutCallback,
  now: Date,
): Promise<PayoutCallbackOutcome> {
  const withdrawalId = withdrawalIdOf(callback.payoutId);
  const { outcome, settled } = await runInLedgerTransaction(db, async (tx) => {
    const [row] =
      withdrawalId === null
        ? []
        : await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
    const mismatch = row !== undefined && row.amountSatang !== callback.amountSatang;
    const done = row && !mismatch ? await settleIn(tx, row.id, callback.result, now) : undefined;
    const outcome: PayoutCallbackOutcome = mismatch
      ? 'payout_amount_mismatch'
      : done
        ? 'payout_settled'
        : 'payout_unchanged';
    // The record of the event; a repeat of it finds the withdrawal settled and adds nothing here either.
    await tx
      .insert(gatewayEvents)
      .values({
        gateway,
        eventId: callback.eventId,
        reference: callback.payoutId,
        amountSatang: callback.amountSatang,
        payload: callback.payload,
        outcome,
        receivedAt: now,
      })
      .onConflictDoNothing();
    return { outcome, settled: done };
  });
  if (settled) void publishWalletBalances(db, settled.memberId);
  return outcome;
}
