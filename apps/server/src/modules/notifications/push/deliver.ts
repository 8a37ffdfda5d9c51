import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { JOB_BATCH } from '#jobs/batches.ts';
import type { Job } from '#jobs/runner.ts';
import type { VapidKeys } from './keys.ts';
import {
  deleteDoneDeliveries,
  deleteSubscriptions,
  failAbandoned,
  recordDelivery,
  takeDueDeliveries,
} from './queries.ts';
import type { DueDelivery } from './queries.ts';

const MINUTE = 60_000;
/** Deliveries one run takes, and how many calls are in flight at once. */
export const PUSH_BATCH = 20;
const PUSH_PARALLEL = 10;
/** A push service that has not answered by then counts as a failed attempt. */
const PUSH_TIMEOUT_MS = 5_000;
/** How long a taken delivery may stay `sending` before it is taken as abandoned (far above the timeout). */
const LEASE_MS = 5 * MINUTE;
/** Waits before the 2nd, 3rd, 4th and 5th attempt; after the 5th the delivery fails. */
export const PUSH_RETRY_DELAYS_MS = [30_000, 2 * MINUTE, 10 * MINUTE, 60 * MINUTE];
/** How long the push service keeps a message for a device that is offline (seconds). */
const PUSH_TTL_S = 24 * 60 * 60;
/** Finished deliveries are kept this long, then deleted. */
const DONE_KEEP_MS = 7 * 24 * 60 * MINUTE;

/** A push service's answer: its HTTP status, or null when no answer came (refused, timed out). */
export type PushSend = (delivery: DueDelivery, payload: string) => Promise<number | null>;

/**
 * Sends through the `web-push` library: VAPID-signed, the payload encrypted for the device (RFC 8291).
 * `agent`: the HTTPS agent (tests trust their local push endpoint's certificate with it).
 */
export function webPushSender(keys: VapidKeys, subject: string, agent?: Agent): PushSend {
  return async (d, payload) => {
    try {
      const res = await webpush.sendNotification(
        { endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_S,
          timeout: PUSH_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
        },
      );
      return res.statusCode;
    } catch (err) {
      if (err instanceof webpush.WebPushError) return err.statusCode;
      return null;
    }
  };
}

type Outcome = 'sent' | 'retry' | 'failed' | 'gone';

/**
 * What a push service's answer means (docs/NOTIFICATIONS.md#web-push): 2xx sent; 404 or 410 the
 * subscription is gone; no answer, 429 or 5xx try again later; any other answer (a bad request, a
 * refused signature) would be refused again, so it fails.
 */
export function outcomeOf(status: number | null): Outcome {
  if (status !== null && status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === null || status === 429 || status >= 500) return 'retry';
  return 'failed';
}

/** The message the service worker shows: the item's own Thai title, body and link. */
export function payloadOf(d: DueDelivery): string {
  const payload: PushPayload = {
    id: d.itemId,
    kind: d.kind as PushPayload['kind'],
    title: d.title,
    body: d.body,
    link: d.link,
  };
  return JSON.stringify(payload);
}

/**
 * One run of `push:deliver`: takes due deliveries (each `sending` once committed, so no other run can
 * take it), sends them, and records each answer. Answers how many were sent.
 */
export async function deliverDue(db: Db, now: Date, send: PushSend): Promise<number> {
  await failAbandoned(db, now);
  const due = await db.transaction((tx) =>
    takeDueDeliveries(tx, now, new Date(now.getTime() + LEASE_MS), PUSH_BATCH),
  );
  let sent = 0;
  for (let i = 0; i < due.length; i += PUSH_PARALLEL) {
    await Promise.all(
      due.slice(i, i + PUSH_PARALLEL).map(async (d) => {
        const status = await send(d, payloadOf(d));
        const outcome = outcomeOf(status);
        if (outcome === 'sent') sent += 1;
        if (outcome === 'gone') {
          // The device's subscription ended: it goes, and its deliveries with it.
          await deleteSubscriptions(db, [d.subscriptionId]);
        } else if (outcome === 'retry' && d.attempts <= PUSH_RETRY_DELAYS_MS.length) {
          const retryAt = new Date(now.getTime() + PUSH_RETRY_DELAYS_MS[d.attempts - 1]!);
          await recordDelivery(db, d.id, { status: 'pending', retryAt }, status);
        } else {
          await recordDelivery(db, d.id, { status: outcome === 'sent' ? 'sent' : 'failed', at: now }, status);
        }
      }),
    );
  }
  return sent;
}

/**
 * `push:deliver` every 5 seconds (one instance at a time by the job lock, and `for update skip locked`
 * besides), and `push:cleanup` every hour, which deletes finished deliveries after 7 days.
 */
export function createPushJobs(deps: { send: PushSend }): Job[] {
  return [
    {
      name: 'push:deliver',
      everyMs: 5_000,
      run: async ({ db, now }) => {
        let total = 0;
        for (;;) {
          const sent = await deliverDue(db, now, deps.send);
          total += sent;
          // A full batch may have more behind it; a short one means the queue is drained for now.
          if (sent < PUSH_BATCH) return total;
        }
      },
    },
    {
      name: 'push:cleanup',
      everyMs: 60 * MINUTE,
      run: async ({ db, now }) => {
        const before = new Date(now.getTime() - DONE_KEEP_MS);
        let total = 0;
        for (;;) {
          const deleted = await deleteDoneDeliveries(db, before, JOB_BATCH);
          total += deleted;
          if (deleted < JOB_BATCH) return total;
        }
      },
    },
  ];
}
