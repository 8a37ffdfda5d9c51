import type { FastifyRequest } from 'fastify';
import { ok } from '@ug99/contract';
import type { operationsCalls } from '@ug99/contract';
import type { MemberActor, MemberOperatorService } from '#members';
import type { WalletActor, WalletOperatorService } from '#wallets';
import type { BackofficeHandler } from '../../call-table.ts';
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

/**
 * The members screen (docs/BACKOFFICE.md#members): the call table's role guard has let the operator in;
 * the member's page is the back office's (`own`), an adjustment the wallets domain's use case with the
 * operator acting (`walletActor`: the caps and four-eyes), the rest the members domain's use cases with the
 * operator acting (`actor`: the audit row).
 */
export function memberHandlers(
  members: MemberOperatorService,
  wallets: WalletOperatorService,
  own: MemberService,
  actor: (req: FastifyRequest) => MemberActor,
  walletActor: (req: FastifyRequest) => WalletActor,
): { [K in MemberCall]: BackofficeHandler<Calls[K]> } {
  return {
    members: async (req) => ok(await members.search(req.query)),
    member: async (req) => ok(await own.detail(req.params.id)),
    statement: async (req) => ok(await members.statement(req.params.id, req.query)),
    adjustMember: async (req) => ok(await wallets.adjust(walletActor(req), req.params.id, req.body)),
    lockMember: async (req) => ok(await members.lock(actor(req), req.params.id, req.body.reason)),
    unlockMember: async (req) => ok(await members.unlock(actor(req), req.params.id, req.body.reason)),
    resetMemberSessions: async (req) => ok(await members.resetSessions(actor(req), req.params.id)),
    addMemberNote: async (req) => ok(await members.addNote(actor(req), req.params.id, req.body.text)),
  };
}
