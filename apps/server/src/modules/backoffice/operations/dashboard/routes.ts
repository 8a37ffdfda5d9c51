import { ok } from '@ug99/contract';
import type { operationsCalls } from '@ug99/contract';
import type { BackofficeHandler } from '../../call-table.ts';
import type { DashboardService } from './service.ts';

/** The dashboard (docs/BACKOFFICE.md#dashboard): any signed-in operator. */
export function dashboardHandlers(dashboard: DashboardService): {
  dashboard: BackofficeHandler<typeof operationsCalls.dashboard>;
} {
  return { dashboard: async () => ok(await dashboard.dashboard()) };
}
