import type { OperationsContext } from '../context.ts';
import { memberDetail } from './member-detail.ts';
import type { MemberDeps } from './member-deps.ts';

/**
 * The members screen's use case the back office keeps (docs/BACKOFFICE.md#members): the member's page,
 * which reads across domains that import #members (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain).
 * Search, the statement, lock, unlock, session reset and notes are the members domain's
 * (`createMemberOperatorService`), an adjustment the wallets domain's (`createWalletOperatorService`).
 */
export function createMemberService(ctx: OperationsContext, { sessionIdleMs }: { sessionIdleMs: number }) {
  const deps: MemberDeps = { ctx, sessionIdleMs };
  return {
    detail: (memberId: number) => memberDetail(deps, memberId),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
