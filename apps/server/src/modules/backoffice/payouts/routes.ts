import type { FastifyInstance } from 'fastify';
import {
  boWithdrawRulesResult,
  boWithdrawRulesState,
  boWithdrawRulesUpdate,
  ok,
  PAYOUT_CALLS,
} from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { WithdrawRulesService } from './service.ts';

function call(method: BackofficeCall['method'], path: string): BackofficeCall {
  const found = PAYOUT_CALLS.find((c) => c.method === method && c.path === path);
  if (!found) throw new Error(`${method} ${path} is not in PAYOUT_CALLS`);
  return found;
}

/** The automatic approval's rules (docs/BACKOFFICE.md#queues). */
export function registerWithdrawRulesRoutes(app: FastifyInstance, rules: WithdrawRulesService): void {
  backofficeRoute(
    app,
    call('GET', '/api/backoffice/withdraw-rules'),
    { response: backofficeResponses(boWithdrawRulesState) },
    async (req) => ok(await rules.state(actorOf(req))),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/withdraw-rules'),
    { body: boWithdrawRulesUpdate, response: backofficeResponses(boWithdrawRulesResult) },
    async (req) => ok(await rules.set(actorOf(req), req.body)),
  );
}
