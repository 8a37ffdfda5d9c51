import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_BYTES, KEEP_ALIVE_MS, RETRY_BYTES } from '#http/event-stream.ts';
import type { StreamSink } from '#http/event-stream.ts';
import { createMemberEventBus } from './bus.ts';
import { createMemberEventStreams, encodeMemberEvent, MAX_BUFFERED_BYTES } from './streams.ts';

/** A socket stand-in: what was written, how much is "unsent", whether it was ended. */
function fakeSink(unsent = 0) {
  const chunks: string[] = [];
  let ended = false;
  const sink: StreamSink = {
    write: (chunk) => void chunks.push(chunk.toString()),
    buffered: () => unsent,
    end: () => void (ended = true),
  };
  return { sink, chunks, isEnded: () => ended, setUnsent: (n: number) => void (unsent = n) };
}

const balance = (baht: number) => ({ type: 'balance', wallet_type_id: 1, balance: baht }) as const;

describe('member event streams (in process)', () => {
  afterEach(() => vi.useRealTimers());

  it('writes retry once subscribed, then each of its member’s events as one server-sent event', async () => {
    const bus = createMemberEventBus({});
    const streams = createMemberEventStreams(bus);
    const one = fakeSink();
    const other = fakeSink();
    await streams.open(7, one.sink);
    await streams.open(8, other.sink);
    bus.publish(7, balance(10.5));
    expect(one.chunks).toEqual([
      RETRY_BYTES.toString(),
      'data: {"type":"balance","wallet_type_id":1,"balance":10.5}\n\n',
    ]);
    expect(other.chunks).toEqual([RETRY_BYTES.toString()]);
    expect(encodeMemberEvent(balance(1)).toString()).toBe(
      'data: {"type":"balance","wallet_type_id":1,"balance":1}\n\n',
    );
    streams.endAll();
    expect([one.isEnded(), other.isEnded(), streams.count()]).toEqual([true, true, 0]);
    await bus.close();
  });

  it('keeps idle streams alive every KEEP_ALIVE_MS with one timer, and stops it when the last one ends', async () => {
    vi.useFakeTimers();
    const bus = createMemberEventBus({});
    const streams = createMemberEventStreams(bus);
    const a = fakeSink();
    const b = fakeSink();
    const first = await streams.open(1, a.sink);
    await streams.open(2, b.sink);
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(a.chunks.at(-1)).toBe(KEEP_ALIVE_BYTES.toString());
    expect(b.chunks.at(-1)).toBe(KEEP_ALIVE_BYTES.toString());
    first.end();
    streams.endAll();
    expect(vi.getTimerCount()).toBe(0);
    await bus.close();
  });

  it('drops a reader that leaves too much unsent instead of holding its bytes, and stops listening for it', async () => {
    const bus = createMemberEventBus({});
    const streams = createMemberEventStreams(bus);
    const slow = fakeSink();
    await streams.open(3, slow.sink);
    slow.setUnsent(MAX_BUFFERED_BYTES + 1);
    bus.publish(3, balance(1));
    expect(slow.isEnded()).toBe(true);
    expect(streams.count()).toBe(0);
    const written = slow.chunks.length;
    bus.publish(3, balance(2));
    expect(slow.chunks).toHaveLength(written);
    await bus.close();
  });

  it('a listener that throws never reaches the publisher (the money path)', async () => {
    const errors: unknown[] = [];
    const bus = createMemberEventBus({ onError: (err) => errors.push(err) });
    bus.subscribe(4, () => {
      throw new Error('broken stream');
    });
    expect(() => bus.publish(4, balance(1))).not.toThrow();
    expect(errors).toHaveLength(1);
    await bus.close();
  });
});
