import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_MS } from '#http/event-stream.ts';
import type { StreamSink } from '#http/event-stream.ts';
import { createQueueFeed } from './feed.ts';
import { createQueueStreams } from './streams.ts';

// docs/BACKOFFICE.md#queues: an open queue stream ends once its operator's session no longer stands.

function sink(): StreamSink & { ended: boolean } {
  return {
    ended: false,
    write() {},
    buffered: () => 0,
    end() {
      this.ended = true;
    },
  };
}

const watcher = { start: async () => {}, stop() {} };

afterEach(() => vi.useRealTimers());

describe('queue streams', () => {
  it('end a stream at the keep-alive after its session stops standing, and keep the others', async () => {
    vi.useFakeTimers();
    const streams = createQueueStreams(createQueueFeed({}), watcher);
    let revoked = false;
    const revokedLater = sink();
    const standing = sink();
    await streams.open(revokedLater, async () => !revoked);
    await streams.open(standing, async () => true);

    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(revokedLater.ended).toBe(false);
    revoked = true;
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(revokedLater.ended).toBe(true);
    expect(standing.ended).toBe(false);
    expect(streams.count()).toBe(1);
    streams.endAll();
  });

  it('keep a stream when the check itself fails (the database is briefly away)', async () => {
    vi.useFakeTimers();
    const streams = createQueueStreams(createQueueFeed({}), watcher);
    const s = sink();
    await streams.open(s, () => Promise.reject(new Error('connection lost')));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(s.ended).toBe(false);
    streams.endAll();
    expect(s.ended).toBe(true);
  });
});
