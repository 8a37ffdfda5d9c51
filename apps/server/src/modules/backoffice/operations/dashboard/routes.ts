import type { FastifyInstance } from 'fastify';
import { dashboardResult, ok } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../../access/guard.ts';
import { operationsCall } from '../calls.ts';
import type { DashboardService } from './service.ts';

/** The dashboard (docs/BACKOFFICE.md#dashboard): any signed-in operator. */
export function registerDashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
  backofficeRoute(
    app,
    operationsCall('GET', '/api/backoffice/dashboard'),
    { response: backofficeResponses(dashboardResult) },
    async () => ok(await dashboard.dashboard()),
  );
}
