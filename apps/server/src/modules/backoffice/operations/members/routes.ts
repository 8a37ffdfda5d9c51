import { ok } from '@ug99/contract';
import type { operationsCalls } from '@ug99/contract';
import type { BackofficeHandler } from '../../call-table.ts';
import { actorOf } from '../queues/routes.ts';
import type { MemberService } from './service.ts';

type Calls = typeof operationsCalls;
type MemberCall =
  | 'members'
  | 'member'
  | 'statement'
  | 'adjustMember'
  | 'lockMember'
  | 'unlockMember'
  | 'resetMemberSessions'
  | 'addMemberNote';

/** The members screen (docs/BACKOFFICE.md#members). */
export function memberHandlers(members: MemberService): { [K in MemberCall]: BackofficeHandler<Calls[K]> } {
  return {
    members: async (req) => ok(await members.search(req.query)),
    member: async (req) => ok(await members.detail(req.params.id)),
    statement: async (req) => ok(await members.statement(req.params.id, req.query)),
    adjustMember: async (req) => ok(await members.adjust(actorOf(req), req.params.id, req.body)),
    lockMember: async (req) => ok(await members.lock(actorOf(req), req.params.id, req.body.reason)),
    unlockMember: async (req) => ok(await members.unlock(actorOf(req), req.params.id, req.body.reason)),
    resetMemberSessions: async (req) => ok(await members.resetSessions(actorOf(req), req.params.id)),
    addMemberNote: async (req) => ok(await members.addNote(actorOf(req), req.params.id, req.body.text)),
  };
}
