import type { AccessDeps, Caller } from './access-deps.ts';
import { auditName } from './audit.ts';
import { auditAs } from './operators.ts';
import { revokeOperatorSessionRow, revokeSessionsOf } from './queries.ts';
import type { BackofficeOperator } from './sessions.ts';

/** This device's session ends (audited once: a second logout of an ended session changes nothing). */
export async function signOut(
  { db, clock }: AccessDeps,
  operator: BackofficeOperator,
  caller: Caller,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const ended = await revokeOperatorSessionRow(tx, operator.sessionId, now, 'logout', new Date(0));
    if (!ended) return;
    await auditAs(
      tx,
      { operator, ip: caller.ip },
      { action: 'backoffice.logout', targetType: 'operator_session', targetId: operator.sessionId },
    );
  });
}

/** "Log out my other devices": every session of the caller but this one ends. */
export async function signOutOtherDevices(
  { db, clock }: AccessDeps,
  operator: BackofficeOperator,
  caller: Caller,
): Promise<number> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const ended = await revokeSessionsOf(tx, operator.id, now, auditName(operator), operator.sessionId);
    await auditAs(
      tx,
      { operator, ip: caller.ip },
      {
        action: 'backoffice.session.revoke_others',
        targetType: 'operator',
        targetId: operator.id,
        detail: { revoked: ended },
      },
    );
    return ended;
  });
}
