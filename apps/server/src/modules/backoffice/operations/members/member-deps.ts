import type { writeBackofficeAudit } from '../../access/audit.ts';
import type { OperationsContext } from '../context.ts';

/** What the back office's own use cases of the members screen (the member's page, an adjustment) work with. */
export type MemberDeps = {
  ctx: OperationsContext;
  /** The audit row written in the same transaction as the change it records. */
  audit: typeof writeBackofficeAudit;
  /** A session seen within this long counts as live on the member's page. */
  sessionIdleMs: number;
};
