import type { YeekeeStreamEvent } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { YeekeeFeed } from './feed.ts';
import { findYeekeeRound, shotsAfter } from './queries.ts';
import type { ShotRow, YeekeeRoundRow } from './queries.ts';
import { yeekeeResult } from './result.ts';
import { isFinal, shotDto } from './service.ts';

/**
 * One live-feed connection (docs/YEEKEE.md#the-live-feed): the shots after `after_seq` from the
 * database, then live events, every shot exactly once and in seq order. Live shots can arrive out of
 * order (two instances publish independently after their commits) or not at all (a publisher died
 * between commit and publish): a shot ahead of the next seq waits, and a gap still open after
 * GAP_FILL_MS is filled from the database, which holds every committed shot.
 */
export type StreamSink = {
  write(chunk: string): void;
  end(): void;
};

export const GAP_FILL_MS = 250;
export const KEEP_ALIVE_MS = 15_000;

type ShotEvent = Extract<YeekeeStreamEvent, { type: 'shot' }>;

const shotEvent = (s: ShotRow): ShotEvent => ({
  type: 'shot',
  shot: shotDto(s),
  sum: Number(s.runningSum),
  count: s.seq,
});

/**
 * The feed hands one event object to every open stream, so its text is made once, not once per client:
 * with thousands of clients on a round, encoding dominated the cost of a shot.
 */
const encoded = new WeakMap<YeekeeStreamEvent, string>();
function encode(event: YeekeeStreamEvent): string {
  let text = encoded.get(event);
  if (text === undefined) {
    const id = event.type === 'shot' ? `id: ${event.shot.seq}\n` : '';
    text = `${id}data: ${JSON.stringify(event)}\n\n`;
    encoded.set(event, text);
  }
  return text;
}

/** An open stream; `end` closes it from the server side (shutdown). */
export type YeekeeStream = { end(): void };

export type YeekeeStreams = {
  open(round: YeekeeRoundRow, afterSeq: number, sink: StreamSink): YeekeeStream;
  /** Ends every open stream: app.close() must not wait for clients that never leave. */
  endAll(): void;
  count(): number;
};

export function createYeekeeStreams(deps: { db: Db; feed: YeekeeFeed; agentId: () => Promise<number> }) {
  const open = new Set<YeekeeStream>();

  function start(round: YeekeeRoundRow, afterSeq: number, sink: StreamSink): YeekeeStream {
    let lastSeq = afterSeq;
    let closedSent = false;
    let ended = false;
    let gapTimer: NodeJS.Timeout | undefined;
    const ahead = new Map<number, ShotEvent>();
    // Events are handled one after another, so a database fill and a live event never interleave.
    let queue: Promise<void> = Promise.resolve();

    const send = (event: YeekeeStreamEvent) => {
      if (!ended) sink.write(encode(event));
    };
    const sendShot = (event: ShotEvent) => {
      if (event.shot.seq !== lastSeq + 1) return;
      send(event);
      lastSeq = event.shot.seq;
    };
    const drainAhead = () => {
      for (const seq of [...ahead.keys()].sort((a, b) => a - b)) {
        if (seq <= lastSeq) ahead.delete(seq);
        else if (seq === lastSeq + 1) {
          sendShot(ahead.get(seq)!);
          ahead.delete(seq);
        } else break;
      }
    };
    const fillFromDatabase = async () => {
      for (const shot of await shotsAfter(deps.db, round.id, lastSeq)) sendShot(shotEvent(shot));
      drainAhead();
    };
    const sendClosed = () => {
      if (closedSent) return;
      closedSent = true;
      send({ type: 'closed', round_id: round.id });
    };
    const scheduleGapFill = () => {
      if (gapTimer || ended) return;
      gapTimer = setTimeout(() => {
        gapTimer = undefined;
        enqueue(async () => {
          await fillFromDatabase();
          if (ahead.size > 0) scheduleGapFill();
        });
      }, GAP_FILL_MS);
    };

    async function handle(event: YeekeeStreamEvent) {
      if (event.type === 'shot') {
        if (event.shot.seq <= lastSeq) return;
        ahead.set(event.shot.seq, event);
        drainAhead();
        if (ahead.size > 0) scheduleGapFill();
        return;
      }
      // Every shot of a round commits before its close (the round row lock), so once it is closed the
      // database has them all: send the rest before the close and the result.
      await fillFromDatabase();
      sendClosed();
      if (event.type === 'result') {
        send(event);
        if (event.status === 'settled' || event.status === 'voided') stream.end();
      }
    }

    const enqueue = (task: () => Promise<void>) => {
      queue = queue.then(() => (ended ? undefined : task())).catch(() => stream.end());
    };

    const stream: YeekeeStream = {
      end() {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(keepAlive);
        if (gapTimer) clearTimeout(gapTimer);
        open.delete(stream);
        sink.end();
      },
    };
    open.add(stream);

    // Subscribe before reading the database, so nothing committed in between is missed; what arrives
    // meanwhile waits in the queue behind the catch-up.
    const unsubscribe = deps.feed.subscribe(round.id, (event) => enqueue(() => handle(event)));
    const keepAlive = setInterval(() => {
      if (!ended) sink.write(': keep-alive\n\n');
    }, KEEP_ALIVE_MS);
    keepAlive.unref();

    sink.write('retry: 1000\n\n');
    enqueue(async () => {
      await fillFromDatabase();
      // The round as it is now: a feed opened after the close gets the close (and the result) at once.
      const now = await findYeekeeRound(deps.db, round.id, await deps.agentId());
      if (!now || !isFinal(now.status)) return;
      sendClosed();
      if (now.status === 'settled' || now.status === 'voided') {
        const result = now.status === 'settled' ? await resultOf(round.id) : null;
        send({
          type: 'result',
          round_id: round.id,
          status: now.status,
          top3: result?.top3 ?? null,
          bottom2: result?.bottom2 ?? null,
        });
        stream.end();
      }
    });
    return stream;
  }

  async function resultOf(roundId: number) {
    return yeekeeResult((await shotsAfter(deps.db, roundId, 0)).map((s) => s.number));
  }

  return {
    open: start,
    endAll() {
      for (const stream of [...open]) stream.end();
    },
    count: () => open.size,
  } satisfies YeekeeStreams;
}
