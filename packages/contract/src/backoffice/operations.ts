import type { BackofficeCall } from './roles.ts';

/** The back office's dashboard, queues, members and audit-log calls (docs/BACKOFFICE.md#screens). */
export const OPERATIONS_CALLS = [] as const satisfies readonly BackofficeCall[];
