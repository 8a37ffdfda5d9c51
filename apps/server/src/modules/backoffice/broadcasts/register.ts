import type { FastifyInstance } from 'fastify';
import {
  BROADCAST_CALLS,
  boBroadcast,
  boBroadcastPage,
  broadcastListQuery,
  broadcastPreview,
  broadcastRequest,
  ok,
} from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import type { BackofficeDeps } from '../deps.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import { createBroadcastService } from './service.ts';

function broadcastCall(method: BackofficeCall['method'], path: string): BackofficeCall {
  const call = BROADCAST_CALLS.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`${method} ${path} is not in BROADCAST_CALLS`);
  return call;
}

/** The marketing operator's broadcast to members (docs/NOTIFICATIONS.md#the-operators-broadcast). */
export function registerBroadcastOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): void {
  const broadcasts = createBroadcastService(ctx, {
    audit: deps.audit,
    vip: deps.config.members.vip,
    siteUrl: deps.config.siteUrl,
    contentLinkHosts: deps.config.contentLinkHosts,
  });
  backofficeRoute(
    app,
    broadcastCall('GET', '/api/backoffice/broadcasts'),
    { querystring: broadcastListQuery, response: backofficeResponses(boBroadcastPage) },
    async (req) => ok(await broadcasts.list(req.query)),
  );
  backofficeRoute(
    app,
    broadcastCall('POST', '/api/backoffice/broadcasts/preview'),
    { body: broadcastRequest, response: backofficeResponses(broadcastPreview) },
    async (req) => ok(await broadcasts.preview(req.body)),
  );
  backofficeRoute(
    app,
    broadcastCall('POST', '/api/backoffice/broadcasts'),
    { body: broadcastRequest, response: backofficeResponses(boBroadcast) },
    async (req) => ok(await broadcasts.send(actorOf(req), req.body)),
  );
}
