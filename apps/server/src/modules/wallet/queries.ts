import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema/index.ts';

export async function findAgentCode(db: Db, agentId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: agents.code }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return row?.code;
}
