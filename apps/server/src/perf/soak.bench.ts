/**
 * `npm run soak [-- --minutes N] [--workers W] [--postgres] [--json]` (docs/PERFORMANCE.md#benchmarks):
 * the compiled server under mixed member traffic for N minutes (default 30): page views (the HTML and
 * the content calls), logins, deposits through the sandbox gateway's signed webhook, lotto bills and
 * slot rounds through the seamless-wallet protocol (bet, then win). The RSS of the server's process
 * tree is sampled every 30 s and printed as a table. Fails (exit 1) when any request failed, or when
 * memory at the end is more than 10% above memory after the warm-up (the first sixth of the run, at
 * least one minute). RSS saws up and down by a quarter as the collector runs, so each side is the median
 * of a sixth of the run's samples (the sixth after the warm-up, the last sixth), not one sample. W workers (default 8), each one member, one request at a time.
 * PGlite by default; --postgres runs on a fresh database on DATABASE_URL or TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { signedProviderHeaders } from '#testing/games.ts';
import { TEST_GATEWAY_SECRET } from '#testing/payments.ts';
import { promptpaySubChannel, TrafficClient } from '../cluster/traffic.testing.ts';
import type { Member } from '../cluster/traffic.testing.ts';
import {
  freshPostgresDatabase,
  postgresBaseUrl,
  rssOfTreeMb,
  startServer,
} from '../../../../scripts/perf/server.mjs';

const SAMPLE_EVERY_MS = 30_000;
const GROWTH_LIMIT = 0.1;
const OPERATOR_TOKEN = `soak-operator-${randomUUID()}`;
const PROVIDER_SECRET = `soak-provider-${randomUUID()}`;
const FUNDING_BAHT = 50_000;

type Server = { url: string; pid: number; stop(): Promise<void>; output(): string };

/** The median RSS of some samples (the lower middle one of an even count). */
function medianRss(samples: { rssMb: number }[]): number {
  const sorted = samples.map((s) => s.rssMb).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  const n = at === -1 ? fallback : Number(argv[at + 1]);
  if (!(n > 0)) throw new Error(`--${name} takes a positive number`);
  return n;
};
const minutes = option('minutes', 30);
const workers = Math.round(option('workers', 8));
const json = argv.includes('--json');
const say = (line = '') => !json && process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Runs an operator command through the server's operator API; answers its --json output. */
async function operator(server: Server, command: string, flags: Record<string, string>) {
  const res = await fetch(`${server.url}/api/operator/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}` },
    body: JSON.stringify({ command, args: [], flags: { ...flags, json: true, operator: 'soak' } }),
  });
  const body = (await res.json()) as { data?: { exit_code: number; out: string[]; err: string[] } };
  if (body.data?.exit_code !== 0) throw new Error(`${command}: ${JSON.stringify(body)}`);
  return JSON.parse(body.data.out.join('\n')) as Record<string, unknown>;
}

/** Slot rounds through the seamless-wallet protocol, as the demo provider sends them. */
class SlotPlayer {
  private session: string | undefined;
  failures: string[] = [];
  requests = 0;

  constructor(
    private readonly base: string,
    private readonly member: Member,
  ) {}

  private async call(call: string, body: object) {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    this.requests += 1;
    const res = await fetch(`${this.base}/api/provider/demo/${call}`, {
      method: 'POST',
      headers: signedProviderHeaders(PROVIDER_SECRET, timestamp, raw),
      body: raw,
    });
    const answer = (await res.json()) as { status?: string; session_token?: string };
    if (res.status !== 200 || answer.status !== 'OK')
      this.failures.push(`provider ${call}: ${JSON.stringify(answer)}`);
    return answer;
  }

