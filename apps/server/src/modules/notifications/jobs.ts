import { INBOX_KEEP_DAYS } from '@ug99/contract';
import { JOB_BATCH } from '#jobs/batches.ts';
import type { Job } from '#jobs/runner.ts';
import { deleteInboxItemsBefore } from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INBOX_RETENTION_EVERY_MS = 60 * 60 * 1000;

/**
 * `inbox:retention` (docs/NOTIFICATIONS.md#retention): deletes items older than INBOX_KEEP_DAYS, in
 * batches so no statement holds many rows. A delete is the same whoever runs it, so a run on another
 * instance only finds less to do.
 */
export function createNotificationJobs(): Job[] {
  return [
    {
      name: 'inbox:retention',
      everyMs: INBOX_RETENTION_EVERY_MS,
      async run({ db, now }) {
        const before = new Date(now.getTime() - INBOX_KEEP_DAYS * DAY_MS);
        let total = 0;
        for (;;) {
          const deleted = await deleteInboxItemsBefore(db, before, JOB_BATCH);
          total += deleted;
          if (deleted < JOB_BATCH) return total;
        }
      },
    },
  ];
}
