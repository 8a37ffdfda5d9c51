import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agents } from '#db/schema/agents.ts';
import { memberBankAccounts, members } from '#db/schema/members.ts';
import { profileColumns } from './queries.ts';

/** An operator names a member by phone within the site's agent (AGENT_CODE). */
export async function findMemberForOperator(db: Db, agentCode: string, phone: string) {
  const [row] = await db
    .select({
      ...profileColumns,
      birthDate: members.birthDate,
      uplineMemberId: members.uplineMemberId,
      passwordChangedAt: members.passwordChangedAt,
    })
    .from(members)
    .innerJoin(agents, eq(agents.id, members.agentId))
    .where(and(eq(agents.code, agentCode), eq(members.phone, phone)))
    .limit(1);
  return row;
}

/** The member's bank accounts with the holder's name, main first (member:show, a withdrawal, the back office). */
export function listMemberBankAccounts(db: Db, memberId: number) {
  return db
    .select({
      kind: memberBankAccounts.kind,
      bankCode: memberBankAccounts.bankCode,
      accountNo: memberBankAccounts.accountNo,
      accountName: memberBankAccounts.accountName,
    })
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId))
    .orderBy(memberBankAccounts.kind);
}

/** Of these members, the ones of this agent (a job paying one site's members, docs/rules/vip.md#monthly-bonus). */
export async function membersOfAgent(
  db: Db,
  agentId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.agentId, agentId), inArray(members.id, [...memberIds])));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The agent (site) the member registered with: the VIP terms are the agent's (docs/rules/vip.md#terms). */
export async function agentOfMember(db: Db, memberId: number): Promise<number | undefined> {
  const [row] = await db.select({ agentId: members.agentId }).from(members).where(eq(members.id, memberId));
  return row?.agentId;
}

/** When the member registered (undefined for a member id no member has). */
export async function memberCreatedAt(db: Db, memberId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.createdAt;
}

/**
 * A sub account added or replaced after `since`: the registered account cannot be changed on the site, a
 * sub account can (docs/rules/payments.md#automatic-approval).
 */
export async function subAccountAddedSince(db: Db, memberId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: memberBankAccounts.id })
    .from(memberBankAccounts)
    .where(
      and(
        eq(memberBankAccounts.memberId, memberId),
        eq(memberBankAccounts.kind, 'sub'),
        gt(memberBankAccounts.createdAt, since),
      ),
    );
  return rows.length > 0;
}
