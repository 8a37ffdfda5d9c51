import type { FastifyInstance } from 'fastify';
import type { lottoCalls } from '@ug99/contract';
import { createLottoOperatorService } from '#lotto';
import { approvalHandlers } from '../approvals/routes.ts';
import { createApprovalService } from '../approvals/service.ts';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';
import { lottoActor } from './actor.ts';
import { lottoHandlers } from './routes.ts';

/**
 * The back office's lotto screens, whose use cases are the lotto's (`createLottoOperatorService`), and the
 * four-eyes approvals (docs/BACKOFFICE.md#lotto, #four-eyes-approval).
 */
export function lottoOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof lottoCalls> {
  const lotto = createLottoOperatorService(ctx);
  return {
    ...lottoHandlers(lotto, (req) => lottoActor(ctx, deps.audit, actorOf(req))),
    ...approvalHandlers(
      createApprovalService(ctx, { audit: deps.audit, contentChanged: () => app.contentChanged() }),
      lotto,
    ),
  };
}
