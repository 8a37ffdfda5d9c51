import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agents } from '#db/schema/agents.ts';
import { AppError } from '#http/app-error.ts';

/** Every agent-scoped call starts here, so an unknown or disabled agent is refused the same way. */

export type Agent = typeof agents.$inferSelect;

export async function findActiveAgentByCode(db: Db, code: string): Promise<Agent | undefined> {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.code, code), eq(agents.active, true)))
    .limit(1);
  return agent;
}

export async function requireAgent(db: Db, code: string): Promise<Agent> {
  const agent = await findActiveAgentByCode(db, code);
  if (!agent) throw new AppError('AGENT_NOT_FOUND');
  return agent;
}

/** The code of an agent by id (a member's wallets show it); one query for every domain that needs it. */
export async function findAgentCode(db: Db, agentId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: agents.code }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return row?.code;
}
