import type { MembersConfig } from '#config';
import type { Job } from '#jobs/runner.ts';
import { sendBroadcastBatch } from './service.ts';

/** Batches one run writes at most (5,000 members every 5 seconds), so a large broadcast paces itself. */
export const BROADCAST_BATCHES_PER_RUN = 10;

/**
 * `broadcast:send` every 5 seconds (docs/NOTIFICATIONS.md#the-operators-broadcast): writes the items of
 * the broadcasts still sending, a batch per transaction, oldest broadcast first. One instance at a time
 * by the job lock, and each broadcast row is held (`for update skip locked`) while its batch is written.
 */
export function createBroadcastJobs(deps: { agentId: number; vip: MembersConfig['vip'] }): Job[] {
  return [
    {
      name: 'broadcast:send',
      everyMs: 5_000,
      async run({ db, now }) {
        let written = 0;
        for (let i = 0; i < BROADCAST_BATCHES_PER_RUN; i += 1) {
          const batch = await sendBroadcastBatch(db, now, deps.agentId, deps.vip);
          if (batch === null) break;
          written += batch;
        }
        return written;
      },
    },
  ];
}
