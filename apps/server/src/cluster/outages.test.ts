import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#db/client.ts';
import { ledgerTransfers } from '#db/schema/index.ts';
import { rowsOf } from '#db/rows.ts';
import { createJobRunner } from '#jobs/runner.ts';
import type { Job, JobRunner } from '#jobs/runner.ts';
import { checkInvariants } from '#ledger';
import { createLogger } from '#logger';
import { CACHE_INVALIDATION_CHANNEL } from '#shared/cache/invalidation.ts';
import { systemClock } from '#shared/clock.ts';
import { createRedisLink } from '#shared/redis.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import type { TestDatabase } from '#testing/databases.ts';
import { fundedMember, gamesConfig, launchToken, providerClient } from '#testing/games.ts';
import type { Player } from '#testing/games.ts';
import { openTestRound } from '#testing/lotto.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';
import { createThrottleStore } from '#throttle/index.ts';

/**
 * The server outlives its dependencies (docs/OPERATIONS.md): PostgreSQL connections ended under it and
 * Redis killed mid-burst, on the CI machine's shared servers without restarting them. Only this file's
 * own database's backends are terminated, and Redis is a private redis-server on a port of its own.
 */

/**
 * Every call answers (success or "try again") within this, whatever the dependency is doing: a refused
 * connection answers at once and one that hangs is given up after 3 s (CONNECT_TIMEOUT_MS); the rest is
 * room for a loaded CI machine. Before the fix, calls hung until the process died.
 */
const ANSWER_BOUND_MS = 5_000;
/**
 * With Redis gone, nothing waits on it much longer than its command timeout (500 ms); the rest is room
 * for a login's password hash on a loaded machine. Before the fix, shots waited about 10 s.
 */
const REDIS_BOUND_MS = 2_500;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Polls a real condition (no fixed sleeps): resolves once `check` holds, fails after `withinMs`. */
async function until(check: () => Promise<boolean> | boolean, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Call = (name: string, body: object) => Promise<Record<string, unknown> & { status: string }>;

async function session(t: TestApp, call: Call, satang: bigint): Promise<{ player: Player; token: string }> {
  const player = await fundedMember(t, satang);
  const auth = await call('authenticate', { launch_token: await launchToken(t, player) });
  return { player, token: auth.session_token as string };
}

describe('with PostgreSQL out of reach', () => {
  // A port nothing listens on: every connection is refused at once, as while PostgreSQL restarts.
  /** What the database's own listeners write (main.ts gives them the server's logger). */
  const databaseLogs: Record<string, unknown>[] = [];
  const unreachable: TestDatabase = {
    kind: 'postgres',
    create: async () =>
      openPostgres(
        'postgres://postgres@127.0.0.1:9/ug99_nowhere',
        createLogger('info', { write: (line: string) => void databaseLogs.push(JSON.parse(line)) }),
      ),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(unreachable, {
      seed: false,
      config: { ...gamesConfig(), ...paymentsConfig() },
    });
  });
  afterAll(() => t.close());

  it('answers member calls at once with HTTP 503 and the Thai "try again" message', async () => {
    const { value: res, ms } = await timed(() => asMember(t, 'a'.repeat(43)).get('/api/member/wallets'));
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ error: 1004, data: null, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' });
  });

  it('answers the provider its retryable INTERNAL_ERROR and the gateway a 503 it retries', async () => {
    const call = providerClient(t, systemClock);
    expect(await call('balance', { session_token: 'x'.repeat(32) })).toEqual({ status: 'INTERNAL_ERROR' });
    const webhook = await postWebhook(t, paymentEventBody('evt-outage', 'R1', 100_00n));
    expect(webhook.statusCode).toBe(503);
    expect(webhook.json().error).toBe(1004);
  });

  it('keeps /api/health answering and says the database is down', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: 1004,
      data: {
        status: 'unavailable',
        database: 'postgres',
        dependencies: { database: 'down', redis: 'not_configured' },
      },
    });
  });

  it('writes one warning for the outage and backs the jobs off instead of failing them each turn', async () => {
    let runs = 0;
    const job: Job = { name: 'outage-probe', everyMs: 0, run: async () => (runs++, 0) };
    const runner = createJobRunner({
      database: t.database,
      clock: systemClock,
      jobs: [job],
      logger: t.app.log as never,
    });
    for (let i = 0; i < 5; i++) await runner.runDue();
    await runner.stop();
    expect(runs).toBe(0);
    const lines = t.logs.filter((l) => typeof l.msg === 'string');
    expect(lines.filter((l) => String(l.msg).startsWith('jobs paused'))).toHaveLength(1);
    expect(lines.filter((l) => l.msg === 'job failed')).toHaveLength(0);
    // Every call above failed to connect; the database said so once.
    expect(databaseLogs.filter((l) => String(l.msg).startsWith('PostgreSQL unreachable'))).toHaveLength(1);
    expect(lines.filter((l) => l.level === 50).map((l) => l.msg)).toEqual([]);
  });
});

