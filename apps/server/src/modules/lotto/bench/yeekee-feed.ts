import { Worker } from 'node:worker_threads';
import { COUNTER, createFeedShared, viewFeedShared } from './yeekee-feed-shared.ts';
import type { FeedShared } from './yeekee-feed-shared.ts';
import type { FeedWorkerData, FeedWorkerReply, FeedWorkerRequest } from './yeekee-feed-worker.ts';

/**
 * The feed clients of `npm run bench:yeekee` (docs/YEEKEE.md#scale), spread over worker threads: each
 * holds GET /api/lotto/yeekee/stream connections and writes, in shared memory, when each client read
 * each shot seq.
 */

const WORKER = new URL('./yeekee-feed-worker.ts', import.meta.url);
// A worker thread does not inherit the bench's `--import tsx` hooks: it registers them itself first.
const TSX_API = import.meta.resolve('tsx/esm/api');
const BOOT = `import(${JSON.stringify(TSX_API)})
  .then(({ register }) => { register(); return import(${JSON.stringify(WORKER.href)}); })`;

export type FeedStats = {
  /** Connections answered 200 and open now. */
  connected: number;
  drops: number;
  reconnects: number;
  duplicates: number;
  outOfOrder: number;
  contractViolations: number;
  beyondCapacity: number;
  firstError: string | null;
};

type Thread = { worker: Worker; replies: FeedWorkerReply[]; waiters: (() => void)[]; exited: boolean };

export class FeedClients {
  private readonly shared: FeedShared;
  private readonly threads: Thread[];
  private firstError: string | null = null;
  private stopped: Promise<number[]> | undefined;

  constructor(
    serverUrls: string[],
    roundId: number,
    count: number,
    options: { threads: number; capacity: number },
  ) {
    const buffers = createFeedShared(count, options.capacity);
    this.shared = viewFeedShared(buffers);
    const servers = serverUrls.map((url) => {
      const { hostname, port } = new URL(url);
      return { host: hostname, port: Number(port) };
    });
    const threads = Math.min(options.threads, count);
    this.threads = Array.from({ length: threads }, (_, thread) => {
      const data: FeedWorkerData = { shared: buffers, thread, threads, servers, roundId };
      const worker = new Worker(BOOT, { eval: true, workerData: data });
      const state: Thread = { worker, replies: [], waiters: [], exited: false };
      worker.on('message', (reply: FeedWorkerReply) => {
        if (reply.type === 'error') this.firstError ??= reply.message;
        else state.replies.push(reply);
        for (const wake of state.waiters.splice(0)) wake();
      });
      worker.on('error', (err) => (this.firstError ??= `feed thread: ${err.message}`));
      worker.on('exit', () => {
        state.exited = true;
        for (const wake of state.waiters.splice(0)) wake();
      });
      return state;
    });
  }

  get count(): number {
    return this.shared.clients;
  }

  /** The highest seq whose delivery times are kept. */
  get capacity(): number {
    return this.shared.capacity;
  }

  /** Epoch ms when `client` read `seq`; 0 when it has not (yet). */
  readAt(seq: number, client: number): number {
    return this.shared.times[(seq - 1) * this.shared.clients + client]!;
  }

  /** Opens every connection, a few hundred at a time per thread, and resolves when each has answered. */
  async open(): Promise<void> {
    await Promise.all(this.threads.map((t) => this.request(t, { type: 'open' }, 'opened')));
  }

  /** How many clients have not yet read `seq`. */
  missing(seq: number): number {
    if (seq > this.shared.capacity) return this.shared.clients;
    const from = (seq - 1) * this.shared.clients;
    let missing = 0;
    for (let i = from; i < from + this.shared.clients; i++) if (this.shared.times[i] === 0) missing += 1;
    return missing;
  }

  get stats(): FeedStats {
    const c = this.shared.counters;
    return {
      connected: Atomics.load(c, COUNTER.connected),
      drops: Atomics.load(c, COUNTER.drops),
      reconnects: Atomics.load(c, COUNTER.reconnects),
      duplicates: Atomics.load(c, COUNTER.duplicates),
      outOfOrder: Atomics.load(c, COUNTER.outOfOrder),
      contractViolations: Atomics.load(c, COUNTER.contractViolations),
      beyondCapacity: Atomics.load(c, COUNTER.beyondCapacity),
      firstError: this.firstError,
    };
  }

  /** Closes every connection; answers each thread's event-loop delay p99 in ms. */
  close(): Promise<number[]> {
    this.stopped ??= Promise.all(
      this.threads.map(async (t) => {
        const reply = await this.request(t, { type: 'stop' }, 'stopped');
        await t.worker.terminate();
        return reply.type === 'stopped' ? reply.eventLoopP99Ms : 0;
      }),
    );
    return this.stopped;
  }

  private async request(
    thread: Thread,
    request: FeedWorkerRequest,
    expected: FeedWorkerReply['type'],
  ): Promise<FeedWorkerReply> {
    thread.worker.postMessage(request);
    for (;;) {
      const index = thread.replies.findIndex((r) => r.type === expected);
      if (index >= 0) return thread.replies.splice(index, 1)[0]!;
      if (thread.exited) throw new Error(`a feed thread stopped: ${this.firstError ?? 'no error given'}`);
      await new Promise<void>((wake) => thread.waiters.push(wake));
    }
  }
}
