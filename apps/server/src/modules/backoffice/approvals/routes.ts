import type { FastifyInstance } from 'fastify';
import {
  boApprovalDecision,
  boApprovalDetail,
  boApprovalPage,
  boApprovalsQuery,
  boIdParams,
  boRejectApprovalRequest,
  ok,
} from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import { lottoCall } from '../lotto/routes.ts';
import type { LottoService } from '../lotto/service.ts';
import { actorOf } from '../operations/queues/routes.ts';
import { approvalView } from './service.ts';
import type { ApprovalService, ResultPayload } from './service.ts';

/** The four-eyes requests (docs/BACKOFFICE.md#four-eyes-approval). */
export function registerApprovalRoutes(
  app: FastifyInstance,
  approvals: ApprovalService,
  lotto: LottoService,
): void {
  backofficeRoute(
    app,
    lottoCall('GET', '/api/backoffice/approvals'),
    { querystring: boApprovalsQuery, response: backofficeResponses(boApprovalPage) },
    async (req) => ok(await approvals.list(actorOf(req), req.query)),
  );
  backofficeRoute(
    app,
    lottoCall('GET', '/api/backoffice/approvals/:id'),
    { params: boIdParams, response: backofficeResponses(boApprovalDetail) },
    async (req) => {
      const operator = actorOf(req);
      const a = await approvals.find(operator, req.params.id);
      // A result request shows the approver the same preview the requester saw, recomputed now.
      const preview =
        a.kind === 'lotto.result' && a.status === 'pending'
          ? await lotto
              .preview((a.payload as ResultPayload).round_id, (a.payload as ResultPayload).input)
              .catch(() => null)
          : null;
      return ok({ approval: approvalView(a, operator), preview });
    },
  );
  backofficeRoute(
    app,
    lottoCall('POST', '/api/backoffice/approvals/:id/approve'),
    { params: boIdParams, response: backofficeResponses(boApprovalDecision) },
    async (req) => ok(await approvals.approve(actorOf(req), req.params.id)),
  );
  backofficeRoute(
    app,
    lottoCall('POST', '/api/backoffice/approvals/:id/reject'),
    { params: boIdParams, body: boRejectApprovalRequest, response: backofficeResponses(boApprovalDecision) },
    async (req) => ok(await approvals.reject(actorOf(req), req.params.id, req.body.reason)),
  );
}
