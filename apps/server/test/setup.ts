import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { MockInstance } from 'vitest';

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