const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL backends terminated during a burst', () => {
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;
  let runner: JobRunner;
  let call: Call;
  let jobRuns = 0;

  /** The process ids of the pool's connections it has discarded (its public 'remove' event). */
  const removedPids = new Set<number>();

  /**
   * Ends every connection to this file's own database, and no other; answers their process ids. (The
   * termination is in the select list: in the WHERE clause it could run before the database filter.)
   */
  async function terminateOwnBackends(): Promise<number[]> {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [databaseName],
    );
    return rows.map((r) => r.pid);
  }

  beforeAll(async () => {
    if (!postgres) throw new Error('TEST_DATABASE_URL is set but no PostgreSQL target was found');
    t = await createTestApp(postgres, { config: gamesConfig() });
    if (t.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    databaseName = new URL(String(t.database.pool.options.connectionString)).pathname.slice(1);
    // Every connection of the app's database is one of its pool's (the job runner's locks included).
    t.database.pool.on('remove', (client: pg.PoolClient & { processID?: number }) => {
      if (client.processID) removedPids.add(client.processID);
    });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    admin.on('error', () => undefined);
    await admin.connect();
    call = providerClient(t, systemClock) as Call;
    // A job that holds its lock's connection for a while, so terminations land while it is held.
    const job: Job = {
      name: 'outage-burst-probe',
      everyMs: 0,
      run: async ({ db }) => {
        await db.execute(sql`select pg_sleep(0.02)`);
        jobRuns++;
        return 0;
      },
    };
    runner = createJobRunner({
      database: t.database,
      clock: systemClock,
      jobs: [job],
      logger: t.app.log as never,
    });
  });
  afterAll(async () => {
    await runner?.stop();
    await admin?.end();
    await t?.close();
  });

  it('stays up, answers every call in time, applies each acknowledged bet once and balances', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => session(t, call, 1_000_00n)));
    const acknowledged: { tx: string; memberId: number }[] = [];
    const answers: { status: string; ms: number }[] = [];
    let stop = false;

    const bettor = async ({ player, token }: { player: Player; token: string }, n: number) => {
      for (let i = 0; !stop; i++) {
        const tx = `outage-${n}-${i}`;
        const body = {
          session_token: token,
          transaction_id: tx,
          round_id: `r-${tx}`,
          game_id: 'slot-golden-reels',
          amount: 1_00,
        };
        const { value, ms } = await timed(() => call('bet', body));
        answers.push({ status: value.status, ms });
        if (value.status === 'OK') acknowledged.push({ tx, memberId: player.memberId });
        // A refused bet may be retried with its id: the answer is the first one, money moves once.
        else if (value.status === 'INTERNAL_ERROR') {
          const retry = await timed(() => call('bet', body));
          answers.push({ status: retry.value.status, ms: retry.ms });
          if (retry.value.status === 'OK') acknowledged.push({ tx, memberId: player.memberId });
        }
      }
    };
    const reader = async () => {
      const m = players[0]!.player;
      while (!stop) {
        const { value: res, ms } = await timed(() => asMember(t, m.token).get('/api/member/wallets'));
        answers.push({ status: String(res.statusCode), ms });
      }
    };
    const jobs = async () => {
      while (!stop) await runner.runDue();
    };
    const burst = Promise.all([...players.map((p, n) => bettor(p, n)), reader(), jobs()]);

    let terminated = 0;
    for (let round = 0; round < 4; round++) {
      const before = acknowledged.length;
      // Work goes on between the faults: wait for it, not for a time.
      await until(() => acknowledged.length >= before + 15);
      terminated += (await terminateOwnBackends()).length;
    }
    const beforeStop = jobRuns;
    await until(() => jobRuns > beforeStop && acknowledged.length > 60);
    stop = true;
    await burst;

    expect(terminated).toBeGreaterThan(4);
    // Every call answered, each with success or the documented "try again", within the bound.
    for (const a of answers) expect(['OK', 'INTERNAL_ERROR', '200', '503']).toContain(a.status);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(ANSWER_BOUND_MS);

    // The last fault: once the server has seen its connections end, the first call after it succeeds.
    const ended = await terminateOwnBackends();
    // The server has seen each ended connection end: its pool has discarded every one of them. (Counting
    // the pool's connections against the backends PostgreSQL lists was not that: a terminated backend is
    // listed until its process exits, so the counts could match while the pool still held a dead one, and
    // the first call took it and answered 503; seen once in five full runs.)
    await until(() => ended.every((pid) => removedPids.has(pid)));
    const first = await asMember(t, players[1]!.player.token).get('/api/member/wallets');
    expect(first.statusCode).toBe(200);
    expect(first.json().error).toBe(0);
    const bet = await call('bet', {
      session_token: players[1]!.token,
      transaction_id: 'outage-after',
      round_id: 'r-outage-after',
      game_id: 'slot-golden-reels',
      amount: 1_00,
    });
    expect(bet.status).toBe('OK');

    // Every acknowledged bet is in the ledger exactly once.
    const keys = await t.database.db
      .select({ key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, 'game:demo:outage-%'));
    const counted = new Map<string, number>();
    for (const { key } of keys) counted.set(key, (counted.get(key) ?? 0) + 1);
    // (The key is unique in the table; this shows each acknowledged bet is there.)
    for (const { tx } of acknowledged) expect(counted.get(`game:demo:${tx}`)).toBe(1);
    expect(await checkInvariants(t.database.db)).toEqual([]);

    // Jobs ran through it, and no fault was logged as an error (the outage has its warnings).
    const jobsAfter = jobRuns;
    await runner.runDue();
    expect(jobRuns).toBe(jobsAfter + 1);
    expect(
      t.logs.filter((l) => l.level === 50 && l.msg !== 'request failed' && l.msg !== 'provider call failed'),
    ).toEqual([]);
    expect(t.logs.filter((l) => l.msg === 'request failed' || l.msg === 'provider call failed')).toEqual([]);
  }, 60_000);
});

