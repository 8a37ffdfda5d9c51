import { lottoOutsideRoutes, routePath, type YeekeeStreamEvent } from '@ug99/contract';

/** Waits before reopening a dropped feed: 1 s, doubling up to 10 s, back to 1 s once events flow again. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 10_000;
const EVENT_NAMES = ['shot', 'closed', 'result'] as const;

export interface YeekeeStreamHandlers {
  /** The seq of the last shot the page holds: a reopened feed resumes after it, so no shot is lost. */
  lastSeq: () => number;
  onEvent: (event: YeekeeStreamEvent) => void;
  /** True while the feed is connected, false while it waits to reconnect. */
  onConnection?: (connected: boolean) => void;
}

function parseEvent(data: unknown): YeekeeStreamEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return event.type === 'shot' || event.type === 'closed' || event.type === 'result'
      ? (event as YeekeeStreamEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * Opens GET /api/lotto/yeekee/stream (server-sent events) for a round. The browser's own reconnect would
 * ask again with the first `after_seq`; instead a dropped feed is closed and reopened after the last shot
 * the page holds (docs/YEEKEE.md, "The round page"). Events may come unnamed or named after their type;
 * both are handled. After the result nothing more can come, and the feed closes. Returns the closer.
 */
export function openYeekeeStream(roundId: number, handlers: YeekeeStreamHandlers): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };

  const connect = () => {
    const query = new URLSearchParams({ round_id: String(roundId), after_seq: String(handlers.lastSeq()) });
    const current = new EventSource(`${routePath(lottoOutsideRoutes.yeekeeStream)}?${query.toString()}`);
    source = current;
    const receive = (message: MessageEvent) => {
      const event = parseEvent(message.data);
      if (!event) return;
      retryMs = FIRST_RETRY_MS;
      handlers.onEvent(event);
      if (event.type === 'result') stop();
    };
    current.addEventListener('open', () => handlers.onConnection?.(true));
    current.addEventListener('message', receive);
    for (const name of EVENT_NAMES) current.addEventListener(name, receive);
    current.addEventListener('error', () => {
      current.close();
      if (stopped || source !== current) return;
      handlers.onConnection?.(false);
      timer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  };

  connect();
  return stop;
}
