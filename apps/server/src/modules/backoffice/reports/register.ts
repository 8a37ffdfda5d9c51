import type { FastifyInstance } from 'fastify';
import type { OperationsContext } from '../operations/context.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createFinanceTools } from './finance.ts';
import { registerFinanceToolRoutes, registerReportRoutes, registerSandboxToolRoutes } from './routes.ts';
import { createSandboxTools } from './sandbox.ts';
import { createReportService } from './service.ts';

/** The back office's reports, finance tools and sandbox tools (docs/BACKOFFICE.md). */
export function registerReportsOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): void {
  registerReportRoutes(app, createReportService(ctx));
  registerFinanceToolRoutes(app, createFinanceTools(ctx, { audit: deps.audit, live: deps.live }));
  registerSandboxToolRoutes(
    app,
    createSandboxTools(ctx, { config: deps.config, audit: deps.audit, live: deps.live }),
  );
}
