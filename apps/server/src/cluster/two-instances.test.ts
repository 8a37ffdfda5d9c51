import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_CHANNELS } from '@ug99/contract';
import type { MemberEvent, YeekeeStreamEvent } from '@ug99/contract';
import { signWebhook } from '@ug99/sandbox-gateway';
import { dropDatabase } from '#db/admin.ts';
import { openPostgres } from '#db/client.ts';
import type { Database } from '#db/client.ts';
import { ledgerTransfers, lottoRounds } from '#db/schema/index.ts';
import { checkInvariants } from '#ledger';
import { createBenchDatabase, startServer, stopServer } from '#lotto/bench/yeekee-servers.ts';
import type { BenchServer } from '#lotto/bench/yeekee-servers.ts';
import { readEventStream } from '#testing/event-stream.ts';
import { openTestRound } from '#testing/lotto.ts';
import { newRegistration } from '#testing/members.ts';
import { paymentEventBody, TEST_GATEWAY_SECRET } from '#testing/payments.ts';

/**
 * Two real server processes (src/main.ts, as `npm run cluster` starts them) on one PostgreSQL database
 * and one Redis: whatever instance a request reaches, the site behaves as one (docs/DEPLOY.md#what-the-
 * instances-share). Each instance runs with TRUST_PROXY=true, as behind nginx, so every test sends its
 * own X-Forwarded-For and the per-address limits of one test never touch another.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

type Instance = BenchServer & { lines: string[] };

/** A JSON call to one instance from a given client address. */
async function call<T = Record<string, unknown>>(
  instance: Instance,
  ip: string,
  url: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${instance.url}${url}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-forwarded-for': ip,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as { error: number; data: T; message: string } };
}

async function register(instance: Instance, ip: string) {
  const form = newRegistration();
  const { body } = await call<{ access_token: string }>(instance, ip, '/api/register', { body: form });
  expect(body, JSON.stringify(body)).toMatchObject({ error: 0 });
  return { ...form, token: body.data.access_token };
}

/** The `done` counts an instance logged for one job (src/jobs/runner.ts logs each run that did work). */
function jobDone(instance: Instance, job: string): number {
  let total = 0;
  for (const line of instance.lines.join('').split('\n')) {
    if (!line.includes('"job ran"')) continue;
    const entry = JSON.parse(line) as { job?: string; done?: number };
    if (entry.job === job) total += entry.done ?? 0;
  }
  return total;
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** An SSE client: each `data:` event with the moment it arrived. */
async function listen(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const events: { at: number; event: YeekeeStreamEvent }[] = [];
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, cut)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buffer = buffer.slice(cut + 2);
          if (data) events.push({ at: performance.now(), event: JSON.parse(data.slice(6)) });
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  return { res, events, close: () => controller.abort() };
}

