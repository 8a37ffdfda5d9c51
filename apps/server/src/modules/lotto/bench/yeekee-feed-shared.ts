/**
 * What the feed clients of `npm run bench:yeekee` share with the bench across worker threads
 * (docs/YEEKEE.md#scale): when each client read each shot, and a few counters, in shared memory, so
 * the threads report without messages on the hot path.
 */

/** Counters in `FeedShared.counters`, by index. */
export const COUNTER = {
  connected: 0,
  drops: 1,
  reconnects: 2,
  /** Shot seqs a client saw twice. */
  duplicates: 3,
  /** Shot seqs a client saw after a later one. */
  outOfOrder: 4,
  /** Events of client 0 that do not match the contract's yeekeeStreamEvent. */
  contractViolations: 5,
  /** Shots whose seq is beyond what the bench made room for (their times are not kept). */
  beyondCapacity: 6,
} as const;
const COUNTERS = Object.keys(COUNTER).length;

export type FeedShared = {
  clients: number;
  /** The highest seq whose times are kept. */
  capacity: number;
  /** times[(seq - 1) * clients + client]: epoch ms (with fractions) when that client read the shot; 0 = not yet. */
  times: Float64Array;
  counters: Int32Array;
};

export type FeedSharedBuffers = {
  clients: number;
  capacity: number;
  times: SharedArrayBuffer;
  counters: SharedArrayBuffer;
};

export function createFeedShared(clients: number, capacity: number): FeedSharedBuffers {
  return {
    clients,
    capacity,
    times: new SharedArrayBuffer(clients * capacity * Float64Array.BYTES_PER_ELEMENT),
    counters: new SharedArrayBuffer(COUNTERS * Int32Array.BYTES_PER_ELEMENT),
  };
}

export function viewFeedShared(buffers: FeedSharedBuffers): FeedShared {
  return {
    clients: buffers.clients,
    capacity: buffers.capacity,
    times: new Float64Array(buffers.times),
    counters: new Int32Array(buffers.counters),
  };
}

/** Milliseconds on one clock for every thread of the bench (the shooters' answers and the clients' reads). */
export const epochMs = () => performance.timeOrigin + performance.now();
