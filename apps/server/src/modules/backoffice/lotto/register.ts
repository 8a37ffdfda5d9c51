import type { FastifyInstance } from 'fastify';
import type { lottoCalls } from '@ug99/contract';
import { approvalHandlers } from '../approvals/routes.ts';
import { createApprovalService } from '../approvals/service.ts';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import type { OperationsContext } from '../operations/context.ts';
import type { BackofficeDeps } from '../deps.ts';
import { lottoHandlers } from './routes.ts';
import { createLottoService } from './service.ts';

/** The back office's lotto screens and four-eyes approvals (docs/BACKOFFICE.md#lotto, #four-eyes-approval). */
export function lottoOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof lottoCalls> {
  const lotto = createLottoService(ctx, { audit: deps.audit });
  return {
    ...lottoHandlers(lotto),
    ...approvalHandlers(
      createApprovalService(ctx, { audit: deps.audit, contentChanged: () => app.contentChanged() }),
      lotto,
    ),
  };
}
