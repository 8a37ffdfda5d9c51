import type { Db } from '#db/client.ts';
import type { Job } from '#jobs/runner.ts';

/**
 * What the web push and LINE queues share (docs/NOTIFICATIONS.md#web-push, #line-messages): a run takes
 * due deliveries (each `sending` once committed, with a lease, so no other run can take it), calls the
 * service for each, 10 at a time, and records the answer; an answer that may succeed later waits and is
 * tried again, up to 5 attempts.
 */

const MINUTE = 60_000;
/** Deliveries one run takes, and how many calls are in flight at once. */
export const DELIVERY_BATCH = 20;
const DELIVERY_PARALLEL = 10;
/** How long a taken delivery may stay `sending` before it is taken as abandoned (far above any timeout). */
export const DELIVERY_LEASE_MS = 5 * MINUTE;
/** Waits before the 2nd, 3rd, 4th and 5th attempt; after the 5th the delivery fails. */
export const DELIVERY_RETRY_DELAYS_MS = [30_000, 2 * MINUTE, 10 * MINUTE, 60 * MINUTE];
/** Finished deliveries are kept this long, then deleted. */
export const DELIVERY_DONE_KEEP_MS = 7 * 24 * 60 * MINUTE;

/**
 * A service's answer (its HTTP status, or null when none came: refused, timed out): 2xx sent; no
 * answer, 429 or 5xx may pass later; anything else would be refused again, so it fails.
 */
export function answerOf(status: number | null): 'sent' | 'retry' | 'failed' {
  if (status !== null && status >= 200 && status < 300) return 'sent';
  if (status === null || status === 429 || status >= 500) return 'retry';
  return 'failed';
}

/** When a delivery whose attempt `attempts` may pass later is tried again; null once it had its 5. */
export function retryAtOf(now: Date, attempts: number): Date | null {
  const wait = DELIVERY_RETRY_DELAYS_MS[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}

/** Calls `send` for every delivery, DELIVERY_PARALLEL at a time. */
export async function inParallel<T>(items: readonly T[], send: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += DELIVERY_PARALLEL) {
    await Promise.all(items.slice(i, i + DELIVERY_PARALLEL).map(send));
  }
}

/**
 * A queue's two jobs: `<name>:deliver` every 5 seconds (one instance at a time by the job lock, and
 * `for update skip locked` besides), running `deliverDue` while it finds full batches, and
 * `<name>:cleanup` every hour, deleting finished deliveries after 7 days, `deleteDone` a batch at a time.
 */
export function deliveryJobs(
  name: string,
  deliverDue: (db: Db, now: Date) => Promise<{ taken: number; sent: number }>,
  deleteDone: (db: Db, before: Date) => Promise<{ deleted: number; more: boolean }>,
): Job[] {
  return [
    {
      name: `${name}:deliver`,
      everyMs: 5_000,
      run: async ({ db, now }) => {
        let total = 0;
        for (;;) {
          const { taken, sent } = await deliverDue(db, now);
          total += sent;
          // A full batch may have more behind it; a short one means the queue is drained for now.
          if (taken < DELIVERY_BATCH) return total;
        }
      },
    },
    {
      name: `${name}:cleanup`,
      everyMs: 60 * MINUTE,
      run: async ({ db, now }) => {
        const before = new Date(now.getTime() - DELIVERY_DONE_KEEP_MS);
        let total = 0;
        for (;;) {
          const { deleted, more } = await deleteDone(db, before);
          total += deleted;
          if (!more) return total;
        }
      },
    },
  ];
}
