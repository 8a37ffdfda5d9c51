import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './signature.ts';
import { payoutEvent, requestPayout, sandboxPayoutOutcome } from './payouts.ts';
import type { PayoutOrder, PayoutRecord, PayoutRequestResult, PayoutStore } from './payouts.ts';

/**
 * A SANDBOX payment gateway: it moves no real money. It stands in for a payment service provider so
 * the whole deposit flow (QR, payment, signed webhook, credit) runs on one machine. Like a real one it
 * keeps an outbox of events with ids, retries failed deliveries with backoff, and may deliver an event
 * more than once (redelivery by id), so the receiver must be idempotent.
 *
 * Deliveries and their retries live in the host's store, not in this object: a host that stops (or
 * crashes) leaves them there, and the next one to start resumes them (docs/PAYMENTS.md).
 */

/** What the sandbox bank shows for a reference. */
export type PayableIntent = {
  reference: string;
  /** The exact amount to pay, satang. */
  amountSatang: bigint;
  /** Already paid: the sandbox bank refuses to take the money twice. */
  paid: boolean;
  /** Past its expiry: still payable (the receiver decides what happens to the money). */
  expired: boolean;
};

export type OutboxEvent = { id: string; reference: string; body: string };

/** One attempt of one delivery, claimed by the caller alone: no other process makes this attempt. */
export type DeliveryClaim = { deliveryId: number; attempt: number; event: OutboxEvent };

/**
 * Storage the host provides: the reference lookup, the outbox and the deliveries. Every method that
 * returns a claim has already counted that attempt and scheduled the next one (`retryAt`, null after
 * the last), so a process that dies in the middle of an attempt leaves the next one due.
 */
export type SandboxStore = {
  lookup(reference: string): Promise<PayableIntent | null>;
  /** Saves a new event with its first delivery, attempt 1 claimed. */
  saveEvent(event: OutboxEvent, retryAt: Date | null): Promise<DeliveryClaim>;
  /** Opens another delivery of a saved event (a redelivery), attempt 1 claimed; null if no such event. */
  startDelivery(eventId: string, retryAt: Date | null): Promise<DeliveryClaim | null>;
  /**
   * Claims up to `limit` deliveries whose next attempt is due at `now`. Two processes calling this at
   * once never claim the same attempt (rows locked with SKIP LOCKED, the next time moved in the same
   * transaction).
   */
  claimDue(now: Date, limit: number, retryAt: (attempt: number) => Date | null): Promise<DeliveryClaim[]>;
  /** The claimed attempt's result; a delivered event needs no other open delivery. */
  recordAttempt(claim: DeliveryClaim, delivered: boolean): Promise<void>;
};

/** Sends one signed webhook; true when the receiver answered 2xx. */
export type Deliver = (request: { body: string; headers: Record<string, string> }) => Promise<boolean>;

/** Attempts per delivery (the first included) and the first wait; each wait doubles. */
export type RetryPolicy = { attempts: number; baseDelayMs: number };
export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 1000 };

export type SandboxGatewayOptions = {
  store: SandboxStore;
  /** With it the sandbox also pays out (packages/sandbox-gateway/src/payouts.ts). */
  payouts?: PayoutStore;
  deliver: Deliver;
  /** The shared signing secret, or a function that reads it on first use. */
  secret: string | (() => string);
  now?: () => Date;
  retry?: RetryPolicy;
  /** How often `start()` looks for due retries (default: the first wait). */
  pollMs?: number;
  /** A retry pass that failed (the store is unreachable...); the next pass tries again. */
  onError?: (err: unknown) => void;
};

export type PayResult =
  | { ok: true; eventId: string; reference: string; amountSatang: bigint; delivered: boolean }
  | { ok: false; why: 'unknown_reference' | 'already_paid' };

export type DeliveryResult =
  { ok: true; eventId: string; delivered: boolean } | { ok: false; why: 'unknown_event' };

/** The webhook body: amounts as satang strings, so no float ever carries money. */
export type PaymentEvent = {
  id: string;
  type: 'payment.succeeded';
  created_at: string;
  data: { reference: string; amount_satang: string; paid_at: string };
};

export type SandboxGateway = {
  pay(reference: string): Promise<PayResult>;
  redeliver(eventId: string): Promise<DeliveryResult>;
  lookup(reference: string): Promise<PayableIntent | null>;
  /** One pass over the retries due now; the number of attempts it made. */
  deliverDue(): Promise<number>;
  /** A payout request, idempotent by its id (without a payout store: refused by the type, not here). */
  requestPayout(order: PayoutOrder): Promise<PayoutRequestResult>;
  payoutStatus(payoutId: string): Promise<PayoutRecord | null>;
  listPayouts(limit: number): Promise<PayoutRecord[]>;
  /** Settles the payouts taken so far and makes the first attempt of each callback; how many it settled. */
  settlePayouts(): Promise<number>;
  /** Resumes the retries due (also those a previous process left), then keeps polling for them. */
  start(): void;
  /** Stops polling and waits for the pass in flight; the store keeps what was not delivered. */
  close(): Promise<void>;
};

