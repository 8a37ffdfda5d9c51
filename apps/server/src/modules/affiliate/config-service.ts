import type { AffiliateConfig } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { requireAgent } from '#shared/agents.ts';
import { configPayload, readAffiliateSettings } from './settings.ts';

export type AffiliateConfigService = ReturnType<typeof createAffiliateConfigService>;

/** The public configs call: the site's agent only (agent_id, when sent, must name it). */
export function createAffiliateConfigService(deps: { db: Db; agentCode: string }) {
  return {
    async configs(agentId: number | undefined): Promise<AffiliateConfig> {
      const agent = await requireAgent(deps.db, deps.agentCode);
      if (agentId !== undefined && agentId !== agent.id) throw new AppError('AGENT_NOT_FOUND');
      return configPayload(await readAffiliateSettings(deps.db, agent.id));
    },
  };
}
