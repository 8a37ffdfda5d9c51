import type { YeekeeStreamEvent } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { KEEP_ALIVE_MS } from '#http/event-stream.ts';
import type { StreamSink } from '#http/event-stream.ts';
import { encodeEvent, joinEvents, KEEP_ALIVE_BYTES, RETRY_BYTES } from './broadcast-encoding.ts';
import type { EncodedEvent } from './broadcast-encoding.ts';
import type { YeekeeFeed } from './feed.ts';
import { findYeekeeRound, roundTally } from './queries.ts';
import type { ShotRow } from './queries.ts';
import { yeekeeResult } from './result.ts';
import { isFinal, shotDto } from './service.ts';
import { shotsAfter } from './shots.ts';

/**
 * One round's live feed on this instance (docs/rules/lotto.md#yeekee, docs/YEEKEE.md#the-live-feed):
 * a single subscriber that puts the round's shots in seq order once, fills gaps from the database once,
 * and writes the shots of a short interval (FLUSH_MS) to every client as ONE chunk whose bytes are made
 * once. Per-shot, per-client work was what kept the feed from reaching 10,000 clients within a second
 * (docs/YEEKEE.md#scale); here a shot costs each client one share of a chunk write.
 */

/** How long an accepted shot waits for others to share its chunk. */
export const FLUSH_MS = 100;
/** A shot ahead of the next seq waits this long for the missing one before the database is read. */
export const GAP_FILL_MS = 250;
export { KEEP_ALIVE_MS } from '#http/event-stream.ts';
/** Shots kept encoded in memory, so a client that joins or resumes near the head reads no database. */
export const RECENT_SHOTS = 2_000;
/** How often a round's shots are read from the database while the feed cannot hear other instances. */
export const DATABASE_POLL_MS = 1_000;
/** Sockets written between two turns of the event loop. */
export const WRITE_SLICE = 500;
/** A client whose socket holds this much unsent is too slow: it is dropped and resumes from its seq. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export type { StreamSink } from '#http/event-stream.ts';

type ShotEvent = Extract<YeekeeStreamEvent, { type: 'shot' }>;
type ResultEvent = Extract<YeekeeStreamEvent, { type: 'result' }>;

type Client = { sink: StreamSink; lastSeq: number; live: boolean; closedSent: boolean; ended: boolean };

/** One client's stream; `end` closes it from the server side (the client left, or shutdown). */
export type BroadcastClient = { end(): void };

export type RoundBroadcaster = {
  join(afterSeq: number, sink: StreamSink): BroadcastClient;
  endAll(): void;
  clientCount(): number;
};

const shotEvent = (s: ShotRow): ShotEvent => ({
  type: 'shot',
  shot: shotDto(s),
  sum: Number(s.runningSum),
  count: s.seq,
});

export type RoundBroadcasterDeps = {
  db: Db;
  feed: YeekeeFeed;
  agentId: () => Promise<number>;
  /** Called once when the last client has gone: the broadcaster has unsubscribed and is done. */
  onIdle: () => void;
};

