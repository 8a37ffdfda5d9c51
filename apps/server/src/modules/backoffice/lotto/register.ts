import type { FastifyInstance } from 'fastify';
import { registerApprovalRoutes } from '../approvals/routes.ts';
import { createApprovalService } from '../approvals/service.ts';
import type { OperationsContext } from '../operations/context.ts';
import type { BackofficeDeps } from '../deps.ts';
import { registerLottoRoutes } from './routes.ts';
import { createLottoService } from './service.ts';

/** The back office's lotto screens and four-eyes approvals (docs/BACKOFFICE.md#lotto, #four-eyes-approval). */
export function registerLottoOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): void {
  const lotto = createLottoService(ctx, { audit: deps.audit });
  registerLottoRoutes(app, lotto);
  registerApprovalRoutes(
    app,
    createApprovalService(ctx, { audit: deps.audit, contentChanged: () => app.contentChanged() }),
    lotto,
  );
}
