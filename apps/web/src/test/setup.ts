import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { useLottoStore } from '../features/lotto/store.ts';
import { useLobbyStore } from '../shared/store/lobby-store.ts';
import { useLocalStore } from '../shared/store/local-store.ts';
import { useReferralStore } from '../shared/store/referral-store.ts';
import { useSessionStore } from '../shared/store/session-store.ts';
import { useUserStore } from '../shared/store/user-store.ts';

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

/** Each store back to the state it was created with. */
function resetOf<T>(store: StoreApi<T>): () => void {
  return () => store.setState(store.getInitialState(), true);
}
const STORE_RESETS = [
  resetOf(useLottoStore),
  resetOf(useLobbyStore),
  resetOf(useLocalStore),
  resetOf(useReferralStore),
  resetOf(useSessionStore),
  resetOf(useUserStore),
];

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
  // The test files share one module graph (vitest.config.ts): each test starts with the stores as a fresh
  // page load would find them, whatever the last test left in them.
  for (const reset of STORE_RESETS) reset();
  const logged = errors;
  errors = [];
  if (logged.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
