import type { YeekeeStreamEvent } from '@ug99/contract';

/**
 * The bytes of the live feed (docs/YEEKEE.md#the-live-feed): each event is one server-sent event,
 * `id: <seq>` for shots (so an EventSource resumes through Last-Event-ID) and `data: <JSON>`. An event
 * is encoded once per instance, whatever the number of clients that read it.
 */
export type EncodedEvent = { seq: number; bytes: Buffer };

export function encodeEvent(event: YeekeeStreamEvent): Buffer {
  const id = event.type === 'shot' ? `id: ${event.shot.seq}\n` : '';
  return Buffer.from(`${id}data: ${JSON.stringify(event)}\n\n`);
}

/** Several events written as one chunk: the events stay separate to the reader. */
export function joinEvents(events: readonly EncodedEvent[]): Buffer {
  if (events.length === 1) return events[0]!.bytes;
  return Buffer.concat(events.map((e) => e.bytes));
}

// The bytes every server-sent event stream shares (the member's live events too).
export { KEEP_ALIVE_BYTES, RETRY_BYTES } from '#http/event-stream.ts';
