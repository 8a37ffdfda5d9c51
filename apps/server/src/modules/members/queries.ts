import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agents, agentSettings } from '#db/schema/agents.ts';
import { memberBankAccounts, members } from '#db/schema/members.ts';

export type NewMember = typeof members.$inferInsert;
export type NewBankAccount = typeof memberBankAccounts.$inferInsert;
export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

/** What login and re-authentication need; the hash never leaves the account service. */
export async function findMemberByPhone(db: Db, agentId: number, phone: string) {
  const [row] = await db
    .select({
      id: members.id,
      agentId: members.agentId,
      phone: members.phone,
      passwordHash: members.passwordHash,
      lockedAt: members.lockedAt,
    })
    .from(members)
    .where(and(eq(members.agentId, agentId), eq(members.phone, phone)))
    .limit(1);
  return row;
}

export async function findPasswordHash(db: Db, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.passwordHash;
}

export async function isPhoneRegistered(db: Db, agentId: number, phone: string): Promise<boolean> {
  return (await findMemberByPhone(db, agentId, phone)) !== undefined;
}

/** The member holding an account number with the agent, as main or sub account. */
export async function findBankAccountOwner(
  db: Db,
  agentId: number,
  accountNo: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ memberId: memberBankAccounts.memberId })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.agentId, agentId), eq(memberBankAccounts.accountNo, accountNo)))
    .limit(1);
  return row?.memberId;
}

export async function findMemberIdByReferralCode(
  db: Db,
  agentId: number,
  code: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.agentId, agentId), eq(members.referralCode, code)))
    .limit(1);
  return row?.id;
}

export async function findMinAge(db: Db, agentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ minAge: agentSettings.minAge })
    .from(agentSettings)
    .where(eq(agentSettings.agentId, agentId))
    .limit(1);
  return row?.minAge;
}

export async function insertMember(db: Db, row: NewMember): Promise<number> {
  const [inserted] = await db.insert(members).values(row).returning({ id: members.id });
  if (!inserted) throw new Error('member insert returned no row');
  return inserted.id;
}

export async function insertBankAccount(db: Db, row: NewBankAccount): Promise<void> {
  await db.insert(memberBankAccounts).values(row);
}

/** A member has at most one sub account; setting it again replaces the old one. */
export async function upsertSubBankAccount(db: Db, row: Omit<NewBankAccount, 'kind'>): Promise<void> {
  await db
    .insert(memberBankAccounts)
    .values({ ...row, kind: 'sub' })
    .onConflictDoUpdate({
      target: [memberBankAccounts.memberId, memberBankAccounts.kind],
      set: {
        bankCode: row.bankCode,
        accountNo: row.accountNo,
        accountName: row.accountName,
        createdAt: sql`now()`,
      },
    });
}

export function listBankAccounts(db: Db, memberId: number): Promise<BankAccountRow[]> {
  return db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId));
}

export async function updatePasswordHash(
  db: Db,
  memberId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(members).set({ passwordHash, passwordChangedAt: now }).where(eq(members.id, memberId));
}

/** Everything get_user_info shows of a member (never the password hash), with its agent's code. */
export const profileColumns = {
  id: members.id,
  phone: members.phone,
  firstName: members.firstName,
  lastName: members.lastName,
  lineId: members.lineId,
  referralCode: members.referralCode,
  createdAt: members.createdAt,
  agentCode: agents.code,
};

export async function findProfile(db: Db, memberId: number) {
  const [row] = await db
    .select(profileColumns)
    .from(members)
    .innerJoin(agents, eq(agents.id, members.agentId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}
