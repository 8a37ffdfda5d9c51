import { z } from 'zod';
import type { Db } from '#db/client.ts';
import { publishWalletBalances } from '#live';
import { confirmDeposit } from './credit.ts';
import type { ConfirmOutcome } from './credit.ts';
import { readEvent } from './event-json.ts';
import { receivePayoutCallback } from './payouts/callback.ts';
import type { PayoutCallback, PayoutCallbackOutcome } from './payouts/callback.ts';

/** A payment as every gateway adapter reports it, whatever its own wire format. */
export type GatewayPayment = {
  /** The gateway's event id: with the adapter's name, the dedupe key (ids are unique per gateway only). */
  eventId: string;
  reference: string;
  amountSatang: bigint;
  paidAt: Date;
  /** The event as received, kept in gateway_events. */
  payload: unknown;
};

type Headers = Record<string, string | string[] | undefined>;

/**
 * What a payment gateway implements to credit deposits (docs/PAYMENTS.md): check that a notification
 * is authentic and fresh from the raw bytes and headers, then read the payment out of it.
 */
export type GatewayAdapter = {
  /** The <gateway> of the webhook path; gateway_events keys each event by this name and its id. */
  name: string;
  verify(input: { rawBody: string; headers: Headers; now: Date }): { ok: true } | { ok: false; why: string };
  parse(rawBody: string): GatewayPayment | null;
  /** A gateway that also pays out reads its payout callbacks (docs/PAYMENTS.md#payouts) on the same webhook. */
  parsePayout?(rawBody: string): PayoutCallback | null;
};

/** The event format of our own sandbox gateway (and of any gateway that adopts it). */
export const paymentEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('payment.succeeded'),
  created_at: z.iso.datetime(),
  data: z.object({
    reference: z.string().min(1).max(40),
    amount_satang: z.string().regex(/^[1-9]\d{0,14}$/),
    paid_at: z.iso.datetime(),
  }),
});

export function parsePaymentEvent(rawBody: string): GatewayPayment | null {
  const event = readEvent(rawBody, paymentEvent);
  if (!event) return null;
  return {
    eventId: event.id,
    reference: event.data.reference,
    amountSatang: BigInt(event.data.amount_satang),
    paidAt: new Date(event.data.paid_at),
    payload: event,
  };
}

export type WebhookResult =
  | { status: 'rejected'; why: string }
  | { status: 'malformed' }
  | { status: 'accepted'; outcome: ConfirmOutcome | PayoutCallbackOutcome };

/**
 * Verifies before reading anything, then hands the payment to confirmDeposit, which credits at most
 * once and only what its rules allow; anything else (an unknown reference, a wrong amount, a closed
 * intent) waits in the flagged queue. An accepted event is answered 2xx whatever it did, so the
 * gateway stops retrying it.
 */
export async function receiveWebhook(
  db: Db,
  adapter: GatewayAdapter,
  input: { rawBody: string; headers: Headers; now: Date },
): Promise<WebhookResult> {
  const check = adapter.verify(input);
  if (!check.ok) return { status: 'rejected', why: check.why };
  const payout = adapter.parsePayout?.(input.rawBody);
  if (payout)
    return { status: 'accepted', outcome: await receivePayoutCallback(db, adapter.name, payout, input.now) };
  const payment = adapter.parse(input.rawBody);
  if (!payment) return { status: 'malformed' };
  const result = await confirmDeposit(db, {
    reference: payment.reference,
    amountSatang: payment.amountSatang,
    paidAt: payment.paidAt,
    now: input.now,
    source: { kind: 'gateway', gateway: adapter.name, eventId: payment.eventId, payload: payment.payload },
  });
  // Committed: the member's open pages show the credit at once (docs/ARCHITECTURE.md#live-events).
  if (result.outcome === 'credited' && result.intent) void publishWalletBalances(db, result.intent.memberId);
  return { status: 'accepted', outcome: result.outcome };
}
