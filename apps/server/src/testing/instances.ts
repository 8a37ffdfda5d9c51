import { buildApp } from '#app';
import { createLogger } from '#logger';
import { systemClock } from '#shared/clock.ts';
import type { Clock } from '#shared/clock.ts';
import { createMemoryThrottleStore } from '#throttle/index.ts';
import type { TestApp } from './app.ts';

/**
 * A second instance of `first`'s site in this process: the same database and configuration (so the
 * same REDIS_URL, when the test set one), only the app built again, as a second server process would.
 * Closing it leaves the database to `first`. `clock`: the one `first` was given, when the test moves one
 * (else the system clock's).
 */
export async function createSecondInstance(first: TestApp, clock?: Clock): Promise<TestApp> {
  const app = await buildApp(first.config, {
    database: first.database,
    ...(clock ? { clock } : {}),
    throttleStore: createMemoryThrottleStore(clock ?? systemClock),
    logger: createLogger('silent'),
  });
  await app.ready();
  return { ...first, app, logs: [], close: () => app.close() };
}
