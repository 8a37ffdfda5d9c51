import type { writeBackofficeAudit } from '../../access/audit.ts';
import { AppError } from '#http/app-error.ts';
import type { OperationsContext } from '../context.ts';
import { memberOfAgent } from '#members';

/** What every use case of the members screen works with. */
export type MemberDeps = {
  ctx: OperationsContext;
  /** The audit row written in the same transaction as the change it records. */
  audit: typeof writeBackofficeAudit;
  /** A session seen within this long counts as live on the member's page. */
  sessionIdleMs: number;
};

export type Found = NonNullable<Awaited<ReturnType<typeof memberOfAgent>>>;

/** The agent's member, or BO_MEMBER_NOT_FOUND. */
export async function requireMember({ ctx }: MemberDeps, memberId: number): Promise<Found> {
  const member = await memberOfAgent(ctx.db, await ctx.agentId(), memberId);
  if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
  return member;
}
