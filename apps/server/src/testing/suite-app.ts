import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '#db/client.ts';
import { checkInvariants } from '#ledger';
import { createTestApp } from './app.ts';
import type { TestApp } from './app.ts';
import type { TestDatabase } from './databases.ts';

/**
 * The app of one describe block on `target`: made in beforeAll and handed to `onApp`; afterAll checks the
 * ledger's invariants (docs/LEDGER.md#invariants), whatever the block did, and closes it. Call it before the
 * block's own hooks, which then find the app made. Answers the app and its database, for calls made once
 * it is.
 */
export function suiteTestApp(
  target: TestDatabase,
  options: Parameters<typeof createTestApp>[1],
  onApp: (t: TestApp) => void = () => {},
): { app: () => TestApp; db: () => Db } {
  let app: TestApp | undefined;
  const started = () => {
    if (!app) throw new Error('the test app is made in beforeAll');
    return app;
  };
  beforeAll(async () => {
    app = await createTestApp(target, options);
    onApp(app);
  });
  afterAll(async () => {
    expect(await checkInvariants(started().database.db)).toEqual([]);
    await started().close();
  });
  return { app: started, db: () => started().database.db };
}
