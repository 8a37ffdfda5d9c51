import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agents } from '#db/schema/agents.ts';
import { memberBankAccounts, members } from '#db/schema/members.ts';

/** An operator names a member by phone within the site's agent (AGENT_CODE). */
export async function findMemberForOperator(db: Db, agentCode: string, phone: string) {
  const [row] = await db
    .select({
      id: members.id,
      phone: members.phone,
      firstName: members.firstName,
      lastName: members.lastName,
      birthDate: members.birthDate,
      lineId: members.lineId,
      referralCode: members.referralCode,
      uplineMemberId: members.uplineMemberId,
      createdAt: members.createdAt,
      passwordChangedAt: members.passwordChangedAt,
      agentCode: agents.code,
    })
    .from(members)
    .innerJoin(agents, eq(agents.id, members.agentId))
    .where(and(eq(agents.code, agentCode), eq(members.phone, phone)))
    .limit(1);
  return row;
}

export function listMemberBankAccounts(db: Db, memberId: number) {
  return db
    .select({
      kind: memberBankAccounts.kind,
      bankCode: memberBankAccounts.bankCode,
      accountNo: memberBankAccounts.accountNo,
    })
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId))
    .orderBy(memberBankAccounts.kind);
}
