import { agentConfig, ok } from '@ug99/contract';
import type { agentRouteSchemas } from '@ug99/contract';
import type { ApiHandlers } from '#http/api-routes.ts';
import { replyCached } from '#shared/cache/cached-reply.ts';
import type { ResponseCache } from '#shared/cache/response-cache.ts';
import type { AgentService } from './service.ts';

/** The agent's config, asked for by every page load, is served from `cache` (docs/PERFORMANCE.md#content-caches). */
export function agentHandlers(
  agent: AgentService,
  cache: ResponseCache,
): ApiHandlers<typeof agentRouteSchemas> {
  return {
    config: async (req, reply) =>
      replyCached(cache, req, reply, `agent-config:${req.body.agent_code}`, agentConfig, async () => ({
        data: await agent.getConfig(req.body.agent_code),
      })),
    bankAccounts: async (req) => ok(await agent.listBankAccounts(req.body?.agent_code)),
    trueMoneyAccounts: async (req) => ok(await agent.listTrueMoneyAccounts(req.body?.agent_code)),
    validate: async (req) => ok(await agent.validate(req.query.code)),
  };
}
