import type { FastifyRequest } from 'fastify';
import type { operationsCalls, QueueEvent } from '@ug99/contract';
import { fail, ok } from '@ug99/contract';
import { serveEventStream } from '#http/subscribed-stream.ts';
import { operatorOf } from '../../access/guard.ts';
import type { BackofficeHandler } from '../../call-table.ts';
import type { PaymentActor, PaymentOperatorService } from '#payments';
import type { Operator } from '../context.ts';
import type { QueueStreams } from './streams.ts';

/**
 * The queues an operator's stream carries: finance's withdrawals and flagged deposits, the lotto
 * role's near-cap alerts (docs/BACKOFFICE.md#queues); an admin's, all.
 */
export function queuesOfRole(role: string): (event: QueueEvent) => boolean {
  if (role === 'admin') return () => true;
  if (role === 'lotto') return (event) => event.queue === 'lotto_alerts';
  return (event) => event.queue !== 'lotto_alerts';
}

export const actorOf = (req: FastifyRequest): Operator => ({ ...operatorOf(req), ip: req.ip });

type Calls = typeof operationsCalls;
type QueueCall =
  | 'withdrawals'
  | 'approveWithdrawal'
  | 'rejectWithdrawal'
  | 'flaggedDeposits'
  | 'creditFlagged'
  | 'returnFlagged'
  | 'queueEvents';

/**
 * The finance queues and their live stream (docs/BACKOFFICE.md#queues): the call table's role guard has let
 * the operator in; the decisions are the payments domain's use cases with the operator acting (`actor`),
 * the stream is the back office's.
 */
export function queueHandlers(
  queues: PaymentOperatorService,
  actor: (req: FastifyRequest) => PaymentActor,
  streams: QueueStreams,
  sessionStands: (req: FastifyRequest) => Promise<boolean>,
): { [K in QueueCall]: BackofficeHandler<Calls[K]> } {
  return {
    withdrawals: async (req) => ok(await queues.withdrawals(req.query)),
    approveWithdrawal: async (req) =>
      ok(await queues.approveWithdrawal(actor(req), req.params.id, req.body.version)),
    rejectWithdrawal: async (req) =>
      ok(await queues.rejectWithdrawal(actor(req), req.params.id, req.body.version, req.body.reason)),
    flaggedDeposits: async (req) => ok(await queues.flagged(req.query)),
    creditFlagged: async (req) => ok(await queues.creditFlagged(actor(req), req.params.id, req.body)),
    returnFlagged: async (req) => ok(await queues.returnFlagged(actor(req), req.params.id, req.body)),
    queueEvents: async (req, reply) => {
      // Only an event-stream client (EventSource sends this header) gets a stream that never ends; any
      // other caller is answered at once instead of being held open.
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
        return reply.code(400).send(fail('VALIDATION_FAILED', req.id));
      }
      await serveEventStream(
        req,
        reply,
        (sink) => streams.open(sink, () => sessionStands(req), queuesOfRole(operatorOf(req).role)),
        'queue stream: could not subscribe',
      );
    },
  };
}
