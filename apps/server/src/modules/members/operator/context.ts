import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { AuditEntry } from '#shared/audit-origin.ts';
import type { Clock } from '#shared/clock.ts';
import { memberOfAgent } from '../operator-screen-queries.ts';

/** What every operator use case of the members screen works with: the back office passes its operations context. */
export type MemberOperatorContext = {
  db: Db;
  clock: Clock;
  agentId(): Promise<number>;
};

/**
 * The operator acting, as the back office hands them to a members use case: the back office owns access
 * and the audit log (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain), so it passes its audit
 * row in as a function and the use case calls it inside its own transaction.
 */
export type MemberActor = {
  /** How an operator's note names its author ("support:สมชาย"). */
  name: string;
  /** The back office's audit row for this operator, written with `tx`, the action's transaction. */
  audit(tx: Db, entry: AuditEntry): Promise<void>;
};

export type OperatorMember = NonNullable<Awaited<ReturnType<typeof memberOfAgent>>>;

/** The agent's member, or BO_MEMBER_NOT_FOUND. */
export async function requireMemberOfAgent(
  ctx: MemberOperatorContext,
  memberId: number,
): Promise<OperatorMember> {
  const member = await memberOfAgent(ctx.db, await ctx.agentId(), memberId);
  if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
  return member;
}
