import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * `findBy…` and `waitFor` wait up to 5 s instead of Testing Library's 1 s: a page's lazy route chunk is
 * transformed on first import, which on a busy machine alone passed a second. Only waits that end in
 * presence get slower, and only when the machine is; an absent element still fails the test.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * A test that logs an unexpected console.error fails (architecture "Testing"): React warnings and
 * swallowed exceptions surface as console.error, and must not pass silently.
 */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const logged = errors;
  errors = [];
  if (logged.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
