import { MEMBER_EVENTS_PATH, memberEvent, type MemberEvent } from '@ug99/contract';
import { useEffect, useRef, useState } from 'react';
import { useUserStore } from '../store/user-store.ts';

/**
 * The logged-in member's live events (GET /api/member/events, docs/GAME-LOBBY-AND-SHEET.md#live-balance):
 * server-sent events read with fetch, because EventSource cannot send the Authorization header and the
 * token must not travel in a URL. The stream reconnects by itself after a drop; `connected` says
 * whether it is up now, so a caller can fall back to polling while it is not.
 */

/** Waits before reconnecting, growing with each failure in a row. */
const RETRY_MS = [1_000, 2_000, 5_000] as const;

/** Reads `data:` lines out of an SSE body; each valid event goes to `onEvent`. Resolves when it ends. */
export async function readMemberEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: MemberEvent) => void,
  onBytes: () => void = () => {},
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    onBytes();
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      for (const line of block.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        // An event this version does not know (a newer server) is skipped, not fatal.
        const parsed = memberEvent.safeParse(safeJson(line.slice(6)));
        if (parsed.success) onEvent(parsed.data);
      }
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Subscribes while `enabled` and a member is logged in; `onEvent` may change between renders without
 * reconnecting. Returns whether the stream is connected.
 */
export function useMemberEvents(
  enabled: boolean,
  onEvent: (event: MemberEvent) => void,
): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  // Logging out (or in as someone else) closes the stream: it is the session's, not the page's.
  const token = useUserStore((s) => (s.isLoggedIn ? (s.authUser?.access_token ?? null) : null));

  useEffect(() => {
    if (!enabled || !token) return;
    const controller = new AbortController();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      try {
        const res = await fetch(MEMBER_EVENTS_PATH, {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        // A refusal (the session ended) is not retried: the next member call sends the member to log in.
        if (res.status === 401) return;
        if (!res.ok || !res.body) throw new Error(`member events: HTTP ${res.status}`);
        await readMemberEvents(
          res.body,
          (event) => handler.current(event),
          () => {
            failures = 0;
            setConnected(true);
          },
        );
      } catch {
        // A drop or a network failure: reconnect below, polling meanwhile.
      }
      if (controller.signal.aborted) return;
      setConnected(false);
      timer = setTimeout(() => void connect(), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
      setConnected(false);
    };
  }, [enabled, token]);

  return { connected };
}
