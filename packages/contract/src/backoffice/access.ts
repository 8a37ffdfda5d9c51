import type { BackofficeCall } from './roles.ts';

/** The back office's sign-in, two-factor, operators and sessions calls (docs/BACKOFFICE.md#access). */
export const ACCESS_CALLS = [] as const satisfies readonly BackofficeCall[];
