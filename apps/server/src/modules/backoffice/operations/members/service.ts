import type { AdjustMemberRequest, MemberSearchQuery } from '@ug99/contract';
import type { writeBackofficeAudit } from '../../access/audit.ts';
import type { OperationsContext, Operator } from '../context.ts';
import { addNote } from './add-note.ts';
import { adjustMember } from './adjust-member.ts';
import { memberDetail } from './member-detail.ts';
import type { MemberDeps } from './member-deps.ts';
import { memberStatement } from './member-statement.ts';
import { resetSessions } from './reset-sessions.ts';
import { searchMembers } from './search-members.ts';
import { setLock } from './set-lock.ts';

/**
 * The members screen (docs/BACKOFFICE.md#members), one use case per file: search, a member's page, the
 * ledger statement, and the actions by role. Every action writes its audit row in its own transaction:
 * lock, unlock, session reset and notes through writeBackofficeAudit with before and after; an adjustment
 * through the wallets domain's adjustBalance, which writes its one audit row (naming the operator as the
 * back office does) in the transaction that moves the money.
 */
export function createMemberService(
  ctx: OperationsContext,
  { audit, sessionIdleMs }: { audit: typeof writeBackofficeAudit; sessionIdleMs: number },
) {
  const deps: MemberDeps = { ctx, audit, sessionIdleMs };
  return {
    search: (q: MemberSearchQuery) => searchMembers(deps, q),
    detail: (memberId: number) => memberDetail(deps, memberId),
    statement: (memberId: number, q: { page: number; page_size: number }) =>
      memberStatement(deps, memberId, q),
    adjust: (operator: Operator, memberId: number, input: AdjustMemberRequest) =>
      adjustMember(deps, operator, memberId, input),
    lock: (operator: Operator, memberId: number, reason: string) =>
      setLock(deps, operator, memberId, true, reason),
    unlock: (operator: Operator, memberId: number, reason: string) =>
      setLock(deps, operator, memberId, false, reason),
    resetSessions: (operator: Operator, memberId: number) => resetSessions(deps, operator, memberId),
    addNote: (operator: Operator, memberId: number, text: string) => addNote(deps, operator, memberId, text),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
