import type { ActingOperator } from '#shared/acting-operator.ts';
import type { AuditEntry, AuditOrigin } from '#shared/audit-origin.ts';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import type { BackofficeOperator } from './sessions.ts';

/** What one back-office action records besides who did it (docs/BACKOFFICE.md#audit-log). */
export type BackofficeAuditEntry = AuditEntry & {
  /** The caller's address (`req.ip`). */
  ip: string | null;
};

/** How the audit log's `operator` column names a back-office operator: "finance:สมศรี". */
export function auditName(operator: Pick<BackofficeOperator, 'name' | 'role'>): string {
  return `${operator.role}:${operator.name}`;
}

/** The operator's account and address, for the audit rows other domains write for a back-office call. */
export function originOf(operator: Pick<BackofficeOperator, 'id'> & { ip: string | null }): AuditOrigin {
  return { operatorId: operator.id, ip: operator.ip };
}

/**
 * One row of the append-only operator_audit_log for a back-office action, written with `tx`, the
 * transaction of the action itself: the action and its record commit or fail together.
 */
export async function writeBackofficeAudit(
  tx: Db,
  operator: Pick<BackofficeOperator, 'id' | 'name' | 'role'>,
  entry: BackofficeAuditEntry,
): Promise<void> {
  await tx.insert(operatorAuditLog).values({
    operator: auditName(operator),
    operatorId: operator.id,
    ip: entry.ip,
    ...entryColumns(entry),
  });
}

/** The columns of an audit row that describe the action, whoever did it and from wherever. */
export function entryColumns(entry: AuditEntry) {
  return {
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    detail: entry.detail ?? {},
  };
}

/**
 * The operator as a domain's operator use case takes them (docs/BACKOFFICE.md#operator-use-cases): the
 * audit writer bound to the operator and the caller's address, so the domain writes the back office's
 * audit row in its own transaction without importing the back office.
 */
export function actingAs(
  operator: Pick<BackofficeOperator, 'id' | 'name' | 'role'> & { ip: string | null },
  audit: typeof writeBackofficeAudit,
): ActingOperator {
  return {
    name: auditName(operator),
    by: originOf(operator),
    audit: (tx, entry) => audit(tx, operator, { ip: operator.ip, ...entry }),
  };
}
