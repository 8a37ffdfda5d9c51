import { AppError } from '#http/app-error.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { lockMemberRow, setMemberLock } from '../operator-screen-queries.ts';
import type { MemberActor, MemberOperatorContext } from './context.ts';
import { lockView } from './views.ts';

/** Lock or unlock in one transaction with its audit row; the same state again changes and records nothing. */
export async function setLock(
  ctx: MemberOperatorContext,
  actor: MemberActor,
  memberId: number,
  lock: boolean,
  reason: string,
) {
  const agentId = await ctx.agentId();
  return ctx.db.transaction(async (tx) => {
    const row = await lockMemberRow(tx, agentId, memberId);
    if (!row) throw new AppError('BO_MEMBER_NOT_FOUND');
    if ((row.lockedAt !== null) === lock) return lockView(row);
    const now = ctx.clock.now();
    const after = await setMemberLock(tx, memberId, lock ? { at: now, reason } : null);
    // A locked member is signed out everywhere at once, not at their sessions' next expiry.
    const revoked = lock ? await revokeAllSessions(tx, memberId, now) : 0;
    await actor.audit(tx, {
      action: lock ? 'member.lock' : 'member.unlock',
      targetType: 'member',
      targetId: memberId,
      before: lockView(row),
      after: lockView(after),
      detail: { phone: row.phone, reason, ...(lock ? { sessions_revoked: revoked } : {}) },
    });
    return lockView(after);
  });
}
