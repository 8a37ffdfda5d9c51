// Pieces of `npm run bench:provider`: ports, waiting, percentiles, and players made the way a member
// and an operator would make them (site API, operator command line, game link, protocol authenticate).
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ProtocolClient } from '../src/protocol/client.ts';

const root = path.resolve(import.meta.dirname, '../../..');

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

/** One funded member per session: registered, credited 1,000 baht by the operator, game opened. */
export async function registerAndOpen(
  baseUrl: string,
  env: NodeJS.ProcessEnv,
  count: number,
  client: ProtocolClient,
): Promise<string[]> {
  const sessions: string[] = [];
  for (let i = 0; i < count; i++) {
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
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'apps/server/src/operator/cli.ts'),
        'balance:adjust',
        phone,
        '1000',
        '--reason',
        'bench:provider',
      ],
      { cwd: root, env: { ...env, USER: 'bench' } },
    );
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
    sessions.push(answer.session_token);
  }
  return sessions;
}
