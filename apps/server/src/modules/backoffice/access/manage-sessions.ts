import type { BackofficeSession, OperatorRole } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import type { AccessDeps, Caller } from './access-deps.ts';
import { auditName } from './audit.ts';
import { auditAs } from './operators.ts';
import { listLiveOperatorSessions, revokeOperatorSessionRow } from './queries.ts';
import type { BackofficeOperator } from './sessions.ts';

/** Every live session of every operator, the caller's own marked. */
export async function listSessions(
  { db, clock, config }: AccessDeps,
  caller: BackofficeOperator,
): Promise<{ items: BackofficeSession[] }> {
  const now = clock.now();
  const rows = await listLiveOperatorSessions(db, now, new Date(now.getTime() - config.sessionIdleMs));
  return {
    items: rows.map(({ session, name, role }) => ({
      id: session.id,
      operator_id: session.operatorId,
      operator_name: name,
      role: role as OperatorRole,
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ip: session.ip,
      user_agent: session.userAgent,
      current: session.id === caller.sessionId,
    })),
  };
}

/** An admin ends one live session (a lost laptop); an ended or unknown one is BO_SESSION_NOT_FOUND. */
export async function revokeSession(
  { db, clock, config }: AccessDeps,
  id: number,
  actor: BackofficeOperator,
  caller: Caller,
): Promise<number> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const idleSince = new Date(now.getTime() - config.sessionIdleMs);
    const ended = await revokeOperatorSessionRow(tx, id, now, auditName(actor), idleSince);
    if (!ended) throw new AppError('BO_SESSION_NOT_FOUND');
    await auditAs(
      tx,
      { operator: actor, ip: caller.ip },
      {
        action: 'backoffice.session.revoke',
        targetType: 'operator_session',
        targetId: id,
        detail: { operator_id: ended.operatorId, ip: ended.ip, user_agent: ended.userAgent },
      },
    );
    return 1;
  });
}
