import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './signature.ts';

/**
 * A SANDBOX payment gateway: it moves no real money. It stands in for a payment service provider so
 * the whole deposit flow (QR, payment, signed webhook, credit) runs on one machine. Like a real one it
 * keeps an outbox of events with ids, retries failed deliveries with backoff, and may deliver an event
 * more than once (redelivery by id), so the receiver must be idempotent.
 */

/** What the sandbox bank shows for a reference. */
export type PayableIntent = {
  reference: string;
  /** The exact amount to pay, satang. */
  amountSatang: bigint;
  /** Already paid: the sandbox bank refuses to take the money twice. */
  paid: boolean;
  /** Past its expiry: still payable (the receiver credits it and flags it for the operator). */
  expired: boolean;
};

export type OutboxEvent = { id: string; reference: string; body: string };

/** Storage the host provides: the reference lookup and the outbox. */
export type SandboxStore = {
  lookup(reference: string): Promise<PayableIntent | null>;
  saveEvent(event: OutboxEvent): Promise<void>;
  findEvent(id: string): Promise<OutboxEvent | null>;
  recordAttempt(id: string, delivered: boolean): Promise<void>;
};

/** Sends one signed webhook; true when the receiver answered 2xx. */
export type Deliver = (request: { body: string; headers: Record<string, string> }) => Promise<boolean>;

export type SandboxGatewayOptions = {
  store: SandboxStore;
  deliver: Deliver;
  /** The shared signing secret, or a function that reads it on first use. */
  secret: string | (() => string);
  now?: () => Date;
  /** Attempts per delivery (the first included) and the first wait; each wait doubles. */
  retry?: { attempts: number; baseDelayMs: number };
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
  /** Stops scheduled retries (the host is shutting down); the outbox keeps what was not delivered. */
  close(): void;
};

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? { attempts: 5, baseDelayMs: 1000 };
  const stop = new AbortController();
  const secret = () => (typeof options.secret === 'function' ? options.secret() : options.secret);

  async function attempt(event: OutboxEvent): Promise<boolean> {
    const timestamp = Math.floor(now().getTime() / 1000);
    let delivered: boolean;
    try {
      delivered = await options.deliver({
        body: event.body,
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(secret(), timestamp, event.body),
        },
      });
    } catch {
      delivered = false;
    }
    await options.store.recordAttempt(event.id, delivered);
    return delivered;
  }

  /** The first attempt is awaited; failed ones continue in the background, bounded and cancellable. */
  async function deliver(event: OutboxEvent): Promise<boolean> {
    if (await attempt(event)) return true;
    void (async () => {
      for (let n = 1; n < retry.attempts && !stop.signal.aborted; n++) {
        try {
          await sleep(retry.baseDelayMs * 2 ** (n - 1), undefined, { signal: stop.signal, ref: false });
          if (await attempt(event)) return;
        } catch {
          return; // aborted while waiting, or the store is gone with the host
        }
      }
    })();
    return false;
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
      await options.store.saveEvent(event);
      const delivered = await deliver(event);
      return {
        ok: true,
        eventId: event.id,
        reference: intent.reference,
        amountSatang: intent.amountSatang,
        delivered,
      };
    },

    async redeliver(eventId) {
      const event = await options.store.findEvent(eventId);
      if (!event) return { ok: false, why: 'unknown_event' };
      return { ok: true, eventId, delivered: await deliver(event) };
    },

    close: () => stop.abort(),
  };
}
