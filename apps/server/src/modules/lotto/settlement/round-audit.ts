import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';

/**
 * An operator's action on a lotto round (close, void, result, number rule) in the audit log
 * (docs/rules/operator.md#audit-log), in the caller's transaction.
 */
export async function auditRound(
  tx: Db,
  who: { operator: string; by?: AuditOrigin | undefined },
  roundId: number,
  entry: { action: string; before: unknown; after: unknown; detail: unknown },
): Promise<void> {
  await tx.insert(operatorAuditLog).values({
    operator: who.operator,
    ...originColumns(who.by),
    targetType: 'lotto_round',
    targetId: String(roundId),
    ...entry,
  });
}
