import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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

/** The member's own referral code ('' for a member id no member has). */
export async function referralCodeOf(db: Db, memberId: number): Promise<string> {
  const [row] = await db
    .select({ code: members.referralCode })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.code ?? '';
}

/** Each member's upline (null: none), for the second level of a referral chain. */
export async function uplinesOf(db: Db, memberIds: number[]): Promise<Map<number, number | null>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, upline: members.uplineMemberId })
    .from(members)
    .where(inArray(members.id, memberIds));
  return new Map(rows.map((r) => [r.id, r.upline]));
}

// Subqueries the affiliate's statements join (docs/rules/affiliate.md), so that each stays one statement
// in its transaction while members keeps its table.

/** `(id, upline_member_id)` of the agent's members who were referred by someone. */
export function referredMembersSql(agentId: number): SQL {
  return sql`(select id, upline_member_id from ${members}
    where agent_id = ${agentId} and upline_member_id is not null)`;
}

/**
 * `(id, phone, created_at)` of the member's downline at a level: level 1 were referred by the member,
 * level 2 by level 1.
 */
export function downlineSql(memberId: number, level: 1 | 2): SQL {
  const referredBy =
    level === 1
      ? sql`upline_member_id = ${memberId}`
      : sql`upline_member_id in (select id from ${members} where upline_member_id = ${memberId})`;
  return sql`(select id, phone, created_at from ${members} where ${referredBy})`;
}
