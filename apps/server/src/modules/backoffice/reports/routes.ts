import { ok } from '@ug99/contract';
import type { reportsCalls } from '@ug99/contract';
import type { BackofficeHandler } from '../call-table.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { FinanceTools } from './finance.ts';
import type { SandboxTools } from './sandbox.ts';
import type { ReportService } from './service.ts';

type Calls = typeof reportsCalls;
type Handlers<K extends keyof Calls> = { [P in K]: BackofficeHandler<Calls[P]> };

/** Reports and their CSV (docs/BACKOFFICE.md#reports): admin and finance. */
export function reportHandlers(
  reports: ReportService,
): Handlers<'daily' | 'monthly' | 'dailyCsv' | 'monthlyCsv'> {
  return {
    daily: async (req) => ok(await reports.daily(req.query)),
    monthly: async (req) => ok(await reports.monthly(req.query)),
    dailyCsv: async (req, reply) => {
      const result = await reports.daily(req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reports.csvFilename(result)}"`)
        .send(reports.csv(result));
    },
    monthlyCsv: async (req, reply) => {
      const result = await reports.monthly(req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reports.csvFilename(result)}"`)
        .send(reports.csv(result));
    },
  };
}

/** The finance tools (docs/BACKOFFICE.md#finance-tools): admin and finance. */
export function financeToolHandlers(
  tools: FinanceTools,
): Handlers<'confirmDeposit' | 'importStatement' | 'reconcile' | 'affiliateCommission'> {
  return {
    confirmDeposit: async (req) => ok(await tools.confirmDeposit(actorOf(req), req.body)),
    importStatement: async (req) => ok(await tools.importStatement(actorOf(req), req.body.statement)),
    reconcile: async () => ok(await tools.reconcile()),
    affiliateCommission: async (req) => ok(await tools.affiliateCommission(actorOf(req), req.body.date)),
  };
}

/** The sandbox tools (docs/BACKOFFICE.md#sandbox-tools): admin only, refused where the sandbox is off. */
export function sandboxToolHandlers(
  tools: SandboxTools,
): Handlers<'sandboxStatus' | 'sandboxPay' | 'sandboxRedeliver' | 'sandboxOtp'> {
  return {
    sandboxStatus: async () => ok(await tools.status()),
    sandboxPay: async (req) => ok(await tools.pay(actorOf(req), req.body.reference)),
    sandboxRedeliver: async (req) => ok(await tools.redeliver(actorOf(req), req.body.event_id)),
    // A one-time code: no browser or proxy keeps it.
    sandboxOtp: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await tools.otp(req.query.phone));
    },
  };
}
