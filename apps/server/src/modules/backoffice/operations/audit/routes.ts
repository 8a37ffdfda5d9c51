import { ok } from '@ug99/contract';
import type { operationsCalls } from '@ug99/contract';
import type { BackofficeHandler } from '../../call-table.ts';
import type { AuditService } from './service.ts';

type Calls = typeof operationsCalls;

/** The audit log and its CSV export (docs/BACKOFFICE.md#audit-log): admin and finance. */
export function auditHandlers(audit: AuditService): {
  audit: BackofficeHandler<Calls['audit']>;
  auditCsv: BackofficeHandler<Calls['auditCsv']>;
} {
  return {
    audit: async (req) => ok(await audit.page(req.query)),
    auditCsv: async (req, reply) => {
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${audit.csvFilename()}"`)
        .send(audit.csv(req.query));
    },
  };
}
