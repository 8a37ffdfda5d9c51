/**
 * Where an operator action came from, for its operator_audit_log row (docs/BACKOFFICE.md#audit-log): the
 * back office knows the operator's account and the caller's address; the command line knows only the name
 * it was given, so both stay null there.
 */
export type AuditOrigin = { operatorId: number; ip: string | null };

export function originColumns(by: AuditOrigin | undefined): { operatorId: number | null; ip: string | null } {
  return { operatorId: by?.operatorId ?? null, ip: by?.ip ?? null };
}

/**
 * What one operator action records besides who did it and from where (docs/BACKOFFICE.md#audit-log): a
 * domain's operator use case describes its row with this, and the back office writes it under the operator.
 */
export type AuditEntry = {
  /** A dotted name, e.g. `backoffice.operator.add`, `withdraw.approve`. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The target as it was and as it is, for the audit log's "before / after" columns. */
  before?: unknown;
  after?: unknown;
  detail?: Record<string, unknown>;
};
