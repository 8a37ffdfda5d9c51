import type { FastifyInstance } from 'fastify';
import {
  boIdParams,
  ok,
  PROVIDER_WIN_CALLS,
  providerWinPage,
  providerWinQueueQuery,
  resolveProviderWinRequest,
  resolveProviderWinResult,
} from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createProviderWinService } from './service.ts';

const [LIST, RESOLVE] = PROVIDER_WIN_CALLS;

/** The provider-win queue's calls (docs/BACKOFFICE.md#provider-win-queue): finance and admins. */
export function registerProviderWinOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): void {
  const wins = createProviderWinService(ctx, { audit: deps.audit });
  backofficeRoute(
    app,
    LIST,
    { querystring: providerWinQueueQuery, response: backofficeResponses(providerWinPage) },
    async (req) => ok(await wins.list(req.query)),
  );
  backofficeRoute(
    app,
    RESOLVE,
    {
      params: boIdParams,
      body: resolveProviderWinRequest,
      response: backofficeResponses(resolveProviderWinResult),
    },
    async (req) => ok(await wins.resolve(actorOf(req), req.params.id, req.body)),
  );
}