describe.runIf(adminUrl && redisUrl)('two server instances on one PostgreSQL and one Redis', () => {
  let bench: { name: string; url: string };
  let database: Database;
  const instances: Instance[] = [];
  const a = () => instances[0]!;
  const b = () => instances[1]!;

  beforeAll(async () => {
    bench = await createBenchDatabase(adminUrl!);
    // One after the other, as `npm run cluster` does: the first migrates and seeds the empty database.
    for (let i = 0; i < 2; i++) {
      const lines: string[] = [];
      const server = await startServer(
        { databaseUrl: bench.url, redisUrl: redisUrl! },
        {
          env: {
            TRUST_PROXY: 'true',
            LOG_LEVEL: 'info',
            GATEWAY_SECRET: TEST_GATEWAY_SECRET,
            SANDBOX_GATEWAY: 'true',
          },
          onOutput: (text) => lines.push(text),
        },
      );
      instances.push({ ...server, lines });
    }
    database = openPostgres(bench.url);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((s) => stopServer(s)));
    if (database) {
      expect(await checkInvariants(database.db)).toEqual([]);
      await database.close();
    }
    if (bench) await dropDatabase(adminUrl!, bench.name);
  }, 60_000);

  it('counts login failures of one address across both instances', async () => {
    const ip = '10.71.0.1';
    const m = await register(a(), ip);
    const login = (instance: Instance, password: string) =>
      call(instance, ip, '/api/login', { body: { username: m.phone, password } });
    // LOGIN_MAX_FAILURES_PER_ACCOUNT_IP is 5: three failures on A and two on B make five.
    for (let i = 0; i < 5; i++) {
      expect((await login(i % 2 === 0 ? a() : b(), `wrong-${i}-pass`)).body.error).toBe(3006);
    }
    expect((await login(b(), m.password)).body.error).toBe(3007);
    expect((await login(a(), m.password)).body.error).toBe(3007);
    // Another address is not held back by this one's failures: the limit is per address, read from
    // X-Forwarded-For behind the proxy.
    expect(
      (await call(a(), '10.71.0.2', '/api/login', { body: { username: m.phone, password: m.password } })).body
        .error,
    ).toBe(0);
  });

  it('accepts on one instance a session created on the other, and ends it everywhere on logout', async () => {
    const ip = '10.72.0.1';
    const m = await register(b(), ip);
    const login = await call<{ access_token: string }>(a(), ip, '/api/login', {
      body: { username: m.phone, password: m.password },
    });
    expect(login.body.error).toBe(0);
    const token = login.body.data.access_token;
    expect((await call(b(), ip, '/api/get_user_info', { token })).status).toBe(200);
    expect((await call(b(), ip, '/api/logout', { method: 'POST', token })).body.error).toBe(0);
    expect((await call(a(), ip, '/api/get_user_info', { token })).status).toBe(401);
    expect((await call(b(), ip, '/api/get_user_info', { token })).status).toBe(401);
    // The registration's own session is another one and still valid on both.
    expect((await call(a(), ip, '/api/get_user_info', { token: m.token })).status).toBe(200);
  });

  /** Opens a PromptPay deposit of `baht` on `instance`; answers its reference. */
  async function openDeposit(instance: Instance, ip: string, token: string, baht: number) {
    const channels = (
      await call<{ kind: string; sub_channels: { id: number }[] }[]>(
        instance,
        ip,
        '/api/member/payment/channels',
        { token },
      )
    ).body.data;
    const promptpay = channels.find((c) => c.kind === 'promptpay')!;
    const qr = await call<{ reference: string }>(instance, ip, '/api/payment/generate_qr', {
      token,
      body: {
        channel_id: PAYMENT_CHANNELS.promptpay.id,
        sub_channel_id: promptpay.sub_channels[0]?.id,
        amount: baht,
      },
    });
    expect(qr.body.error).toBe(0);
    return qr.body.data.reference;
  }

  /** The gateway's signed payment event for `reference`, as headers and body to post. */
  function gatewayEvent(reference: string, satang: bigint) {
    const event = paymentEventBody(`evt_cluster_${process.pid}_${reference}`, reference, satang);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'x-gateway-timestamp': String(timestamp),
      'x-gateway-signature': signWebhook(TEST_GATEWAY_SECRET, timestamp, event),
    };
    return { body: event, headers };
  }

  it('credits a deposit once when the gateway delivers its webhook to both instances at once', async () => {
    const ip = '10.73.0.1';
    const m = await register(a(), ip);
    const reference = await openDeposit(b(), ip, m.token, 500);
    const delivery = gatewayEvent(reference, 50_000n);
    // The same event five times to each instance, all in flight together.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<{ outcome: string } | null>(i % 2 ? a() : b(), ip, '/api/payment/webhook/sandbox', delivery),
      ),
    );
    const outcomes = answers.map((r) => r.body.data?.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    const credits = await database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.refId, reference));
    expect(credits).toHaveLength(1);
    const wallets = (
      await call<{ wallet_type_id: number; balance: number }[]>(a(), ip, '/api/member/wallets', {
        token: m.token,
      })
    ).body.data;
    expect(wallets.find((w) => w.wallet_type_id === 1)?.balance).toBe(500);
  });

  it("brings a deposit credited on one instance to the member's event stream on the other within a second", async () => {
    const ip = '10.74.0.1';
    const m = await register(a(), ip);
    const reference = await openDeposit(a(), ip, m.token, 300);
    const stream = await readEventStream<MemberEvent>(`${b().url}/api/member/events`, {
      authorization: `Bearer ${m.token}`,
      'x-forwarded-for': ip,
    });
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await stream.opened;
    const answer = await call<{ outcome: string }>(
      a(),
      ip,
      '/api/payment/webhook/sandbox',
      gatewayEvent(reference, 30_000n),
    );
    const answered = performance.now();
    expect(answer.body.data.outcome).toBe('credited');
    const main = { type: 'balance', wallet_type_id: 1, balance: 300 };
    // A credit publishes every wallet of the member; the main wallet's carries the deposit.
    await stream.until(
      () => stream.events.some((e) => e.type === 'balance' && e.wallet_type_id === 1),
      1_000,
    );
    expect(performance.now() - answered).toBeLessThan(1_000);
    expect(stream.events.filter((e) => e.type === 'balance' && e.wallet_type_id === 1)).toEqual([main]);
    stream.close();
  });

  it('settles each due round once while both instances run their jobs', async () => {
    const long = new Date(Date.now() - 3 * 3_600_000);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await openTestRound(database.db, { now: long, code: 'hanoi', status: 'closed' })).roundId);
    }
    // All due in the same instant, so both instances' settle jobs (every 5 s) find them together.
    await database.db
      .update(lottoRounds)
      .set({ status: 'resulted', result: { top3: '123', bottom2: '45' } })
      .where(inArray(lottoRounds.id, ids));
    const settledIn = async (which?: number[]) =>
      (
        await database.db
          .select({ id: lottoRounds.id })
          .from(lottoRounds)
          .where(
            which
              ? and(eq(lottoRounds.status, 'settled'), inArray(lottoRounds.id, which))
              : // The demo results history is inserted settled at start-up, by no job (docs/rules/lotto.md#demo-results).
                and(eq(lottoRounds.status, 'settled'), eq(lottoRounds.demo, false)),
          )
      ).length;
    await until(async () => (await settledIn(ids)) === ids.length, 15_000, 'the rounds to settle');
    // The run that settled them logs after its last write; let both instances finish their turn.
    await new Promise((r) => setTimeout(r, 1_500));
    const total = await settledIn();
    // Every round settled in this database, ours and any yeekee round that resulted meanwhile, was
    // counted by exactly one instance's job: two instances settling one round would count it twice.
    expect(jobDone(a(), 'lotto:settle-rounds') + jobDone(b(), 'lotto:settle-rounds')).toBe(total);
    expect(total).toBeGreaterThanOrEqual(ids.length);
  }, 30_000);

  it('brings a yeekee shot accepted by one instance to a feed client of the other within a second', async () => {
    const ip = '10.75.0.1';
    const { roundId } = await openTestRound(database.db, { now: new Date(), code: 'yeekee' });
    const feed = await listen(`${b().url}/api/lotto/yeekee/stream?round_id=${roundId}`);
    expect(feed.res.headers.get('content-type')).toContain('text/event-stream');
    const m = await register(a(), ip);
    await new Promise((r) => setTimeout(r, 200));
    const answered = performance.now();
    const shot = await call(a(), ip, '/api/lotto/yeekee/shoot_number', {
      token: m.token,
      body: { round_id: roundId, number: '12345' },
    });
    expect(shot.body.error).toBe(0);
    await until(
      () => feed.events.some((e) => e.event.type === 'shot'),
      1_000,
      'the shot on the other instance',
    );
    const arrived = feed.events.find((e) => e.event.type === 'shot')!;
    expect(arrived.event).toMatchObject({ type: 'shot', shot: { seq: 1 } });
    expect(arrived.at - answered).toBeLessThan(1_000);
    feed.close();
  });
});
