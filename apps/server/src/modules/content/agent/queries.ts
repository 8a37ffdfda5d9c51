import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agentSettings } from '#db/schema/agents.ts';

export type AgentSettingsRow = typeof agentSettings.$inferSelect;

export async function findAgentSettings(db: Db, agentId: number): Promise<AgentSettingsRow | undefined> {
  const [settings] = await db.select().from(agentSettings).where(eq(agentSettings.agentId, agentId)).limit(1);
  return settings;
}
