import net from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { yeekeeStreamEvent } from '@ug99/contract';
import { COUNTER, epochMs } from './yeekee-feed-shared.ts';
import type { FeedShared } from './yeekee-feed-shared.ts';

/**
 * One feed client of `npm run bench:yeekee` on a plain TCP socket: it sends the GET of
 * /api/lotto/yeekee/stream and reads each shot's seq from its `id:` line, without an HTTP client or a
 * JSON parse per event, so ten thousand of them cost the bench little (docs/YEEKEE.md#scale). Client 0
 * also parses every event and checks it against the contract. After a dropped connection it resumes
 * with after_seq, as the round page does, and the drop is counted.
 */

const RECONNECT_DELAY_MS = 200;
const HEADERS_END = '\r\n\r\n';
const ID_LINE = /(?:^|\n)id: (\d+)\n/g;

export type SseTarget = { host: string; port: number; roundId: number };

export class SseClient {
  private lastSeq = 0;
  private socket: net.Socket | null = null;
  private stopping = false;

  constructor(
    private readonly index: number,
    private readonly target: SseTarget,
    private readonly shared: FeedShared,
    private readonly onError: (message: string) => void,
  ) {}

  /** Resolves once the server has answered (200, or a refusal that is reported). */
  connect(): Promise<void> {
    return new Promise((resolve) => {
      const { host, port, roundId } = this.target;
      const socket = net.connect({ host, port });
      this.socket = socket;
      // Client 0 decodes UTF-8 for the contract check; the others only look for ASCII `id:` lines.
      const decoder = new StringDecoder(this.index === 0 ? 'utf8' : 'latin1');
      let answered = false;
      let streaming = false;
      let buffer = '';
      const answer = () => {
        if (!answered) {
          answered = true;
          resolve();
        }
      };
      socket.setNoDelay(true);
      socket.on('connect', () =>
        socket.write(
          `GET /api/lotto/yeekee/stream?round_id=${roundId}&after_seq=${this.lastSeq} HTTP/1.1\r\n` +
            `host: ${host}:${port}\r\naccept: text/event-stream\r\nconnection: close\r\n\r\n`,
        ),
      );
      socket.on('data', (bytes: Buffer) => {
        buffer += decoder.write(bytes);
        if (!streaming) {
          const headersEnd = buffer.indexOf(HEADERS_END);
          if (headersEnd < 0) return;
          if (!buffer.startsWith('HTTP/1.1 200')) {
            this.onError(`stream answered ${buffer.slice(0, 300).replace(/\r\n/g, ' | ')}`);
            this.stopping = true;
            socket.destroy();
            answer();
            return;
          }
          streaming = true;
          Atomics.add(this.shared.counters, COUNTER.connected, 1);
          answer();
          buffer = buffer.slice(headersEnd + HEADERS_END.length);
        }
        const end = buffer.lastIndexOf('\n\n');
        if (end < 0) return;
        this.read(buffer.slice(0, end + 2));
        buffer = buffer.slice(end + 2);
      });
      socket.on('error', (err) => {
        if (!this.stopping) this.onError(`stream: ${err.message}`);
      });
      socket.on('close', () => {
        if (streaming) Atomics.sub(this.shared.counters, COUNTER.connected, 1);
        answer();
        if (this.stopping) return;
        Atomics.add(this.shared.counters, COUNTER.drops, 1);
        setTimeout(() => {
          if (this.stopping) return;
          Atomics.add(this.shared.counters, COUNTER.reconnects, 1);
          void this.connect();
        }, RECONNECT_DELAY_MS);
      });
    });
  }

  stop(): void {
    this.stopping = true;
    this.socket?.destroy();
  }

  /** Whole events (chunked framing lines in between do not matter: only `id:` and `data:` lines count). */
  private read(events: string) {
    const now = epochMs();
    if (this.index === 0) this.check(events);
    const { times, clients, capacity, counters } = this.shared;
    for (const match of events.matchAll(ID_LINE)) {
      const seq = Number(match[1]);
      if (seq < this.lastSeq) Atomics.add(counters, COUNTER.outOfOrder, 1);
      else this.lastSeq = seq;
      if (seq > capacity) {
        Atomics.add(counters, COUNTER.beyondCapacity, 1);
        continue;
      }
      const at = (seq - 1) * clients + this.index;
      if (times[at] !== 0) Atomics.add(counters, COUNTER.duplicates, 1);
      else times[at] = now;
    }
  }

  private check(events: string) {
    for (const block of events.split('\n\n')) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      let event: unknown;
      try {
        event = JSON.parse(data.slice(6));
      } catch {
        event = undefined;
      }
      if (!yeekeeStreamEvent.safeParse(event).success) {
        Atomics.add(this.shared.counters, COUNTER.contractViolations, 1);
        this.onError(`feed event outside the contract: ${data.slice(0, 200)}`);
      }
    }
  }
}
