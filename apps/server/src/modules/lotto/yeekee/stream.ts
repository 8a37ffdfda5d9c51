import type { Db } from '#db/client.ts';
import { createRoundBroadcaster } from './broadcaster.ts';
import type { RoundBroadcaster, StreamSink } from './broadcaster.ts';
import type { YeekeeFeed } from './feed.ts';
import type { YeekeeRoundRow } from './queries.ts';

/**
 * The live-feed connections of this instance (docs/YEEKEE.md#the-live-feed): the shots after
 * `after_seq`, then live events, every shot exactly once and in seq order. The connections of one round
 * share one broadcaster (broadcaster.ts), created with the round's first connection and gone with its
 * last.
 */

/** An open stream; `end` closes it from the server side. */
export type YeekeeStream = { end(): void };

export type YeekeeStreams = {
  open(round: YeekeeRoundRow, afterSeq: number, sink: StreamSink): YeekeeStream;
  /** Ends every open stream: app.close() must not wait for clients that never leave. */
  endAll(): void;
  count(): number;
};

export function createYeekeeStreams(deps: { db: Db; feed: YeekeeFeed; agentId: () => Promise<number> }) {
  const rounds = new Map<number, RoundBroadcaster>();

  const broadcasterOf = (roundId: number): RoundBroadcaster => {
    let broadcaster = rounds.get(roundId);
    if (!broadcaster) {
      const created = createRoundBroadcaster(roundId, {
        ...deps,
        onIdle: () => {
          if (rounds.get(roundId) === created) rounds.delete(roundId);
        },
      });
      broadcaster = created;
      rounds.set(roundId, broadcaster);
    }
    return broadcaster;
  };

  return {
    open: (round, afterSeq, sink) => broadcasterOf(round.id).join(afterSeq, sink),
    endAll() {
      for (const broadcaster of [...rounds.values()]) broadcaster.endAll();
    },
    count: () => [...rounds.values()].reduce((n, b) => n + b.clientCount(), 0),
  } satisfies YeekeeStreams;
}
