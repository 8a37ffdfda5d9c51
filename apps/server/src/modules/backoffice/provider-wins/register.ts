import { ok } from '@ug99/contract';
import type { providerWinCalls } from '@ug99/contract';
import { resolveOperatorWinReview, winReviewPage } from '#games';
import { actingAs } from '../access/audit.ts';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';

/**
 * The provider-win queue's calls (docs/BACKOFFICE.md#provider-win-queue): finance and admins. The queue and
 * the decision are the games domain's; the decision's audit row is written with the back office's writer.
 */
export function providerWinOperations(
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof providerWinCalls> {
  return {
    providerWins: async (req) => ok(await winReviewPage(ctx.db, req.query)),
    resolve: async (req) =>
      ok(
        await resolveOperatorWinReview(
          ctx.db,
          ctx.clock,
          actingAs(actorOf(req), deps.audit),
          req.params.id,
          req.body,
        ),
      ),
  };
}
