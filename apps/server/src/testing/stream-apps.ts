import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './app.ts';
import type { TestApp } from './app.ts';
import type { TestDatabase } from './databases.ts';
import { createSecondInstance } from './instances.ts';

// Apps for the tests of the server-sent event streams (docs/ARCHITECTURE.md#live-events), which a real
// HTTP client reads.

/** The app's address, listening on a free port from the first call on. */
export async function listeningUrl(t: TestApp): Promise<string> {
  return t.app.server.listening
    ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
    : t.app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Two instances of one site for a describe block: the first made on `target` with `options`, the second
 * built on it (instances.ts), both made in beforeAll and handed to `onApps`, closed in afterAll.
 */
export function twoInstances(
  target: TestDatabase,
  options: Parameters<typeof createTestApp>[1],
  onApps: (a: TestApp, b: TestApp) => void,
): void {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(target, options);
    b = await createSecondInstance(a);
    onApps(a, b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
}
