import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';
import { findRound } from './queries.ts';

/** What every public read of the lotto works with. */
export type RoundDeps = { db: Db; clock: Clock; agentCode: string };

/** Lists of rounds and results answer at most this many rows. */
export const LIST_LIMIT = 100;

/** The site's agent; a call naming another agent_id is refused like an unknown agent. */
export async function siteAgentId(deps: RoundDeps, requested?: number): Promise<number> {
  const agent = await requireAgent(deps.db, deps.agentCode);
  if (requested !== undefined && requested !== agent.id) throw new AppError('AGENT_NOT_FOUND');
  return agent.id;
}

/** The round of the site's agent with its category, or LOTTO_ROUND_NOT_FOUND. */
export async function roundOrFail(deps: RoundDeps, roundId: number) {
  const found = await findRound(deps.db, await siteAgentId(deps), roundId);
  if (!found) throw new AppError('LOTTO_ROUND_NOT_FOUND');
  return found;
}
