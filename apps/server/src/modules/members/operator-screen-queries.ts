import { and, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { MemberSearchQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberBankAccounts, memberSessions, members } from '#db/schema/members.ts';
import { like, offsetOf, orderOf } from '#shared/paging.ts';
import { isLiveSession } from './auth/session-queries.ts';

/** The back office's members screen reads members here (docs/BACKOFFICE.md#members). */

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

/** The agent's members matching the operator's text (phone, name, referral code, an account number). */
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

/** One of the agent's members, for the operator's member page. */
export async function memberOfAgent(db: Db, agentId: number, memberId: number) {
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

/** An operator's lock (login refused) or unlock (null), in the caller's transaction. */
export async function setMemberLock(tx: Db, memberId: number, lock: { at: Date; reason: string } | null) {
  const [row] = await tx
    .update(members)
    .set({ lockedAt: lock?.at ?? null, lockReason: lock?.reason ?? null })
    .where(eq(members.id, memberId))
    .returning({ lockedAt: members.lockedAt, lockReason: members.lockReason });
  return row!;
}

/** The member's live sessions (isLiveSession), the last seen first. */
export function liveSessionsOf(db: Db, memberId: number, now: Date, idleSince: Date) {
  return db
    .select()
    .from(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), isLiveSession(now, idleSince)))
    .orderBy(desc(memberSessions.lastSeenAt));
}
