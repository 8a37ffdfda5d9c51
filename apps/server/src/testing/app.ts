import path from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import type { Config } from '#config';
import type { Database } from '#db/client.ts';
import type { LineTokenVerifier } from '#affiliate';
import { seedDatabase } from '#seed/seed.ts';
import type { TestDatabase } from '#testing/databases.ts';
import { freshTestRedisNamespace } from '#testing/redis.ts';
import { createLogger } from '#logger';
import { systemClock } from '#shared/clock.ts';
import type { Clock } from '#shared/clock.ts';
import { createMemoryThrottleStore } from '#throttle/index.ts';
import type { ThrottleStore } from '#throttle/index.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every log line the app wrote, parsed; nothing reaches the terminal. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
};

type Options = {
  config?: Partial<Config>;
  /** Seed the ug99 demo content first (default true). */
  seed?: boolean;
  /** Runs before `ready()`, for tests that need an extra route. */
  extend?: (app: FastifyInstance) => void;
  /** The clock services read (default: the system clock). */
  clock?: Clock;
  /** Throttle counters (default: in memory, on the given clock; Redis only when a test passes it). */
  throttleStore?: ThrottleStore;
  /** Opens the operator API with this token (default: closed). */
  operatorToken?: string;
  /** Verifies LIFF ID tokens (tests pass a fake: no network). */
  lineVerifier?: LineTokenVerifier;
  /**
   * Serve this open database (another test app's) instead of a fresh copy; `close()` leaves it open. For a
   * test that needs a second app with other settings: a fresh copy costs seconds on PGlite, an app on the
   * same database a fraction of one.
   */
  database?: Database;
};

/** The back office's AES-256 key in tests (32 bytes, hex). */
export const TEST_BACKOFFICE_SECRET_KEY = '7e'.repeat(32);

/** A fixed VAPID pair in tests, never a file in the repository's ./data (push.test.ts signs with it). */
export const TEST_VAPID_KEYS = {
  publicKey: 'BMuU5ZZuA69Cc1O668v6ceL30znWYXslKNFZvgn99etJH10K-TLYTBRjF9zd5mFOwfxYf85jEt_8gkWjTsn9Lpw',
  privateKey: 'IHMyNAeJkZ72JOETGa0Re30QZvdjMPDS9F0NSE7aMgs',
};

/**
 * Argon2id at its floor for the members tests register (docs/ARCHITECTURE.md#tests): at the rules' cost a
 * hash took about 27 ms of CPU, and the server project hashes thousands. A server never sets it (config.ts);
 * modules/members/auth/passwords.test.ts checks the rules' cost itself.
 */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 64, timeCost: 1 };

/** A folder that never exists, so a developer's own web build or media cannot change a test's outcome. */
const nowhere = path.join(tmpdir(), 'ug99-test-nowhere');

/**
 * Each test site's Redis namespace (REDIS_NAMESPACE), one per database as each deployment has its own:
 * the files running at once each have a database whose member ids are the same small numbers, so with one
 * namespace for the whole run a member's live events on one file's site reached the same-numbered member's
 * stream in another (CI heard 6 balance events where live.test.ts sent 2). Every app on one database (a
 * second instance, a test handing `database` on) shares its namespace, as a deployment's instances do.
 */
const namespaces = new WeakMap<Database, string>();
function redisNamespaceOf(database: Database): string {
  let namespace = namespaces.get(database);
  if (!namespace) {
    namespace = freshTestRedisNamespace();
    namespaces.set(database, namespace);
  }
  return namespace;
}

export async function createTestApp(target: TestDatabase, options: Options = {}): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await target.create());
  const merged: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      REDIS_NAMESPACE: redisNamespaceOf(database),
    }),
    webDistDir: nowhere,
    mediaDir: nowhere,
    ...options.config,
  };
  // A fixed key, never a file in the repository's ./data; testing/backoffice.ts seals with it too.
  const config: Config = {
    ...merged,
    members: {
      ...merged.members,
      passwordHashCost: merged.members.passwordHashCost ?? TEST_PASSWORD_HASH_COST,
    },
    backoffice: {
      ...merged.backoffice,
      secretKey: merged.backoffice.secretKey ?? TEST_BACKOFFICE_SECRET_KEY,
    },
  };
  if (!shared && (options.seed ?? true)) await seedDatabase(database.db);

  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line)) });
  const app = await buildApp(config, {
    database,
    logger,
    clock: options.clock,
    throttleStore: options.throttleStore ?? createMemoryThrottleStore(options.clock ?? systemClock),
    operatorToken: options.operatorToken,
    lineVerifier: options.lineVerifier,
    vapidKeys: TEST_VAPID_KEYS,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
