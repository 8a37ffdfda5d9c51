import { buildApp } from '#app';
import { createLogger } from '#logger';
import { systemClock } from '#shared/clock.ts';
import { createMemoryThrottleStore } from '#throttle/index.ts';
import type { TestApp } from './app.ts';

/**
 * A second instance of `first`'s site in this process: the same database and configuration (so the
 * same REDIS_URL, when the test set one), only the app built again, as a second server process would.
 * Closing it leaves the database to `first`.
 */
export async function createSecondInstance(first: TestApp): Promise<TestApp> {
  const app = await buildApp(first.config, {
    database: first.database,
    throttleStore: createMemoryThrottleStore(systemClock),
    logger: createLogger('silent'),
  });
  await app.ready();
  return { ...first, app, logs: [], close: () => app.close() };
}
