import { runInLedgerTransaction } from '#ledger';
import { revokeAllSessions } from '../auth/sessions.ts';
import { requireMemberOfAgent } from './context.ts';
import type { MemberActor, MemberOperatorContext } from './context.ts';

/** Signs the member out of every device, with its audit row. */
export async function resetSessions(ctx: MemberOperatorContext, actor: MemberActor, memberId: number) {
  const m = await requireMemberOfAgent(ctx, memberId);
  return runInLedgerTransaction(ctx.db, async (tx) => {
    const revoked = await revokeAllSessions(tx, memberId, ctx.clock.now());
    await actor.audit(tx, {
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
