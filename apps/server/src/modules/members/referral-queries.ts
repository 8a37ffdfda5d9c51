import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { members } from '#db/schema/members.ts';

/** The member whose referral code this is, with the name the self-referral rule compares. */
export async function findReferrer(db: Db, agentId: number, code: string) {
  const [referrer] = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(eq(members.agentId, agentId), eq(members.referralCode, code)))
    .limit(1);
  return referrer;
}
