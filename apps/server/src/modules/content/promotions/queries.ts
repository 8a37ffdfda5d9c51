import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { promotions } from '#db/schema/index.ts';

export type PromotionRow = typeof promotions.$inferSelect;

export function listActivePromotions(db: Db, agentId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.agentId, agentId), eq(promotions.active, true)))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}
