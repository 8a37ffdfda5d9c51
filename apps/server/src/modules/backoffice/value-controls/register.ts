import type { FastifyInstance } from 'fastify';
import type { OperationsContext } from '../operations/context.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createValueReport } from './report.ts';
import { registerValueControlRoutes } from './routes.ts';
import { createValueCapsService } from './service.ts';

/** Operator-created value: its caps and report (docs/BACKOFFICE.md#operator-created-value). */
export function registerValueControlOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): void {
  registerValueControlRoutes(app, createValueCapsService(ctx, { audit: deps.audit }), createValueReport(ctx));
}
