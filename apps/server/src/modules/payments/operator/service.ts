import type { FlaggedQueueQuery, WithdrawalQueueQuery } from '@ug99/contract';
import { approveQueuedWithdrawal } from './approve-queued-withdrawal.ts';
import type { PaymentActor, PaymentOperatorContext, QueueAnnouncer } from './context.ts';
import { creditQueuedFlagged } from './credit-queued-flagged.ts';
import { listFlaggedQueue } from './list-flagged-queue.ts';
import { listWithdrawalQueue } from './list-withdrawal-queue.ts';
import { rejectQueuedWithdrawal } from './reject-queued-withdrawal.ts';
import { returnQueuedFlagged } from './return-queued-flagged.ts';

/**
 * The finance queues' use cases, one per file, which the back office's queue screens call
 * (docs/BACKOFFICE.md#queues, docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain): pending
 * withdrawals and flagged deposits, paged by the server, decided through the payments domain's own
 * functions, which lock the row, move the money and write the audit row in one transaction. That row is
 * the decision's only one; it names the operator as every back-office row does (the actor's name, e.g.
 * "finance:สมศรี"), its detail holds the amount, member and reason, with the operator's account and
 * address.
 *
 * Optimistic locking: every item carries `version`, the time of its last change (its decision, else its
 * creation). A decision is refused with BO_ALREADY_DECIDED, naming who decided and when, when the version
 * the operator saw is not the item's current one or the item is no longer pending. Two operators deciding
 * at the same moment both pass that check; the payments domain then serialises them on the row lock, the
 * second finds the row decided (`replayed` or `contradicted`: nothing moved, nothing written), and gets
 * the same refusal. Money moves once whatever the timing. A decision that changed the row is told to
 * `queues` (the back office's live queue feed) once it has committed.
 */
export function createPaymentOperatorService(ctx: PaymentOperatorContext, queues: QueueAnnouncer) {
  return {
    withdrawals: (q: WithdrawalQueueQuery) => listWithdrawalQueue(ctx, q),
    approveWithdrawal: (actor: PaymentActor, id: number, version: number) =>
      approveQueuedWithdrawal(ctx, queues, actor, id, version),
    rejectWithdrawal: (actor: PaymentActor, id: number, version: number, reason: string) =>
      rejectQueuedWithdrawal(ctx, queues, actor, id, version, reason),
    flagged: (q: FlaggedQueueQuery) => listFlaggedQueue(ctx, q),
    creditFlagged: (
      actor: PaymentActor,
      id: number,
      input: { version: number; phone: string; reason?: string | undefined },
    ) => creditQueuedFlagged(ctx, queues, actor, id, input),
    returnFlagged: (actor: PaymentActor, id: number, input: { version: number; reason: string }) =>
      returnQueuedFlagged(ctx, queues, actor, id, input),
  };
}

export type PaymentOperatorService = ReturnType<typeof createPaymentOperatorService>;
