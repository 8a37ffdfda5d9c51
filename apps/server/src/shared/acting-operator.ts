import type { Db } from '#db/client.ts';
import type { Clock } from './clock.ts';
import type { AuditEntry, AuditOrigin } from './audit-origin.ts';

/**
 * The operator a domain's operator use case acts for (docs/BACKOFFICE.md#operator-use-cases): the name
 * the audit log gives them ("marketing:ตลาด"), their account and address, and the back office's audit
 * writer bound to them, which the use case calls in its own transaction. The back office passes it in,
 * so no domain imports the back office.
 */
export type ActingOperator = {
  name: string;
  by: AuditOrigin;
  audit(tx: Db, entry: AuditEntry): Promise<void>;
};

/** The agent an operator use case acts in, and the time its rules read (the injected clock). */
export type OperatorScope = { agentId: number; clock: Clock };
