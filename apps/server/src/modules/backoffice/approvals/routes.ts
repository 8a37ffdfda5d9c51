import { ok } from '@ug99/contract';
import type { lottoCalls } from '@ug99/contract';
import type { LottoOperatorService, LottoResultPayload } from '#lotto';
import type { BackofficeHandler } from '../call-table.ts';
import { actorOf } from '../operations/queues/routes.ts';
import { approvalView } from './service.ts';
import type { ApprovalService } from './service.ts';

type Calls = typeof lottoCalls;
type ApprovalCall = 'approvals' | 'approval' | 'approve' | 'reject';

/** The four-eyes requests (docs/BACKOFFICE.md#four-eyes-approval). */
export function approvalHandlers(
  approvals: ApprovalService,
  lotto: LottoOperatorService,
): { [K in ApprovalCall]: BackofficeHandler<Calls[K]> } {
  return {
    approvals: async (req) => ok(await approvals.list(actorOf(req), req.query)),
    approval: async (req) => {
      const operator = actorOf(req);
      const a = await approvals.find(operator, req.params.id);
      // A result request shows the approver the same preview the requester saw, recomputed now.
      const preview =
        a.kind === 'lotto.result' && a.status === 'pending'
          ? await lotto
              .preview((a.payload as LottoResultPayload).round_id, (a.payload as LottoResultPayload).input)
              .catch(() => null)
          : null;
      return ok({ approval: approvalView(a, operator), preview });
    },
    approve: async (req) => ok(await approvals.approve(actorOf(req), req.params.id)),
    reject: async (req) => ok(await approvals.reject(actorOf(req), req.params.id, req.body.reason)),
  };
}
