import { ok } from '@ug99/contract';
import type { providerWinCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createProviderWinService } from './service.ts';

/** The provider-win queue's calls (docs/BACKOFFICE.md#provider-win-queue): finance and admins. */
export function providerWinOperations(
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof providerWinCalls> {
  const wins = createProviderWinService(ctx, { audit: deps.audit });
  return {
    providerWins: async (req) => ok(await wins.list(req.query)),
    resolve: async (req) => ok(await wins.resolve(actorOf(req), req.params.id, req.body)),
  };
}
