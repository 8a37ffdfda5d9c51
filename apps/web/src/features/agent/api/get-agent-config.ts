import { agentRoutes } from '@ug99/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_CODE, type AgentConfig } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, unwrap } from '@/shared/api/index.ts';

/**
 * POST /api/agent/config: logo, LINE links and settings of the site's agent
 * (docs/rules/content.md#agent-config, docs/rules/member-site.md#on-arrival).
 */
export async function getAgentConfig(agentCode: string, signal?: AbortSignal): Promise<AgentConfig> {
  return unwrap(
    await callApi(agentRoutes.config, {
      body: { agent_code: agentCode },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function agentConfigQueryOptions(agentCode: string = AGENT_CODE) {
  return queryOptions({
    queryKey: ['agent', 'config', agentCode],
    queryFn: ({ signal }) => getAgentConfig(agentCode, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useAgentConfig() {
  return useQuery(agentConfigQueryOptions());
}
