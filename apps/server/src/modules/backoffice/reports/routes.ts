import type { FastifyInstance } from 'fastify';
import {
  affiliateCommissionRequest,
  affiliateCommissionResult,
  confirmDepositRequest,
  confirmDepositResult,
  dailyReportQuery,
  importStatementRequest,
  importStatementResult,
  monthlyReportQuery,
  ok,
  reconcileResult,
  REPORTS_CALLS,
  reportResult,
  sandboxOtpQuery,
  sandboxOtpResult,
  sandboxPayRequest,
  sandboxPayResult,
  sandboxRedeliverRequest,
  sandboxRedeliverResult,
  sandboxStatus,
} from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { FinanceTools } from './finance.ts';
import type { SandboxTools } from './sandbox.ts';
import type { ReportService } from './service.ts';

/** An entry of REPORTS_CALLS by method and path: each route is registered from its entry. */
export function reportsCall(method: BackofficeCall['method'], path: string): BackofficeCall {
  const call = REPORTS_CALLS.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`${method} ${path} is not in REPORTS_CALLS`);
  return call;
}

/** Reports and their CSV (docs/BACKOFFICE.md#reports): admin and finance. */
export function registerReportRoutes(app: FastifyInstance, reports: ReportService): void {
  backofficeRoute(
    app,
    reportsCall('GET', '/api/backoffice/reports/daily'),
    { querystring: dailyReportQuery, response: backofficeResponses(reportResult) },
    async (req) => ok(await reports.daily(req.query)),
  );
  backofficeRoute(
    app,
    reportsCall('GET', '/api/backoffice/reports/monthly'),
    { querystring: monthlyReportQuery, response: backofficeResponses(reportResult) },
    async (req) => ok(await reports.monthly(req.query)),
  );
  backofficeRoute(
    app,
    reportsCall('GET', '/api/backoffice/reports/daily.csv'),
    { querystring: dailyReportQuery },
    async (req, reply) => {
      const result = await reports.daily(req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reports.csvFilename(result)}"`)
        .send(reports.csv(result));
    },
  );
  backofficeRoute(
    app,
    reportsCall('GET', '/api/backoffice/reports/monthly.csv'),
    { querystring: monthlyReportQuery },
    async (req, reply) => {
      const result = await reports.monthly(req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reports.csvFilename(result)}"`)
        .send(reports.csv(result));
    },
  );
}

/** The finance tools (docs/BACKOFFICE.md#finance-tools): admin and finance. */
export function registerFinanceToolRoutes(app: FastifyInstance, tools: FinanceTools): void {
  backofficeRoute(
    app,
    reportsCall('POST', '/api/backoffice/finance/deposits/confirm'),
    { body: confirmDepositRequest, response: backofficeResponses(confirmDepositResult) },
    async (req) => ok(await tools.confirmDeposit(actorOf(req), req.body)),
  );
  backofficeRoute(
    app,
    reportsCall('POST', '/api/backoffice/finance/statements/import'),
    { body: importStatementRequest, response: backofficeResponses(importStatementResult) },
    async (req) => ok(await tools.importStatement(actorOf(req), req.body.statement)),
  );
  backofficeRoute(
    app,
    reportsCall('POST', '/api/backoffice/finance/reconcile'),
    { response: backofficeResponses(reconcileResult) },
    async () => ok(await tools.reconcile()),
  );
  backofficeRoute(
    app,
    reportsCall('POST', '/api/backoffice/finance/affiliate-commission'),
    { body: affiliateCommissionRequest, response: backofficeResponses(affiliateCommissionResult) },
    async (req) => ok(await tools.affiliateCommission(actorOf(req), req.body.date)),
  );
}

/** The sandbox tools (docs/BACKOFFICE.md#sandbox-tools): admin only, refused where the sandbox is off. */
export function registerSandboxToolRoutes(app: FastifyInstance, tools: SandboxTools): void {
  backofficeRoute(
    app,
    reportsCall('GET', '/api/backoffice/sandbox/status'),
    { response: backofficeResponses(sandboxStatus) },
    async () => ok(await tools.status()),
  );
  backofficeRoute(
    app,
    reportsCall('POST', '/api/backoffice/sandbox/pay'),
    { body: sandboxPayRequest, response: backofficeResponses(sandboxPayResult) },
    async (req) => ok(await tools.pay(actorOf(req), req.body.reference)),
  );
  backofficeRoute(
    app,
    reportsCall('POST', '/api/backoffice/sandbox/redeliver'),
    { body: sandboxRedeliverRequest, response: backofficeResponses(sandboxRedeliverResult) },
    async (req) => ok(await tools.redeliver(actorOf(req), req.body.event_id)),
  );
  backofficeRoute(
    app,
    reportsCall('GET', '/api/backoffice/sandbox/otp'),
    { querystring: sandboxOtpQuery, response: backofficeResponses(sandboxOtpResult) },
    // A one-time code: no browser or proxy keeps it.
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await tools.otp(req.query.phone));
    },
  );
}
