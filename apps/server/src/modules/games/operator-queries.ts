import { desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { gameRounds } from '#db/schema/games.ts';

/** A member's latest game rounds, newest first, for the operator's member page (docs/BACKOFFICE.md#members). */
export function latestGameRoundsOf(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.memberId, memberId))
    .orderBy(desc(gameRounds.id))
    .limit(limit);
}