  private async member_(method: string, url: string, body?: object) {
    this.requests += 1;
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.member.token}` },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await res.json()) as { error: number; data: Record<string, unknown> & { id?: number }[] };
    if (answer.error !== 0) this.failures.push(`${url}: ${JSON.stringify(answer)}`);
    return answer;
  }

  private async open() {
    const wallets = await this.member_('GET', '/api/member/wallets');
    const walletId = (wallets.data as unknown as { id: number }[])[0]?.id;
    const link = await this.member_('POST', '/api/game/link', {
      wallet_id: walletId,
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      is_mobile: true,
      source: 'slot',
    });
    const token = new URL(String((link.data as unknown as { link: string }).link)).searchParams.get('token');
    const auth = await this.call('authenticate', { launch_token: token });
    this.session = auth.session_token;
  }

  /** One round: a 1 ฿ bet and a win of 0 or 2 ฿. */
  async play() {
    if (!this.session) await this.open();
    const round = `soak-${randomUUID()}`;
    const base = { session_token: this.session, round_id: round, game_id: 'slot-golden-reels' };
    await this.call('bet', { ...base, transaction_id: `${round}-b`, amount: 100 });
    await this.call('win', {
      ...base,
      transaction_id: `${round}-w`,
      amount: Math.random() < 0.4 ? 200 : 0,
      round_closed: true,
    });
  }
}

async function main() {
  const onPostgres = argv.includes('--postgres');
  const database = onPostgres ? await freshPostgresDatabase(postgresBaseUrl(), 'soak') : undefined;
  const server: Server = await startServer({
    database: database?.url ?? 'pglite',
    env: {
      NODE_ENV: 'production',
      DEMO_MEMBER: 'false',
      SANDBOX_GATEWAY: 'true',
      GATEWAY_SECRET: TEST_GATEWAY_SECRET,
      OPERATOR_TOKEN,
      PROVIDER_SECRET,
      // Every worker registers from 127.0.0.1.
      CHECK_ACCOUNT_MAX_PER_IP: '1000000',
      CHECK_ACCOUNT_MAX_PER_TARGET: '1000000',
    },
  });
  try {
    // A lotto round open for bills for the whole run.
    const closeAt = new Date(Date.now() + (minutes + 60) * 60_000);
    closeAt.setUTCSeconds(17, 0);
    const added = await operator(server, 'lotto:round:add', {
      category: 'hanoi',
      'close-at': closeAt.toISOString(),
      title: 'soak',
    });
    const roundId = Number((added.round as { round_id?: number } | undefined)?.round_id);
    if (!Number.isInteger(roundId)) throw new Error(`lotto:round:add answered ${JSON.stringify(added)}`);

    const registrar = new TrafficClient(server.url, TEST_GATEWAY_SECRET, roundId, 0);
    const members: Member[] = [];
    for (let i = 0; i < workers; i++) members.push(await registrar.register());
    const subChannel = await promptpaySubChannel(server.url, members[0]!.token);
    const funding = new TrafficClient(server.url, TEST_GATEWAY_SECRET, roundId, subChannel);
    for (const m of members) await funding.deposit(m, FUNDING_BAHT);
    const setupFailures = [...registrar.samples, ...funding.samples].filter((s) => !s.ok);
    if (setupFailures.length) throw new Error(`set-up failed: ${JSON.stringify(setupFailures.slice(0, 3))}`);

    const clients = members.map(
      () => new TrafficClient(server.url, TEST_GATEWAY_SECRET, roundId, subChannel),
    );
    const players = members.map((m) => new SlotPlayer(server.url, m));
    const samples: { minute: number; rssMb: number; requests: number }[] = [];
    const requests = () =>
      clients.reduce((n, c) => n + c.samples.length, 0) + players.reduce((n, p) => n + p.requests, 0);
    const started = Date.now();
    const endAt = started + minutes * 60_000;
    samples.push({ minute: 0, rssMb: rssOfTreeMb(server.pid), requests: 0 });
    say(`Soak: ${minutes} min, ${workers} members, ${onPostgres ? 'PostgreSQL' : 'PGlite'}; load ${load()}`);
    say(`${'minute'.padStart(6)} ${'RSS MB'.padStart(7)} ${'requests'.padStart(9)}  load`);
    say(`${'0.0'.padStart(6)} ${String(samples[0]!.rssMb).padStart(7)} ${'0'.padStart(9)}  ${load()}`);
    const sampler = setInterval(() => {
      const sample = {
        minute: (Date.now() - started) / 60_000,
        rssMb: rssOfTreeMb(server.pid),
        requests: requests(),
      };
      samples.push(sample);
      say(
        `${sample.minute.toFixed(1).padStart(6)} ${String(sample.rssMb).padStart(7)} ${String(sample.requests).padStart(9)}  ${load()}`,
      );
    }, SAMPLE_EVERY_MS);

    await Promise.all(
      members.map(async (m, i) => {
        const client = clients[i]!;
        const player = players[i]!;
        while (Date.now() < endAt) {
          const pick = Math.random();
          if (pick < 0.5) await client.browse();
          else if (pick < 0.7) await player.play();
          else if (pick < 0.85) await client.bet(m);
          else if (pick < 0.95) await client.deposit(m, 100);
          else await client.login(m);
        }
      }),
    );
    clearInterval(sampler);
    const last = {
      minute: (Date.now() - started) / 60_000,
      rssMb: rssOfTreeMb(server.pid),
      requests: requests(),
    };
    samples.push(last);

    const warmUpMinutes = Math.max(1, minutes / 6);
    const afterWarmUp = medianRss(
      samples.filter((s) => s.minute >= warmUpMinutes - 0.1 && s.minute <= 2 * warmUpMinutes + 0.1),
    );
    const atEnd = medianRss(samples.filter((s) => s.minute >= last.minute - warmUpMinutes - 0.1));
    const growth = (atEnd - afterWarmUp) / afterWarmUp;
    const failures = [
      ...clients.flatMap((c) => c.samples.filter((s) => !s.ok).map((s) => s.failure ?? 'failed')),
      ...players.flatMap((p) => p.failures),
    ];
    const verdict = {
      minutes,
      workers,
      database: onPostgres ? 'postgres' : 'pglite',
      requests: last.requests,
      requests_per_second: Math.round(last.requests / ((Date.now() - started) / 1000)),
      failed: failures.length,
      first_failures: failures.slice(0, 5),
      warm_up_minutes: warmUpMinutes,
      rss_after_warm_up_mb: afterWarmUp,
      rss_at_end_mb: atEnd,
      rss_max_mb: Math.max(...samples.map((s) => s.rssMb)),
      growth_after_warm_up: Math.round(growth * 1000) / 10,
      samples,
      load: load(),
    };
    if (json) process.stdout.write(`${JSON.stringify(verdict)}\n`);
    else {
      say(
        `${last.minute.toFixed(1).padStart(6)} ${String(last.rssMb).padStart(7)} ${String(last.requests).padStart(9)}  ${load()}`,
      );
      say();
      say(`${verdict.requests} requests (${verdict.requests_per_second}/s), ${verdict.failed} failed`);
      for (const f of verdict.first_failures) say(`  ${f}`);
      say(
        `RSS median after warm-up (${warmUpMinutes.toFixed(1)} min) ${afterWarmUp} MB, over the last ` +
          `${warmUpMinutes.toFixed(1)} min ${atEnd} MB: ` +
          `${verdict.growth_after_warm_up}% (limit ${GROWTH_LIMIT * 100}%); max ${verdict.rss_max_mb} MB`,
      );
    }
    if (failures.length > 0 || growth > GROWTH_LIMIT) process.exitCode = 1;
  } catch (err) {
    console.error(server.output().slice(-3000));
    throw err;
  } finally {
    await server.stop();
    await database?.drop();
  }
}

await main();
