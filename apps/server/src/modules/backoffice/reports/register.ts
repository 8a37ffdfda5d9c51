import type { reportsCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import type { OperationsContext } from '../operations/context.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createFinanceTools } from './finance.ts';
import { financeToolHandlers, reportHandlers, sandboxToolHandlers } from './routes.ts';
import { createSandboxTools } from './sandbox.ts';
import { createReportService } from './service.ts';

/** The back office's reports, finance tools and sandbox tools (docs/BACKOFFICE.md). */
export function reportsOperations(
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof reportsCalls> {
  return {
    ...reportHandlers(createReportService(ctx)),
    ...financeToolHandlers(createFinanceTools(ctx, { audit: deps.audit, live: deps.live })),
    ...sandboxToolHandlers(
      createSandboxTools(ctx, { config: deps.config, audit: deps.audit, live: deps.live }),
    ),
  };
}
