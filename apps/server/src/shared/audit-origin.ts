/**
 * Where an operator action came from, for its operator_audit_log row (docs/BACKOFFICE.md#audit-log): the
 * back office knows the operator's account and the caller's address; the command line knows only the name
 * it was given, so both stay null there.
 */
export type AuditOrigin = { operatorId: number; ip: string | null };

export function originColumns(by: AuditOrigin | undefined): { operatorId: number | null; ip: string | null } {
  return { operatorId: by?.operatorId ?? null, ip: by?.ip ?? null };
}
