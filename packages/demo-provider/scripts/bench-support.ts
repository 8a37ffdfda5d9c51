// Pieces of `npm run bench:provider`: ports, waiting, percentiles, a keep-alive client, and players made
// the way a member and an operator would make them (site API, operator command, game link, authenticate).
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import type { ProtocolClient } from '../src/protocol/client.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function waitFor(url: string, gaveUp: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !gaveUp()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * CPU time a process has used so far (user + system), from Linux's /proc; undefined elsewhere. It is
 * what a machine shared with other work cannot inflate: the CPU one pair costs, however long it waits.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** `sorted` ascending; nearest-rank percentile. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

async function api(baseUrl: string, url: string, body?: object, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { error: number; data: unknown; message?: string };
  if (json.error !== 0) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json.data;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * A `fetch` for the protocol client on node:http with one keep-alive agent: connections are reused
 * instead of opened per call, and the client spends less of the shared CPUs than the global fetch, so
 * the benchmark measures the server, not itself.
 */
export function keepAliveFetch(maxSockets: number): typeof fetch {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (url: string, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const req = request(
        url,
        {
          agent,
          method: init.method ?? 'GET',
          headers: init.headers as Record<string, string>,
          signal: init.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            resolve({
              ok: status >= 200 && status < 300,
              status,
              json: async () => JSON.parse(text),
            } as Response);
          });
        },
      );
      req.on('error', reject);
      req.end(typeof init.body === 'string' ? init.body : undefined);
    });
  return ((url: string | URL, init?: RequestInit) => send(String(url), init)) as typeof fetch;
}

/** Runs `work` for 0..count-1, at most `parallel` at a time; results in index order. */
export async function inParallel<T>(count: number, parallel: number, work: (i: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return results;
}

type Operator = { baseUrl: string; token: string };

/**
 * One funded member with an open game session: registered through the site's API, credited 1,000
 * baht by the operator's balance:adjust (sent the way the command line sends it to a running server:
 * POST /api/operator/run with the operator token, audit-logged there), game opened through
 * POST /api/game/link and the launch token exchanged by the protocol's authenticate.
 */
async function openPlayer(operator: Operator, client: ProtocolClient): Promise<string> {
  const { baseUrl } = operator;
  const phone = `09${digits(8)}`;
  const registered = (await api(baseUrl, '/api/register', {
    phone,
    password: 'Bench-Pass-2024!',
    first_name: 'ทดสอบ',
    last_name: 'ความเร็ว',
    bank_code: 'SCB',
    bank_account_no: digits(10),
    birth_date: '1985-02-20',
    agent_code: 'ug99',
  })) as { access_token: string };
  const adjusted = (await api(
    baseUrl,
    '/api/operator/run',
    { command: 'balance:adjust', args: [phone, '1000'], flags: { reason: 'bench:provider' } },
    operator.token,
  )) as { exit_code: number; err: string[] };
  if (adjusted.exit_code !== 0) throw new Error(`balance:adjust: ${adjusted.err.join(' ')}`);
  const token = registered.access_token;
  const wallets = (await api(baseUrl, '/api/member/wallets', undefined, token)) as { id: number }[];
  const link = (await api(
    baseUrl,
    '/api/game/link',
    {
      wallet_id: wallets[0]!.id,
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      is_mobile: true,
      source: 'slot',
    },
    token,
  )) as { link: string };
  const launchToken = new URL(link.link).searchParams.get('token') ?? '';
  const answer = await client.authenticate({ launch_token: launchToken });
  if (answer.status !== 'OK' || !answer.session_token) throw new Error(`authenticate: ${answer.status}`);
  return answer.session_token;
}

/** `count` players, each one member with a funded wallet and a game session, made four at a time. */
export function openPlayers(operator: Operator, count: number, client: ProtocolClient): Promise<string[]> {
  return inParallel(count, 4, () => openPlayer(operator, client));
}
