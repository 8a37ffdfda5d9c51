import type { Db } from '#db/client.ts';
import { capAlertsAfter, newestCapAlertId } from '#lotto';
import { newestQueueIds, queueArrivalsAfter } from '#payments';
import type { QueueFeed } from './feed.ts';

/** How often the watcher looks for new rows while an operator's queue screen is open. */
export const ARRIVALS_EVERY_MS = 2_000;

/**
 * New withdrawals, flagged deposits and lotto near-cap alerts (docs/BACKOFFICE.md#queues) are made by the member and payment
 * paths, which know nothing of the back office; rather than reach into them, each instance with an open
 * queue stream reads the rows above the newest id it has seen (a primary-key range) every
 * ARRIVALS_EVERY_MS and tells its own streams: every instance watches the same table, so arrivals are not
 * sent through Redis (that would deliver each one once per instance).
 */
export function createArrivalsWatcher(deps: {
  db: Db;
  feed: QueueFeed;
  agentId: () => Promise<number>;
  everyMs?: number;
  onError?: (err: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let seen: { withdrawals: number; flagged: number; capAlerts: number } | undefined;
  let running = false;
  let started: Promise<void> | undefined;

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const agentId = await deps.agentId();
      if (!seen) {
        seen = { ...(await newestQueueIds(deps.db)), capAlerts: await newestCapAlertId(deps.db) };
        return;
      }
      const found = await queueArrivalsAfter(deps.db, agentId, seen);
      for (const row of found.withdrawals) {
        seen.withdrawals = Math.max(seen.withdrawals, row.id);
        if (row.ours)
          deps.feed.emitLocal({ type: 'queue', queue: 'withdrawals', id: row.id, status: row.status });
      }
      for (const row of found.flagged) {
        seen.flagged = Math.max(seen.flagged, row.id);
        if (row.ours)
          deps.feed.emitLocal({ type: 'queue', queue: 'flagged', id: row.id, status: row.status });
      }
      // A number reached 80, 90 or 100 % of its cap (docs/rules/lotto.md#near-cap-alerts); the lotto
      // module writes the row in the bill's transaction, once per threshold.
      for (const row of await capAlertsAfter(deps.db, agentId, seen.capAlerts)) {
        seen.capAlerts = Math.max(seen.capAlerts, row.id);
        if (row.ours)
          deps.feed.emitLocal({
            type: 'queue',
            queue: 'lotto_alerts',
            id: row.id,
            status: String(row.thresholdPercent),
          });
      }
    } catch (err) {
      deps.onError?.(err);
    } finally {
      running = false;
    }
  };

  return {
    /** Resolves once the watcher knows where it starts: what arrives afterwards is reported. */
    start(): Promise<void> {
      if (timer) return started ?? Promise.resolve();
      started = tick();
      timer = setInterval(() => void tick(), deps.everyMs ?? ARRIVALS_EVERY_MS);
      timer.unref();
      return started;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      started = undefined;
      // The next screen to open starts from the newest row then: what arrived meanwhile is in its list.
      seen = undefined;
    },
  };
}
