import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { pushDeliveries } from '#db/schema/push.ts';
import { JOB_BATCH } from '#jobs/batches.ts';
import type { Job } from '#jobs/runner.ts';
import { deleteDoneDeliveries, failAbandoned, recordDelivery } from '../delivery-queue-queries.ts';
import {
  answerOf,
  DELIVERY_BATCH,
  DELIVERY_LEASE_MS,
  DELIVERY_RETRY_DELAYS_MS,
  deliveryJobs,
  inParallel,
  retryAtOf,
} from '../delivery-queue.ts';
import type { VapidKeys } from './keys.ts';
import { deleteSubscriptions, takeDueDeliveries } from './queries.ts';
import type { DueDelivery } from './queries.ts';

/** A push service that has not answered by then counts as a failed attempt. */
const PUSH_TIMEOUT_MS = 5_000;
/** Waits before the 2nd, 3rd, 4th and 5th attempt; after the 5th the delivery fails. */
export const PUSH_RETRY_DELAYS_MS = DELIVERY_RETRY_DELAYS_MS;
/** How long the push service keeps a message for a device that is offline (seconds). */
const PUSH_TTL_S = 24 * 60 * 60;
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
 * What a push service's answer means (docs/NOTIFICATIONS.md#web-push): 404 or 410 the subscription is
 * gone; otherwise as for every queue (2xx sent; no answer, 429 or 5xx later; anything else fails).
 */
export function outcomeOf(status: number | null): Outcome {
  if (status === 404 || status === 410) return 'gone';
  return answerOf(status);
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
 * take it), sends them, and records each answer. Answers how many it took and how many were sent.
 */
export async function deliverDue(
  db: Db,
  now: Date,
  send: PushSend,
): Promise<{ taken: number; sent: number }> {
  await failAbandoned(db, pushDeliveries, now);
  const due = await db.transaction((tx) =>
    takeDueDeliveries(tx, now, new Date(now.getTime() + DELIVERY_LEASE_MS), DELIVERY_BATCH),
  );
  let sent = 0;
  await inParallel(due, async (d) => {
    const status = await send(d, payloadOf(d));
    const outcome = outcomeOf(status);
    if (outcome === 'sent') sent += 1;
    const retryAt = outcome === 'retry' ? retryAtOf(now, d.attempts) : null;
    if (outcome === 'gone') {
      // The device's subscription ended: it goes, and its deliveries with it.
      await deleteSubscriptions(db, [d.subscriptionId]);
    } else if (retryAt) {
      await recordDelivery(db, pushDeliveries, d.id, { status: 'pending', retryAt }, status);
    } else {
      const end = outcome === 'sent' ? 'sent' : 'failed';
      await recordDelivery(db, pushDeliveries, d.id, { status: end, at: now }, status);
    }
  });
  return { taken: due.length, sent };
}

/**
 * `push:deliver` every 5 seconds (one instance at a time by the job lock, and `for update skip locked`
 * besides), and `push:cleanup` every hour, which deletes finished deliveries after 7 days.
 */
export function createPushJobs(deps: { send: PushSend }): Job[] {
  return deliveryJobs(
    'push',
    (db, now) => deliverDue(db, now, deps.send),
    async (db, before) => {
      const deleted = await deleteDoneDeliveries(db, pushDeliveries, before, JOB_BATCH);
      return { deleted, more: deleted === JOB_BATCH };
    },
  );
}
