import type { MemberSearchQuery } from '@ug99/contract';
import { addNote } from './add-note.ts';
import type { MemberActor, MemberOperatorContext } from './context.ts';
import { memberStatement } from './member-statement.ts';
import { resetSessions } from './reset-sessions.ts';
import { searchMembers } from './search-members.ts';
import { setLock } from './set-lock.ts';

/**
 * The members domain's operator use cases, one per file, which the back office's members screen calls
 * (docs/BACKOFFICE.md#members, docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain): search, the
 * ledger statement, lock, unlock, session reset and notes. Every action writes the back office's audit row
 * (the actor's `audit`, with before and after) in its own transaction.
 */
export function createMemberOperatorService(ctx: MemberOperatorContext) {
  return {
    search: (q: MemberSearchQuery) => searchMembers(ctx, q),
    statement: (memberId: number, q: { page: number; page_size: number }) =>
      memberStatement(ctx, memberId, q),
    lock: (actor: MemberActor, memberId: number, reason: string) =>
      setLock(ctx, actor, memberId, true, reason),
    unlock: (actor: MemberActor, memberId: number, reason: string) =>
      setLock(ctx, actor, memberId, false, reason),
    resetSessions: (actor: MemberActor, memberId: number) => resetSessions(ctx, actor, memberId),
    addNote: (actor: MemberActor, memberId: number, text: string) => addNote(ctx, actor, memberId, text),
  };
}

export type MemberOperatorService = ReturnType<typeof createMemberOperatorService>;