const redisServer = '/usr/bin/redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A private Redis on `port`, gone with the test; never the shared one. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => undefined);
  await until(async () => {
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    }
  });
  probe.disconnect();
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe.runIf(postgres && existsSync(redisServer) && spawnSync(redisServer, ['--version']).status === 0)(
  'a private Redis killed during a burst',
  () => {
    let t: TestApp;
    let port: number;
    let redis: ChildProcess;
    let redisUrl: string;

    beforeAll(async () => {
      port = await freePort();
      redisUrl = `redis://127.0.0.1:${port}`;
      redis = await startRedis(port);
      const members = {
        ...(await import('#config')).loadConfig({ NODE_ENV: 'test' }).members,
        checkAccountMaxPerIp: 100_000,
      };
      t = await createTestApp(postgres!, {
        config: { ...gamesConfig(), members, redisUrl },
        throttleStore: createThrottleStore(createRedisLink(redisUrl), systemClock),
      });
    });
    afterAll(async () => {
      await t?.close();
      if (redis) await stopRedis(redis);
    });

    const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().data;

    it('answers within the bound without Redis, falls back, and catches up when it returns', async () => {
      const call = providerClient(t, systemClock) as Call;
      const { roundId } = await openTestRound(t.database.db, { now: new Date(), code: 'yeekee' });
      const shooters = await Promise.all(Array.from({ length: 12 }, () => registerMember(t)));
      const { token } = await session(t, call, 1_000_00n);
      const answers: { what: string; ok: boolean; ms: number }[] = [];
      let shot = 0;
      let bet = 0;
      const step = async () => {
        const m = shooters[shot % shooters.length]!;
        const s = await timed(() =>
          asMember(t, m.token).post('/api/lotto/yeekee/shoot_number', {
            round_id: roundId,
            number: String(10000 + shot),
          }),
        );
        shot++;
        answers.push({ what: 'shoot', ok: s.value.json().error === 0, ms: s.ms });
        const b = await timed(() =>
          call('bet', {
            session_token: token,
            transaction_id: `redis-${bet}`,
            round_id: `rr-${bet}`,
            game_id: 'slot-golden-reels',
            amount: 1_00,
          }),
        );
        bet++;
        answers.push({ what: 'bet', ok: b.value.status === 'OK', ms: b.ms });
        const l = await timed(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { username: m.phone, password: m.password },
          }),
        );
        answers.push({ what: 'login', ok: l.value.json().error === 0, ms: l.ms });
      };

      for (let i = 0; i < 3; i++) await step();
      expect((await health()).dependencies.redis).toBe('up');

      await stopRedis(redis);
      // Wait for the server to notice, not for a time.
      await until(async () => (await health()).dependencies.redis === 'down');
      for (let i = 0; i < 6; i++) await step();
      const changed = await timed(() => t.app.contentChanged());
      expect(changed.ms).toBeLessThan(REDIS_BOUND_MS);

      // The new Redis starts on a port of its own, where the listener subscribes, and only then moves to the
      // server's (CONFIG SET port keeps the listener's connection): the server reconnects on its own timer
      // and re-sends at once, so a listener that subscribed after Redis was reachable could miss the message
      // and wait forever, as it did once beside a second `npm test`.
      const staging = await freePort();
      redis = await startRedis(staging);
      const listener = new Redis(`redis://127.0.0.1:${staging}`);
      listener.on('error', () => undefined);
      const resent = new Promise<void>((resolve) => listener.on('message', () => resolve()));
      await listener.subscribe(
        createRedisLink(redisUrl, undefined, t.config.redisNamespace).name(CACHE_INVALIDATION_CHANNEL),
      );
      const admin = new Redis(`redis://127.0.0.1:${staging}`);
      await admin.config('SET', 'port', String(port));
      admin.disconnect();
      await until(async () => (await health()).dependencies.redis === 'up');
      // The change made while Redis was away goes out once it is back.
      await resent;
      listener.disconnect();

      // The first calls after it succeed.
      await step();
      expect(answers.slice(-3).every((a) => a.ok)).toBe(true);
      expect(answers.every((a) => a.ok)).toBe(true);
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(REDIS_BOUND_MS);

      // Every acknowledged bet once, the ledger balanced, every shot numbered once.
      const keys = await t.database.db
        .select({ key: ledgerTransfers.idempotencyKey })
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, 'game:demo:redis-%'));
      const wanted = new Set(Array.from({ length: bet }, (_, i) => `game:demo:redis-${i}`));
      expect(keys.filter((k) => wanted.has(k.key))).toHaveLength(bet);
      expect(await checkInvariants(t.database.db)).toEqual([]);
      const [shots] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from yeekee_shots where round_id = ${roundId}`,
        ),
      );
      expect(shots?.n).toBe(shot);

      // One warning when it went, one line when it returned: not one per attempt.
      const said = (start: string) => t.logs.filter((l) => String(l.msg).startsWith(start)).length;
      expect(said('Redis unreachable')).toBe(1);
      expect(said('Redis reachable again')).toBe(1);
      expect(t.logs.filter((l) => l.level === 50).map((l) => JSON.stringify(l))).toEqual([]);
    }, 60_000);
  },
);
