import { ok } from '@ug99/contract';
import type { valueControlCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { ValueReport } from './report.ts';
import type { ValueCapsService } from './service.ts';

/** The caps and the report "value created by operators" (docs/BACKOFFICE.md#operator-created-value). */
export function valueControlHandlers(
  caps: ValueCapsService,
  report: ValueReport,
): BackofficeAreaHandlers<typeof valueControlCalls> {
  return {
    caps: async () => ok(await caps.list()),
    setCap: async (req) => ok(await caps.set(actorOf(req), req.params.key, req.body)),
    valueCreated: async (req) => ok(await report.read(req.query)),
    valueCreatedCsv: async (req, reply) => {
      const result = await report.read(req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.csvFilename(result)}"`)
        .send(report.csv(result));
    },
  };
}