export function createRoundBroadcaster(roundId: number, deps: RoundBroadcasterDeps): RoundBroadcaster {
  const clients = new Set<Client>();
  /** Every shot 1..lastSeq is in order: older ones in the database, the rest in `recent` or `pending`. */
  let lastSeq = 0;
  /** Shots up to flushedSeq are in `recent` and being or done being delivered. */
  let flushedSeq = 0;
  let delivering: Promise<void> | null = null;
  const pending: EncodedEvent[] = [];
  const recent: EncodedEvent[] = [];
  const ahead = new Map<number, ShotEvent>();
  let closed = false;
  let result: { event: ResultEvent; bytes: Buffer } | null = null;
  let disposed = false;
  let flushTimer: NodeJS.Timeout | undefined;
  let gapTimer: NodeJS.Timeout | undefined;
  // Events, fills and the close are handled one after another, so a fill never interleaves with a shot.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void> | void) => {
    queue = queue.then(() => (disposed ? undefined : task())).catch(() => endAll());
  };

  const write = (client: Client, bytes: Buffer) => {
    if (client.ended) return;
    // A reader this far behind would hold the instance's memory; it resumes from its seq on reconnect.
    if (client.sink.buffered() > MAX_BUFFERED_BYTES) return endClient(client);
    client.sink.write(bytes);
  };

  /**
   * Writes one interval's shots to the clients live when it starts: the shared chunk to every client
   * exactly at its start, a few hundred sockets at a time with the event loop free in between, so shoot
   * requests and database answers are not held up by ten thousand writes in a row.
   */
  async function deliver(events: EncodedEvent[], chunk: Buffer) {
    const from = events[0]!.seq;
    const to = events.at(-1)!.seq;
    const targets = [...clients];
    for (let start = 0; start < targets.length; start += WRITE_SLICE) {
      if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const client of targets.slice(start, start + WRITE_SLICE)) {
        if (!client.live || client.ended || client.lastSeq >= to) continue; // it joined after these
        if (client.lastSeq === from - 1) write(client, chunk);
        else if (client.lastSeq >= from) write(client, joinEvents(events.slice(client.lastSeq - from + 1)));
        // A live client is never behind the interval (catchUp, one delivery at a time); were it so, it
        // resumes from its own seq.
        else endClient(client);
        client.lastSeq = to;
      }
    }
  }

  /**
   * Writes the pending shots. One delivery at a time: shots that arrive while one is under way wait
   * for it and then go out together, so under load the chunks grow instead of the writes multiplying.
   * Resolves once every pending shot is written.
   */
  const flush = (): Promise<void> => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    if (!delivering && pending.length > 0) delivering = deliverPending();
    return delivering ?? Promise.resolve();
  };

  async function deliverPending() {
    while (pending.length > 0) {
      const events = pending.splice(0);
      // A client that joins from here on reads these from `recent` at once.
      recent.push(...events);
      if (recent.length > RECENT_SHOTS) recent.splice(0, recent.length - RECENT_SHOTS);
      flushedSeq = lastSeq;
      await deliver(events, joinEvents(events));
    }
    delivering = null;
  }

  const accept = (event: ShotEvent) => {
    pending.push({ seq: event.shot.seq, bytes: encodeEvent(event) });
    lastSeq = event.shot.seq;
    flushTimer ??= setTimeout(() => void flush(), FLUSH_MS);
  };

  const takeShot = (event: ShotEvent) => {
    if (event.shot.seq <= lastSeq) return;
    ahead.set(event.shot.seq, event);
    for (let next = ahead.get(lastSeq + 1); next; next = ahead.get(lastSeq + 1)) {
      ahead.delete(next.shot.seq);
      accept(next);
    }
    if (ahead.size > 0) scheduleGapFill();
  };

  const fillFromDatabase = async () => {
    for (const shot of await shotsAfter(deps.db, roundId, lastSeq)) takeShot(shotEvent(shot));
    for (const seq of ahead.keys()) if (seq <= lastSeq) ahead.delete(seq);
  };

  // A shot can arrive before the one it follows (two instances publish independently) or never (a
  // publisher stopped between commit and publish): the database holds every committed shot.
  function scheduleGapFill() {
    if (gapTimer || disposed) return;
    gapTimer = setTimeout(() => {
      gapTimer = undefined;
      enqueue(async () => {
        await fillFromDatabase();
        if (ahead.size > 0) scheduleGapFill();
      });
    }, GAP_FILL_MS);
  }

  const sendClosed = (client: Client) => {
    if (client.closedSent) return;
    client.closedSent = true;
    write(client, CLOSED_BYTES);
  };
  const ends = (event: ResultEvent) => event.status === 'settled' || event.status === 'voided';

  /** Every shot of a round commits before its close, so once it is closed the database has them all. */
  async function conclude(event: Exclude<YeekeeStreamEvent, ShotEvent>) {
    await fillFromDatabase();
    await flush();
    closed = true;
    for (const client of clients) if (client.live) sendClosed(client);
    if (event.type !== 'result') return;
    result = { event, bytes: encodeEvent(event) };
    for (const client of [...clients]) {
      if (!client.live) continue;
      write(client, result.bytes);
      if (ends(event)) endClient(client);
    }
  }

  const CLOSED_BYTES = encodeEvent({ type: 'closed', round_id: roundId });

  // Subscribe before reading the database, so nothing committed in between is missed; what arrives
  // meanwhile waits in the queue behind the start.
  const unsubscribe = deps.feed.subscribe(roundId, (event) =>
    enqueue(() => (event.type === 'shot' ? takeShot(event) : conclude(event))),
  );

  /** The round's end as the database has it: null while it takes shots, else its closed or result event. */
  async function roundEnd(): Promise<Exclude<YeekeeStreamEvent, ShotEvent> | null> {
    const round = await findYeekeeRound(deps.db, roundId, await deps.agentId());
    if (!round || !isFinal(round.status)) return null;
    if (round.status !== 'settled' && round.status !== 'voided') return { type: 'closed', round_id: roundId };
    const shots = await shotsAfter(deps.db, roundId, 0);
    const computed = round.status === 'settled' ? yeekeeResult(shots.map((s) => s.number)) : null;
    return {
      type: 'result',
      round_id: roundId,
      status: round.status,
      top3: computed?.top3 ?? null,
      bottom2: computed?.bottom2 ?? null,
    };
  }

  /** The round as it is now: its status first, so a closed round's tally already holds every shot. */
  const started = (async () => {
    const end = await roundEnd();
    const tally = await roundTally(deps.db, roundId);
    lastSeq = flushedSeq = tally.count;
    if (!end) return;
    closed = true;
    if (end.type === 'result') result = { event: end, bytes: encodeEvent(end) };
  })();
  enqueue(() => started);

  const keepAlive = setInterval(() => {
    for (const client of clients) write(client, KEEP_ALIVE_BYTES);
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  // While the feed cannot hear the other instances (Redis away), the database is read every
  // DATABASE_POLL_MS instead: their shots, and the round's close and result (docs/OPERATIONS.md#redis).
  const poll = setInterval(() => {
    if (!deps.feed.deaf() || result) return;
    enqueue(async () => {
      await fillFromDatabase();
      const end = await roundEnd();
      if (end && !(closed && end.type === 'closed')) await conclude(end);
    });
  }, DATABASE_POLL_MS);
  poll.unref();

  /**
   * Brings a joining client to the head: shots older than what memory holds from the database, then
   * the recent ones from memory in one chunk; from then on it shares the flushed chunks.
   */
  async function catchUp(client: Client) {
    await started;
    while (!client.ended && client.lastSeq < (recent[0]?.seq ?? flushedSeq + 1) - 1) {
      const shots = await shotsAfter(deps.db, roundId, client.lastSeq);
      if (client.ended) return;
      const upTo = shots.findIndex((s) => s.seq > flushedSeq);
      const older = upTo < 0 ? shots : shots.slice(0, upTo);
      if (older.length === 0) break;
      write(client, joinEvents(older.map((s) => ({ seq: s.seq, bytes: encodeEvent(shotEvent(s)) }))));
      client.lastSeq = older.at(-1)!.seq;
    }
    if (client.ended) return;
    const first = recent[0]?.seq ?? flushedSeq + 1;
    const missing = recent.slice(Math.max(0, client.lastSeq - first + 1));
    if (missing.length > 0) write(client, joinEvents(missing));
    client.lastSeq = Math.max(client.lastSeq, flushedSeq);
    client.live = true;
    if (!closed) return;
    sendClosed(client);
    if (!result) return;
    write(client, result.bytes);
    if (ends(result.event)) endClient(client);
  }

  function dispose() {
    if (disposed) return;
    disposed = true;
    unsubscribe();
    clearInterval(keepAlive);
    clearInterval(poll);
    if (flushTimer) clearTimeout(flushTimer);
    if (gapTimer) clearTimeout(gapTimer);
    deps.onIdle();
  }

  function endClient(client: Client) {
    if (client.ended) return;
    client.ended = true;
    clients.delete(client);
    client.sink.end();
    if (clients.size === 0) dispose();
  }

  function endAll() {
    for (const client of [...clients]) endClient(client);
    dispose();
  }

  return {
    join(afterSeq, sink) {
      const client: Client = { sink, lastSeq: afterSeq, live: false, closedSent: false, ended: false };
      clients.add(client);
      sink.write(RETRY_BYTES);
      catchUp(client).catch(() => endClient(client));
      return { end: () => endClient(client) };
    },
    endAll,
    clientCount: () => clients.size,
  };
}