/** When the next attempt falls due, after attempt `attempt` was claimed at `now`; null after the last. */
export function nextAttemptAt(policy: RetryPolicy, attempt: number, now: Date): Date | null {
  if (attempt >= policy.attempts) return null;
  return new Date(now.getTime() + policy.baseDelayMs * 2 ** (attempt - 1));
}

/** Claims per store call; a pass keeps claiming while whole batches come back. */
const CLAIM_BATCH = 10;

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? DEFAULT_RETRY;
  const pollMs = options.pollMs ?? retry.baseDelayMs;
  const secret = () => (typeof options.secret === 'function' ? options.secret() : options.secret);
  const retryAt = (attempt: number) => nextAttemptAt(retry, attempt, now());
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let closed = false;

  /** Signs at the moment of sending, so a retry carries a fresh timestamp inside the receiver's window. */
  async function attempt(claim: DeliveryClaim): Promise<boolean> {
    const timestamp = Math.floor(now().getTime() / 1000);
    let delivered: boolean;
    try {
      delivered = await options.deliver({
        body: claim.event.body,
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(secret(), timestamp, claim.event.body),
        },
      });
    } catch {
      delivered = false;
    }
    await options.store.recordAttempt(claim, delivered);
    return delivered;
  }

  async function deliverDue(): Promise<number> {
    let made = 0;
    while (!closed) {
      const claims = await options.store.claimDue(now(), CLAIM_BATCH, retryAt);
      for (const claim of claims) await attempt(claim);
      made += claims.length;
      if (claims.length < CLAIM_BATCH) break;
    }
    return made;
  }

  /** At most one pass at a time in this process; other processes are kept apart by the claims. */
  function payoutStore(): PayoutStore {
    if (!options.payouts) throw new Error('this sandbox gateway has no payout store');
    return options.payouts;
  }

  async function settlePayouts(): Promise<number> {
    if (!options.payouts) return 0;
    let settled = 0;
    while (!closed) {
      const at = now();
      const claims = await options.payouts.settleDue(
        at,
        CLAIM_BATCH,
        (payout) => {
          const outcome = sandboxPayoutOutcome(payout.accountNo);
          return { ...outcome, event: payoutEvent(payout, outcome, at) };
        },
        retryAt(1),
      );
      for (const claim of claims) await attempt(claim);
      settled += claims.length;
      if (claims.length < CLAIM_BATCH) break;
    }
    return settled;
  }

  function tick(): void {
    if (closed || pass) return;
    pass = settlePayouts()
      .then(deliverDue)
      .then(() => undefined, options.onError ?? (() => undefined))
      .finally(() => {
        pass = undefined;
      });
  }

  return {
    lookup: (reference) => options.store.lookup(reference),

    async pay(reference) {
      const intent = await options.store.lookup(reference);
      if (!intent) return { ok: false, why: 'unknown_reference' };
      if (intent.paid) return { ok: false, why: 'already_paid' };
      const at = now().toISOString();
      const payment: PaymentEvent = {
        id: `evt_${randomUUID()}`,
        type: 'payment.succeeded',
        created_at: at,
        data: { reference: intent.reference, amount_satang: intent.amountSatang.toString(), paid_at: at },
      };
      const event = { id: payment.id, reference: intent.reference, body: JSON.stringify(payment) };
      // The first attempt is made here and awaited, so the payer learns whether it landed; the
      // retries are the store's, made by whichever process polls first once they fall due.
      const delivered = await attempt(await options.store.saveEvent(event, retryAt(1)));
      return {
        ok: true,
        eventId: event.id,
        reference: intent.reference,
        amountSatang: intent.amountSatang,
        delivered,
      };
    },

    async redeliver(eventId) {
      const claim = await options.store.startDelivery(eventId, retryAt(1));
      if (!claim) return { ok: false, why: 'unknown_event' };
      return { ok: true, eventId, delivered: await attempt(claim) };
    },

    deliverDue,

    requestPayout: (order) => requestPayout(payoutStore(), order, now()),
    payoutStatus: (payoutId) => payoutStore().findPayout(payoutId),
    listPayouts: (limit) => payoutStore().listPayouts(limit),
    settlePayouts,

    start() {
      if (closed || timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      // Not inside the caller's tick: a host may call start() while it is still starting up.
      setImmediate(tick);
    },

    async close() {
      closed = true;
      clearInterval(timer);
      await pass;
    },
  };
}
