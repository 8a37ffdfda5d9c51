import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { takeQueuedQueries, watchQueuedQueries } from '#testing/queued-queries.ts';

// An unexpected console.error is a bug the test did not notice; make it fail the test that caused it.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});

// A query queued behind another on one connection (testing/queued-queries.ts) fails the test that sent it.
watchQueuedQueries();

afterEach(() => {
  expect(takeQueuedQueries(), 'a query queued behind another on one connection').toEqual([]);
});
