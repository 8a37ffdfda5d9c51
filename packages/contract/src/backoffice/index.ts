import { ACCESS_CALLS } from './access.ts';
import { OPERATIONS_CALLS } from './operations.ts';
import type { BackofficeCall } from './roles.ts';

export * from './roles.ts';
export * from './access.ts';
export * from './operations.ts';

/** Every back-office call: the server registers each, and the role test tries each with every role. */
export const BACKOFFICE_CALLS: readonly BackofficeCall[] = [...ACCESS_CALLS, ...OPERATIONS_CALLS];
