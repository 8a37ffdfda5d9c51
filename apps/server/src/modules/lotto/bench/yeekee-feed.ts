import http from 'node:http';
import { yeekeeStreamEvent } from '@ug99/contract';

/**
 * The feed clients of `npm run bench:yeekee`: each holds one GET /api/lotto/yeekee/stream, parses
 * every server-sent event and writes down when each shot seq arrived. After a dropped connection it
 * resumes with after_seq, as the round page does, and the drop is counted.
 */

const OPEN_AT_ONCE = 250;
const RECONNECT_DELAY_MS = 200;

export type FeedStats = {
  /** Connections answered 200 and open now. */
  connected: number;
  drops: number;
  reconnects: number;
  /** Shot seqs a client saw twice, or before one it had already seen. */
  duplicates: number;
  outOfOrder: number;
  /** Events of the first client that do not match the contract's yeekeeStreamEvent. */
  contractViolations: number;
  firstError: string | null;
};

type Client = { index: number; url: string; lastSeq: number; request: http.ClientRequest | null };

export class FeedClients {
  /** receivedAt.get(seq)[client]: performance.now() when that client read the shot; 0 = not yet. */
  readonly receivedAt = new Map<number, Float64Array>();
  readonly stats: FeedStats = {
    connected: 0,
    drops: 0,
    reconnects: 0,
    duplicates: 0,
    outOfOrder: 0,
    contractViolations: 0,
    firstError: null,
  };
  private readonly clients: Client[];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  private stopping = false;

  constructor(
    private readonly serverUrls: string[],
    private readonly roundId: number,
    private readonly tokens: string[],
    count: number,
  ) {
    // Spread over the servers: client i talks to server i mod K.
    this.clients = Array.from({ length: count }, (_, index) => ({
      index,
      url: serverUrls[index % serverUrls.length]!,
      lastSeq: 0,
      request: null,
    }));
  }

  get count(): number {
    return this.clients.length;
  }

  /** Opens every connection, a few hundred at a time, and resolves when each has answered. */
  async open(): Promise<void> {
    for (let start = 0; start < this.clients.length; start += OPEN_AT_ONCE) {
      const batch = this.clients.slice(start, start + OPEN_AT_ONCE);
      await Promise.all(batch.map((client) => this.connect(client)));
    }
  }

  /** How many clients have not yet read `seq`. */
  missing(seq: number): number {
    const times = this.receivedAt.get(seq);
    if (!times) return this.clients.length;
    let missing = 0;
    for (const t of times) if (t === 0) missing += 1;
    return missing;
  }

  close(): void {
    this.stopping = true;
    for (const client of this.clients) client.request?.destroy();
    this.agent.destroy();
  }

  private error(message: string) {
    this.stats.firstError ??= message;
  }

  private connect(client: Client): Promise<void> {
    return new Promise((resolve) => {
      const url = new URL('/api/lotto/yeekee/stream', client.url);
      url.searchParams.set('round_id', String(this.roundId));
      url.searchParams.set('after_seq', String(client.lastSeq));
      let answered = false;
      const settle = () => {
        if (!answered) {
          answered = true;
          resolve();
        }
      };
      const request = http.get(
        url,
        {
          agent: this.agent,
          headers: {
            accept: 'text/event-stream',
            authorization: `Bearer ${this.tokens[client.index % this.tokens.length]}`,
          },
        },
        (res) => {
          res.setEncoding('utf8');
          if (res.statusCode !== 200) {
            let body = '';
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => {
              this.error(`stream answered HTTP ${res.statusCode}: ${body.slice(0, 300)}`);
              settle();
            });
            return;
          }
          this.stats.connected += 1;
          settle();
          let buffer = '';
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              this.onEvent(client, buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
            }
          });
          res.on('close', () => {
            this.stats.connected -= 1;
            this.reconnect(client);
          });
        },
      );
      client.request = request;
      request.on('error', (err) => {
        if (!this.stopping) this.error(`stream: ${err.message}`);
        settle();
        if (!answered) this.reconnect(client);
      });
    });
  }

  private reconnect(client: Client) {
    if (this.stopping) return;
    this.stats.drops += 1;
    setTimeout(() => {
      if (this.stopping) return;
      this.stats.reconnects += 1;
      void this.connect(client);
    }, RECONNECT_DELAY_MS);
  }

  private onEvent(client: Client, block: string) {
    const now = performance.now();
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('data:')) data += line.slice(line[5] === ' ' ? 6 : 5);
    }
    if (data === '') return; // a comment (keep-alive) or a bare id/event line
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      this.error(`feed sent data that is not JSON: ${data.slice(0, 200)}`);
      return;
    }
    if (client.index === 0 && !yeekeeStreamEvent.safeParse(event).success) {
      this.stats.contractViolations += 1;
      this.error(`feed event outside the contract: ${data.slice(0, 200)}`);
    }
    const shot = event as { type?: string; shot?: { seq?: unknown } };
    if (shot.type !== 'shot' || typeof shot.shot?.seq !== 'number') return;
    const seq = shot.shot.seq;
    let times = this.receivedAt.get(seq);
    if (!times) {
      times = new Float64Array(this.clients.length);
      this.receivedAt.set(seq, times);
    }
    if (times[client.index] !== 0) this.stats.duplicates += 1;
    else times[client.index] = now;
    if (seq < client.lastSeq) this.stats.outOfOrder += 1;
    else client.lastSeq = seq;
  }
}
