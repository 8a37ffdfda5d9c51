import type { AdjustMemberRequest } from '@ug99/contract';
import type { writeBackofficeAudit } from '../../access/audit.ts';
import type { OperationsContext, Operator } from '../context.ts';
import { adjustMember } from './adjust-member.ts';
import { memberDetail } from './member-detail.ts';
import type { MemberDeps } from './member-deps.ts';

/**
 * The members screen's use cases the back office keeps (docs/BACKOFFICE.md#members): the member's page,
 * which reads across domains, and an adjustment, which goes through the wallets domain's adjustBalance
 * (its one audit row naming the operator as the back office does, in the transaction that moves the money)
 * under the back office's caps and four-eyes. Search, the statement, lock, unlock, session reset and notes
 * are the members domain's (`createMemberOperatorService`).
 */
export function createMemberService(
  ctx: OperationsContext,
  { audit, sessionIdleMs }: { audit: typeof writeBackofficeAudit; sessionIdleMs: number },
) {
  const deps: MemberDeps = { ctx, audit, sessionIdleMs };
  return {
    detail: (memberId: number) => memberDetail(deps, memberId),
    adjust: (operator: Operator, memberId: number, input: AdjustMemberRequest) =>
      adjustMember(deps, operator, memberId, input),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
