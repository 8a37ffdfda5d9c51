import type { Db } from '#db/client.ts';
import { lineDeliveries } from '#db/schema/line.ts';
import { JOB_BATCH } from '#jobs/batches.ts';
import type { Job } from '#jobs/runner.ts';
import { deleteDoneDeliveries, failAbandoned, recordDelivery } from '../delivery-queue-queries.ts';
import {
  answerOf,
  DELIVERY_BATCH,
  DELIVERY_LEASE_MS,
  deliveryJobs,
  inParallel,
  retryAtOf,
} from '../delivery-queue.ts';
import type { LinePush, LineTextMessage } from './messaging-api.ts';
import { takeDueLineDeliveries } from './queries.ts';
import type { DueLineDelivery } from './queries.ts';

/** LINE's longest text message. */
const LINE_TEXT_MAX = 5_000;

/**
 * The LINE message of an item: its own Thai title and body, and its link made absolute on the site's
 * address (PUBLIC_URL), since a LINE chat has no site to be relative to.
 */
export function lineMessageOf(
  d: Pick<DueLineDelivery, 'title' | 'body' | 'link'>,
  siteUrl: string,
): LineTextMessage {
  const link = new URL(d.link, `${siteUrl}/`).toString();
  const text = `${d.title}\n\n${d.body}\n\nดูรายละเอียด: ${link}`;
  return { type: 'text', text: text.slice(0, LINE_TEXT_MAX) };
}

/**
 * What LINE's answer means (docs/NOTIFICATIONS.md#line-messages): 409 is LINE saying this retry key's
 * push was accepted already (an earlier attempt got through, its answer did not), so it is sent; the
 * rest as for every queue: 2xx sent; no answer, 429 or 5xx later; any other 4xx (400: the member
 * blocked the channel's account or is no friend of it) would be refused again, so it fails.
 */
export function lineOutcomeOf(status: number | null): 'sent' | 'retry' | 'failed' {
  return status === 409 ? 'sent' : answerOf(status);
}

/** One run of `line:deliver`: takes due deliveries, pushes them, records each answer. */
export async function deliverDueLine(
  db: Db,
  now: Date,
  deps: { push: LinePush; siteUrl: string },
): Promise<{ taken: number; sent: number }> {
  await failAbandoned(db, lineDeliveries, now);
  const due = await db.transaction((tx) =>
    takeDueLineDeliveries(tx, now, new Date(now.getTime() + DELIVERY_LEASE_MS), DELIVERY_BATCH),
  );
  let sent = 0;
  await inParallel(due, async (d) => {
    if (d.lineUserId === null) {
      // The member unlinked LINE since the item was queued: nobody to send it to.
      await recordDelivery(db, lineDeliveries, d.id, { status: 'failed', at: now }, null);
      return;
    }
    const status = await deps.push(d.lineUserId, [lineMessageOf(d, deps.siteUrl)], d.retryKey);
    const outcome = lineOutcomeOf(status);
    if (outcome === 'sent') sent += 1;
    const retryAt = outcome === 'retry' ? retryAtOf(now, d.attempts) : null;
    if (retryAt) {
      await recordDelivery(db, lineDeliveries, d.id, { status: 'pending', retryAt }, status);
    } else {
      const end = outcome === 'sent' ? 'sent' : 'failed';
      await recordDelivery(db, lineDeliveries, d.id, { status: end, at: now }, status);
    }
  });
  return { taken: due.length, sent };
}

/**
 * `line:deliver` every 5 seconds and `line:cleanup` hourly (the push queue's schedule); main.ts adds
 * them only with LINE_CHANNEL_ACCESS_TOKEN.
 */
export function createLineJobs(deps: { push: LinePush; siteUrl: string }): Job[] {
  return deliveryJobs(
    'line',
    (db, now) => deliverDueLine(db, now, deps),
    async (db, before) => {
      const deleted = await deleteDoneDeliveries(db, lineDeliveries, before, JOB_BATCH);
      return { deleted, more: deleted === JOB_BATCH };
    },
  );
}
