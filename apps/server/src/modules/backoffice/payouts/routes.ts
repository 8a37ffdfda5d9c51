import { ok } from '@ug99/contract';
import type { payoutCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { WithdrawRulesService } from './service.ts';

/** The automatic approval's rules (docs/BACKOFFICE.md#queues). */
export function payoutHandlers(rules: WithdrawRulesService): BackofficeAreaHandlers<typeof payoutCalls> {
  return {
    withdrawRules: async (req) => ok(await rules.state(actorOf(req))),
    setWithdrawRules: async (req) => ok(await rules.set(actorOf(req), req.body)),
  };
}
