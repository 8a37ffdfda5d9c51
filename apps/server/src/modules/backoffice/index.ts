/**
 * The back office's public API (docs/BACKOFFICE.md): app.ts, main.ts and the operator commands import
 * from here only; the back office's own parts import its files directly.
 */
export { registerBackoffice } from './register.ts';
export type { BackofficeDeps, BackofficeOptions } from './deps.ts';
export { addOperator, ensureFirstAdminSetup, FIRST_ADMIN_NAME, parseLogin } from './access/operators.ts';
export type { FirstAdminSetup } from './access/operators.ts';
export { writeBackofficeAudit } from './access/audit.ts';
export type { BackofficeOperator } from './access/sessions.ts';
export { createBroadcastJobs } from './broadcasts/jobs.ts';
