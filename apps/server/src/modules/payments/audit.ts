import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';

/** One row of operator_audit_log (docs/rules/operator.md#audit-log) for a payment action. */
export async function auditPayment(
  db: Db,
  entry: {
    operator: string;
    action: string;
    targetType: string;
    targetId: string;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(operatorAuditLog).values(entry);
}
