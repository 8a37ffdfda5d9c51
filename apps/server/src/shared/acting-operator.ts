import type { Db } from '#db/client.ts';
import type { Clock } from './clock.ts';
import type { AuditOrigin } from './audit-origin.ts';

/** One operator_audit_log row of an operator's action, as a domain's operator use case describes it. */
export type OperatorAuditEntry = {
  /** A dotted name, e.g. `quest.add`, `shop.item.stock`. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The target as it was and as it is, for the audit log's "before / after" columns. */
  before?: unknown;
  after?: unknown;
  detail?: Record<string, unknown>;
};

/**
 * The operator a domain's operator use case acts for (docs/BACKOFFICE.md#operator-use-cases): the name
 * the audit log gives them ("marketing:ตลาด"), their account and address, and the back office's audit
 * writer bound to them, which the use case calls in its own transaction. The back office passes it in,
 * so no domain imports the back office.
 */
export type ActingOperator = {
  name: string;
  by: AuditOrigin;
  audit(tx: Db, entry: OperatorAuditEntry): Promise<void>;
};

/** The agent an operator use case acts in, and the time its rules read (the injected clock). */
export type OperatorScope = { agentId: number; clock: Clock };
