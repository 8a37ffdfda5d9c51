import type { writeBackofficeAudit } from '../access/audit.ts';

/** The audit row written in the same transaction as the change it records. */
export type Audit = typeof writeBackofficeAudit;

/** What the approvals need besides the context: the audit writer, and (for promotions) the content caches. */
export type ApprovalDeps = { audit: Audit; contentChanged?: () => Promise<void> };
