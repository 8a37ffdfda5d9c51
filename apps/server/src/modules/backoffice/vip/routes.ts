import { ok } from '@ug99/contract';
import type { vipCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { VipTermsService } from './service.ts';

/** The VIP levels' terms (docs/BACKOFFICE.md#vip-levels), admins only. */
export function vipHandlers(vip: VipTermsService): BackofficeAreaHandlers<typeof vipCalls> {
  return {
    terms: async () => ok(await vip.list()),
    saveTerms: async (req) => ok(await vip.save(actorOf(req), req.params.level as 1 | 2, req.body)),
  };
}
