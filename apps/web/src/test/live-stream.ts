import { stubApi, type FakeAnswer } from './fake-api.ts';

/** A live-events body that is up and stays quiet until the test pushes an event's text. */
export function liveStream() {
  const stream = new TransformStream<Uint8Array, Uint8Array>();
  const writer = stream.writable.getWriter();
  const push = (text: string) => writer.write(new TextEncoder().encode(text));
  void push('retry: 1000\n\n');
  return { readable: stream.readable, push, close: () => writer.close() };
}

export type LiveStream = ReturnType<typeof liveStream>;

/**
 * The fake API (stubApi) whose GET /api/member/events answers `stream`, unless `api` names that path
 * itself (a failure, for a fallback).
 */
export function stubApiWithLiveStream(api: Record<string, FakeAnswer>, stream: LiveStream = liveStream()) {
  const fetchMock = stubApi(api);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== '/api/member/events' || path in api) return answer(input, init);
    return new Response(stream.readable, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return fetchMock;
}
