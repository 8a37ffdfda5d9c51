import type { FastifyInstance } from 'fastify';
import { auditPage, auditQuery, ok } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../../access/guard.ts';
import { operationsCall } from '../calls.ts';
import type { AuditService } from './service.ts';

const csvQuery = auditQuery.omit({ page: true, page_size: true });

/** The audit log and its CSV export (docs/BACKOFFICE.md#audit-log): admin and finance. */
export function registerAuditRoutes(app: FastifyInstance, audit: AuditService): void {
  backofficeRoute(
    app,
    operationsCall('GET', '/api/backoffice/audit'),
    { querystring: auditQuery, response: backofficeResponses(auditPage) },
    async (req) => ok(await audit.page(req.query)),
  );
  backofficeRoute(
    app,
    operationsCall('GET', '/api/backoffice/audit.csv'),
    { querystring: csvQuery },
    async (req, reply) => {
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${audit.csvFilename()}"`)
        .send(audit.csv(req.query));
    },
  );
}
