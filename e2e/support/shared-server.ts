// The server a journey file shares with the other files of its worker (support/server.ts starts one per
// worker): files that run at the same time never share a database, so one file's rounds, settings and
// members never meet another's at the same moment.
import { inject } from 'vitest';
import type { SharedServer } from './server.ts';

export function sharedServer(): SharedServer {
  const servers = inject('sharedServers');
  // Vitest numbers a project's workers 1..maxWorkers; a worker keeps its number for its whole life.
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}
