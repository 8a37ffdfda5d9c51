import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { QueueEvent } from '@ug99/contract';
import {
  approveWithdrawalRequest,
  boIdParams,
  creditFlaggedRequest,
  fail,
  flaggedDecisionResult,
  flaggedQueuePage,
  flaggedQueueQuery,
  ok,
  rejectWithdrawalRequest,
  returnFlaggedRequest,
  withdrawalDecisionResult,
  withdrawalQueuePage,
  withdrawalQueueQuery,
} from '@ug99/contract';
import { openEventStream } from '#http/event-stream.ts';
import { backofficeResponses, backofficeRoute, operatorOf } from '../../access/guard.ts';
import { operationsCall } from '../calls.ts';
import type { Operator } from '../context.ts';
import type { QueueService } from './service.ts';
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

/** The finance queues and their live stream (docs/BACKOFFICE.md#queues). */
export function registerQueueRoutes(
  app: FastifyInstance,
  queues: QueueService,
  streams: QueueStreams,
  sessionStands: (req: FastifyRequest) => Promise<boolean>,
): void {
  backofficeRoute(
    app,
    operationsCall('GET', '/api/backoffice/withdrawals'),
    { querystring: withdrawalQueueQuery, response: backofficeResponses(withdrawalQueuePage) },
    async (req) => ok(await queues.withdrawals(req.query)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/withdrawals/:id/approve'),
    {
      params: boIdParams,
      body: approveWithdrawalRequest,
      response: backofficeResponses(withdrawalDecisionResult),
    },
    async (req) => ok(await queues.approveWithdrawal(actorOf(req), req.params.id, req.body.version)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/withdrawals/:id/reject'),
    {
      params: boIdParams,
      body: rejectWithdrawalRequest,
      response: backofficeResponses(withdrawalDecisionResult),
    },
    async (req) =>
      ok(await queues.rejectWithdrawal(actorOf(req), req.params.id, req.body.version, req.body.reason)),
  );
  backofficeRoute(
    app,
    operationsCall('GET', '/api/backoffice/flagged-deposits'),
    { querystring: flaggedQueueQuery, response: backofficeResponses(flaggedQueuePage) },
    async (req) => ok(await queues.flagged(req.query)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/flagged-deposits/:id/credit'),
    { params: boIdParams, body: creditFlaggedRequest, response: backofficeResponses(flaggedDecisionResult) },
    async (req) => ok(await queues.creditFlagged(actorOf(req), req.params.id, req.body)),
  );
  backofficeRoute(
    app,
    operationsCall('POST', '/api/backoffice/flagged-deposits/:id/return'),
    { params: boIdParams, body: returnFlaggedRequest, response: backofficeResponses(flaggedDecisionResult) },
    async (req) => ok(await queues.returnFlagged(actorOf(req), req.params.id, req.body)),
  );
  backofficeRoute(app, operationsCall('GET', '/api/backoffice/queues/events'), {}, async (req, reply) => {
    // Only an event-stream client (EventSource sends this header) gets a stream that never ends; any
    // other caller is answered at once instead of being held open.
    if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
      return reply.code(400).send(fail('VALIDATION_FAILED', req.id));
    }
    let stream: { end(): void } | undefined;
    let gone = false;
    const sink = openEventStream(req, reply, () => {
      gone = true;
      stream?.end();
    });
    try {
      stream = await streams.open(sink, () => sessionStands(req), queuesOfRole(operatorOf(req).role));
    } catch (err) {
      req.log.warn({ err }, 'queue stream: could not subscribe');
      sink.end();
      return;
    }
    if (gone) stream.end();
  });
}
