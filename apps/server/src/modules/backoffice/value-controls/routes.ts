import type { FastifyInstance } from 'fastify';
import {
  boValueCapParams,
  boValueCaps,
  boValueCapUpdate,
  ok,
  VALUE_CONTROL_CALLS,
  valueCreatedQuery,
  valueCreatedReport,
} from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { ValueReport } from './report.ts';
import type { ValueCapsService } from './service.ts';

function call(method: BackofficeCall['method'], path: string): BackofficeCall {
  const found = VALUE_CONTROL_CALLS.find((c) => c.method === method && c.path === path);
  if (!found) throw new Error(`${method} ${path} is not in VALUE_CONTROL_CALLS`);
  return found;
}

/** The caps and the report "value created by operators" (docs/BACKOFFICE.md#operator-created-value). */
export function registerValueControlRoutes(
  app: FastifyInstance,
  caps: ValueCapsService,
  report: ValueReport,
): void {
  backofficeRoute(
    app,
    call('GET', '/api/backoffice/value-caps'),
    { response: backofficeResponses(boValueCaps) },
    async () => ok(await caps.list()),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/value-caps/:key'),
    { params: boValueCapParams, body: boValueCapUpdate, response: backofficeResponses(boValueCaps) },
    async (req) => ok(await caps.set(actorOf(req), req.params.key, req.body)),
  );
  backofficeRoute(
    app,
    call('GET', '/api/backoffice/reports/value-created'),
    { querystring: valueCreatedQuery, response: backofficeResponses(valueCreatedReport) },
    async (req) => ok(await report.read(req.query)),
  );
  backofficeRoute(
    app,
    call('GET', '/api/backoffice/reports/value-created.csv'),
    { querystring: valueCreatedQuery },
    async (req, reply) => {
      const result = await report.read(req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.csvFilename(result)}"`)
        .send(report.csv(result));
    },
  );
}
