import type { Db } from '#db/client.ts';
import { findActiveAgentByCode } from '#shared/agents.ts';
import { findRound } from './queries.ts';

/** Whether `/lotto/{round_id}` is a page: a round of the site's agent (docs/rules/member-site.md#not-found). */
export async function lottoRoundExists(db: Db, agentCode: string, roundId: number): Promise<boolean> {
  const agent = await findActiveAgentByCode(db, agentCode);
  return agent !== undefined && (await findRound(db, agent.id, roundId)) !== undefined;
}
