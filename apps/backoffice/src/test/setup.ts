import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUnauthorizedListener } from '#bo/api/client.ts';

/** `findBy…` and `waitFor` wait up to 5 s, as in the member site's tests: lazy pages load slowly on a busy machine. */
configure({ asyncUtilTimeout: 5_000 });

/** A test that logs an unexpected console.error fails: React warnings must not pass silently. */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  setUnauthorizedListener(() => undefined);
  const logged = errors;
  errors = [];
  if (logged.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
