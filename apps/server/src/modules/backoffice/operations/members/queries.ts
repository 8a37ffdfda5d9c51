import { and, count, desc, eq, exists, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { MemberSearchQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { gameRounds } from '#db/schema/games.ts';
import { lottoBills } from '#db/schema/lotto.ts';
import { memberNotes } from '#db/schema/member-notes.ts';
import { memberPromotions } from '#db/schema/member-promotions.ts';
import { memberBankAccounts, memberSessions, members } from '#db/schema/members.ts';
import { depositIntents, withdrawals } from '#db/schema/payments.ts';
import { responsibleGamingLimits, responsibleGamingSettings } from '#db/schema/responsible-gaming.ts';
import { offsetOf, orderOf } from '#shared/paging.ts';

/** The members screen's reads (docs/BACKOFFICE.md#members). */

/** How many of each history a member's page shows; the statement has its own paging. */
export const RECENT = 20;

// Written out in full: drizzle drops table names from columns in a select list, which would make "id"
// the bank account's own.
const mainAccountNo = sql<string | null>`(select mba.account_no from member_bank_accounts mba
  where mba.member_id = "members"."id" and mba.kind = 'main')`;

const memberColumns = {
  id: members.id,
  phone: members.phone,
  firstName: members.firstName,
  lastName: members.lastName,
  referralCode: members.referralCode,
  bankAccountNo: mainAccountNo,
  lockedAt: members.lockedAt,
  lockReason: members.lockReason,
  createdAt: members.createdAt,
};

/** `%` and `_` typed by the operator are text, not patterns. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchMembers(db: Db, agentId: number, q: MemberSearchQuery) {
  const text = q.q?.trim();
  const match = text
    ? or(
        ilike(members.phone, like(text)),
        ilike(members.firstName, like(text)),
        ilike(members.lastName, like(text)),
        ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, like(text)),
        ilike(members.referralCode, like(text)),
        exists(
          db
            .select({ one: sql`1` })
            .from(memberBankAccounts)
            .where(
              and(
                eq(memberBankAccounts.memberId, members.id),
                ilike(memberBankAccounts.accountNo, like(text)),
              ),
            ),
        ),
      )
    : undefined;
  const where = and(eq(members.agentId, agentId), match);
  const [counted] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db
    .select(memberColumns)
    .from(members)
    .where(where)
    .orderBy(
      ...orderOf(
        q.sort,
        { created_at: members.createdAt, phone: members.phone, first_name: members.firstName },
        members.id,
      ),
    )
    .limit(q.page_size)
    .offset(offsetOf(q));
  return { total: counted?.n ?? 0, rows };
}

export async function findMember(db: Db, agentId: number, memberId: number) {
  const [row] = await db
    .select({
      ...memberColumns,
      birthDate: members.birthDate,
      lineId: members.lineId,
      uplineMemberId: members.uplineMemberId,
    })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.agentId, agentId)));
  return row;
}

/** Locks the member's row for an action that reads and changes it in one transaction. */
export async function lockMemberRow(tx: Db, agentId: number, memberId: number) {
  const [row] = await tx
    .select({
      id: members.id,
      phone: members.phone,
      lockedAt: members.lockedAt,
      lockReason: members.lockReason,
    })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.agentId, agentId)))
    .for('update');
  return row;
}

export async function setMemberLock(tx: Db, memberId: number, lock: { at: Date; reason: string } | null) {
  const [row] = await tx
    .update(members)
    .set({ lockedAt: lock?.at ?? null, lockReason: lock?.reason ?? null })
    .where(eq(members.id, memberId))
    .returning({ lockedAt: members.lockedAt, lockReason: members.lockReason });
  return row!;
}

export function bankAccountsOf(db: Db, memberId: number) {
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

export function recentDeposits(db: Db, memberId: number) {
  return db
    .select()
    .from(depositIntents)
    .where(eq(depositIntents.memberId, memberId))
    .orderBy(desc(depositIntents.createdAt), desc(depositIntents.id))
    .limit(RECENT);
}

export function recentWithdrawals(db: Db, memberId: number) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(RECENT);
}

export function recentBills(db: Db, memberId: number) {
  return db
    .select()
    .from(lottoBills)
    .where(eq(lottoBills.memberId, memberId))
    .orderBy(desc(lottoBills.createdAt), desc(lottoBills.id))
    .limit(RECENT);
}

export function recentGameRounds(db: Db, memberId: number) {
  return db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.memberId, memberId))
    .orderBy(desc(gameRounds.id))
    .limit(RECENT);
}

export function recentPromotions(db: Db, memberId: number) {
  return db
    .select()
    .from(memberPromotions)
    .where(eq(memberPromotions.memberId, memberId))
    .orderBy(desc(memberPromotions.startedAt), desc(memberPromotions.id))
    .limit(RECENT);
}

export async function responsibleGamingOf(db: Db, memberId: number) {
  const [settings] = await db
    .select()
    .from(responsibleGamingSettings)
    .where(eq(responsibleGamingSettings.memberId, memberId));
  const limits = await db
    .select()
    .from(responsibleGamingLimits)
    .where(eq(responsibleGamingLimits.memberId, memberId))
    .orderBy(responsibleGamingLimits.kind, responsibleGamingLimits.period);
  return { settings, limits };
}

/** Sessions neither revoked, expired nor idle since `idleSince` (docs/rules/accounts.md). */
export function liveSessions(db: Db, memberId: number, now: Date, idleSince: Date) {
  return db
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
        gt(memberSessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(memberSessions.lastSeenAt));
}

export function notesOf(db: Db, memberId: number) {
  return db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.id))
    .limit(100);
}

export async function insertNote(tx: Db, note: { memberId: number; text: string; operator: string }) {
  const [row] = await tx.insert(memberNotes).values(note).returning();
  return row!;
}
