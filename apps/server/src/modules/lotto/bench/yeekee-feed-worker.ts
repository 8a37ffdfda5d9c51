import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { SseClient } from './yeekee-sse-client.ts';
import { viewFeedShared } from './yeekee-feed-shared.ts';
import type { FeedSharedBuffers } from './yeekee-feed-shared.ts';

/**
 * A worker thread of `npm run bench:yeekee` holding a share of the feed clients (client i on thread
 * i mod T, on server i mod K), so reading the feed does not share an event loop with the shooters
 * whose answers the delays are measured from (docs/YEEKEE.md#scale).
 */

export type FeedWorkerData = {
  shared: FeedSharedBuffers;
  thread: number;
  threads: number;
  servers: { host: string; port: number }[];
  roundId: number;
};

/** Messages to the worker: open the clients, or stop them and report. */
export type FeedWorkerRequest = { type: 'open' } | { type: 'stop' };
export type FeedWorkerReply =
  { type: 'opened' } | { type: 'error'; message: string } | { type: 'stopped'; eventLoopP99Ms: number };

const OPEN_AT_ONCE = 250;

const data = workerData as FeedWorkerData;
const shared = viewFeedShared(data.shared);
const port = parentPort!;
const post = (reply: FeedWorkerReply) => port.postMessage(reply);

let reported = false;
const clients: SseClient[] = [];
for (let i = data.thread; i < shared.clients; i += data.threads) {
  const server = data.servers[i % data.servers.length]!;
  clients.push(
    new SseClient(i, { ...server, roundId: data.roundId }, shared, (message) => {
      if (reported) return;
      reported = true;
      post({ type: 'error', message });
    }),
  );
}
const loop = monitorEventLoopDelay({ resolution: 10 });

port.on('message', (request: FeedWorkerRequest) => {
  if (request.type === 'open') {
    void (async () => {
      for (let start = 0; start < clients.length; start += OPEN_AT_ONCE) {
        await Promise.all(clients.slice(start, start + OPEN_AT_ONCE).map((c) => c.connect()));
      }
      loop.enable();
      post({ type: 'opened' });
    })();
    return;
  }
  loop.disable();
  for (const client of clients) client.stop();
  post({ type: 'stopped', eventLoopP99Ms: loop.count > 0 ? loop.percentile(99) / 1e6 : 0 });
  port.close();
});
