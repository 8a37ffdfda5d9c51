import { runInLedgerTransaction } from '#ledger';
import { revokeAllSessions } from '#members';
import type { Operator } from '../context.ts';
import { requireMember } from './member-deps.ts';
import type { MemberDeps } from './member-deps.ts';

/** Signs the member out of every device, with its audit row. */
export async function resetSessions(deps: MemberDeps, operator: Operator, memberId: number) {
  const m = await requireMember(deps, memberId);
  return runInLedgerTransaction(deps.ctx.db, async (tx) => {
    const revoked = await revokeAllSessions(tx, memberId, deps.ctx.clock.now());
    await deps.audit(tx, operator, {
      ip: operator.ip,
      action: 'member.sessions.reset',
      targetType: 'member',
      targetId: memberId,
      before: { live_sessions: revoked },
      after: { live_sessions: 0 },
      detail: { phone: m.phone, revoked },
    });
    return { revoked };
  });
}
