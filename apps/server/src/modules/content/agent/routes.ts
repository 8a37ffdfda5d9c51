import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentBankAccountList,
  agentConfig,
  agentConfigRequest,
  agentTrueMoneyAccountList,
  agentValidateQuery,
  agentValidation,
  ok,
  optionalAgentCodeBody,
} from '@ug99/contract';
import { responses } from '#shared/responses.ts';
import { replyCached } from '#shared/cache/cached-reply.ts';
import type { ResponseCache } from '#shared/cache/response-cache.ts';
import type { AgentService } from './service.ts';

/** The agent's config, asked for by every page load, is served from `cache` (docs/PERFORMANCE.md#content-caches). */
export function agentRoutes(agent: AgentService, cache: ResponseCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/agent/config',
      {
        schema: {
          tags: ['agent'],
          summary: 'Agent info (logo, LINE links) and settings (limits, minimum age, licence)',
          body: agentConfigRequest,
          response: responses(agentConfig),
        },
      },
      (req, reply) =>
        replyCached(cache, req, reply, `agent-config:${req.body.agent_code}`, agentConfig, async () => ({
          data: await agent.getConfig(req.body.agent_code),
        })),
    );

    app.post(
      '/api/agent/bank_accounts',
      {
        schema: {
          tags: ['agent'],
          summary: 'Bank accounts members transfer deposits to',
          body: optionalAgentCodeBody,
          response: responses(agentBankAccountList),
        },
      },
      async (req) => ok(await agent.listBankAccounts(req.body?.agent_code)),
    );

    app.post(
      '/api/agent/true_money_accounts',
      {
        schema: {
          tags: ['agent'],
          summary: 'TrueMoney Wallet accounts members transfer deposits to',
          body: optionalAgentCodeBody,
          response: responses(agentTrueMoneyAccountList),
        },
      },
      async (req) => ok(await agent.listTrueMoneyAccounts(req.body?.agent_code)),
    );

    app.get(
      '/api/agent/validate',
      {
        schema: {
          tags: ['agent'],
          summary: 'Checks that an agent code exists and is active',
          querystring: agentValidateQuery,
          response: responses(agentValidation),
        },
      },
      async (req) => ok(await agent.validate(req.query.code)),
    );
  };
}
