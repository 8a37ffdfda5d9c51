import type { MemberActor } from '#members';
import { auditName } from '../../access/audit.ts';
import type { Audit } from '../../approvals/approval-deps.ts';
import type { Operator } from '../context.ts';

/**
 * The operator as the members domain's use cases take them (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain):
 * the name their notes carry and the back office's audit row under the operator's account and address,
 * written in the use case's transaction.
 */
export function memberActor(audit: Audit, operator: Operator): MemberActor {
  return {
    name: auditName(operator),
    audit: (tx, entry) => audit(tx, operator, { ip: operator.ip, ...entry }),
  };
}
