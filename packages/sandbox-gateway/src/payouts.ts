import { randomUUID } from 'node:crypto';
import type { DeliveryClaim, OutboxEvent } from './gateway.ts';

/**
 * The sandbox's payouts: it is asked to send money to a bank account, takes the request at once, settles
 * it a moment later (paid, or failed with a code) and reports the result by a signed callback through
 * the same outbox and retries as its payment webhooks. A payout is known by the id the site gives it
 * (its withdrawal's), so a repeated request answers the payout already made: never a second payout.
 *
 * It moves no real money. Which payouts fail is fixed, so tests and demos can show both ends: an
 * account number ending in 0000 is refused by the sandbox bank (`account_invalid`).
 */

export type PayoutOrder = {
  payoutId: string;
  amountSatang: bigint;
  bankCode: string;
  accountNo: string;
  accountName: string;
};

export type PayoutState = 'processing' | 'paid' | 'failed';

export type PayoutRecord = PayoutOrder & {
  status: PayoutState;
  failureCode: string | null;
  requestedAt: Date;
  settledAt: Date | null;
};

/** Storage the host provides for payouts (its callbacks go through the gateway's outbox). */
export type PayoutStore = {
  /** Inserts the payout unless its id exists; answers the stored one either way. */
  createPayout(order: PayoutOrder, now: Date): Promise<{ created: boolean; payout: PayoutRecord }>;
  findPayout(payoutId: string): Promise<PayoutRecord | null>;
  /**
   * Settles up to `limit` processing payouts, each with its callback event saved and its first
   * delivery claimed in the same transaction (rows locked with SKIP LOCKED: one process settles each).
   */
  settleDue(
    now: Date,
    limit: number,
    settle: (payout: PayoutRecord) => {
      status: 'paid' | 'failed';
      failureCode: string | null;
      event: OutboxEvent;
    },
    retryAt: Date | null,
  ): Promise<DeliveryClaim[]>;
  /** The newest payouts first (the sandbox page). */
  listPayouts(limit: number): Promise<PayoutRecord[]>;
  /** Payouts settled as paid in [from, to): the gateway's report for a reconciliation. */
  paidBetween(from: Date, to: Date): Promise<PayoutRecord[]>;
};

/** The callback body: amounts as satang strings, so no float ever carries money. */
export type PayoutEvent = {
  id: string;
  type: 'payout.paid' | 'payout.failed';
  created_at: string;
  data: { payout_id: string; amount_satang: string; settled_at: string; failure_code: string | null };
};

export type PayoutRequestResult =
  | { ok: true; created: boolean; payout: PayoutRecord }
  | { ok: false; why: 'payout_id_reused'; payout: PayoutRecord };

/** The sandbox bank refuses accounts whose number ends in 0000 (documented in docs/PAYMENTS.md#payouts). */
export function sandboxPayoutOutcome(accountNo: string): {
  status: 'paid' | 'failed';
  failureCode: string | null;
} {
  return accountNo.replace(/\D/g, '').endsWith('0000')
    ? { status: 'failed', failureCode: 'account_invalid' }
    : { status: 'paid', failureCode: null };
}

/** The same id with another amount or account is not a retry: refused, and the first payout stands. */
export async function requestPayout(
  store: PayoutStore,
  order: PayoutOrder,
  now: Date,
): Promise<PayoutRequestResult> {
  const { created, payout } = await store.createPayout(order, now);
  const same =
    payout.amountSatang === order.amountSatang &&
    payout.accountNo === order.accountNo &&
    payout.bankCode === order.bankCode;
  return same ? { ok: true, created, payout } : { ok: false, why: 'payout_id_reused', payout };
}

export function payoutEvent(
  payout: PayoutRecord,
  outcome: ReturnType<typeof sandboxPayoutOutcome>,
  at: Date,
) {
  const event: PayoutEvent = {
    id: `evt_${randomUUID()}`,
    type: outcome.status === 'paid' ? 'payout.paid' : 'payout.failed',
    created_at: at.toISOString(),
    data: {
      payout_id: payout.payoutId,
      amount_satang: payout.amountSatang.toString(),
      settled_at: at.toISOString(),
      failure_code: outcome.failureCode,
    },
  };
  return { id: event.id, reference: payout.payoutId, body: JSON.stringify(event) };
}
