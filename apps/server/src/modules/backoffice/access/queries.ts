import { and, asc, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { OperatorRole } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import {
  operatorLoginTickets,
  operatorRecoveryCodes,
  operators,
  operatorSessions,
  operatorSetupTokens,
} from '#db/schema/backoffice.ts';

// The back office's access tables (docs/BACKOFFICE.md#access). Every "use once" write is conditional
// (`… where used_at is null returning`), so two requests racing for one ticket, code or link cannot
// both win.

export type OperatorRow = typeof operators.$inferSelect;

/** The operator `where` picks (an id, a login, the bootstrap row: one at most), or undefined. */
function findOperator(db: Db, where: SQL): Promise<OperatorRow | undefined> {
  return db
    .select()
    .from(operators)
    .where(where)
    .then((rows) => rows[0]);
}

export function findOperatorById(db: Db, id: number): Promise<OperatorRow | undefined> {
  return findOperator(db, eq(operators.id, id));
}

/**
 * Whether the operator (by login, or by id) signed in from exactly this address since `since`, and is
 * not disabled: a session row is written by every completed sign-in and kept a month (sessions.ts).
 */
export async function signedInFromRecently(
  db: Db,
  who: { phone: string } | { email: string } | { operatorId: number },
  ip: string,
  since: Date,
): Promise<boolean> {
  const operator =
    'operatorId' in who
      ? eq(operators.id, who.operatorId)
      : 'phone' in who
        ? eq(operators.phone, who.phone)
        : eq(operators.email, who.email);
  const rows = await db
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        operator,
        isNull(operators.disabledAt),
        eq(operatorSessions.ip, ip),
        gt(operatorSessions.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function findOperatorByLogin(
  db: Db,
  login: { phone: string } | { email: string },
): Promise<OperatorRow | undefined> {
  return findOperator(
    db,
    'phone' in login ? eq(operators.phone, login.phone) : eq(operators.email, login.email),
  );
}

/** The new operator, or undefined when its phone or email (or the one bootstrap row) already exists. */
export async function insertOperator(
  db: Db,
  values: {
    name: string;
    phone: string | null;
    email: string | null;
    role: OperatorRole;
    bootstrap?: boolean;
    createdAt: Date;
    createdBy: string;
  },
): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

export function listOperatorsWithLastSeen(db: Db) {
  const lastSeen = db
    .select({
      operatorId: operatorSessions.operatorId,
      lastSeenAt: sql<Date>`max(${operatorSessions.lastSeenAt})`.as('last_seen_at'),
    })
    .from(operatorSessions)
    .groupBy(operatorSessions.operatorId)
    .as('last_seen');
  return db
    .select({ operator: operators, lastSeenAt: lastSeen.lastSeenAt })
    .from(operators)
    .leftJoin(lastSeen, eq(lastSeen.operatorId, operators.id))
    .orderBy(asc(operators.id));
}

export async function disableOperatorRow(db: Db, id: number, now: Date): Promise<OperatorRow | undefined> {
  const [row] = await db
    .update(operators)
    .set({ disabledAt: now })
    .where(and(eq(operators.id, id), isNull(operators.disabledAt)))
    .returning();
  return row;
}

/** Enabled admins who could sign in (setup finished), other than `exceptId`. */
export async function countUsableAdmins(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operators)
    .where(
      and(
        eq(operators.role, 'admin'),
        isNull(operators.disabledAt),
        sql`${operators.totpEnrolledAt} is not null`,
        ne(operators.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

/** Whether any admin has finished setup (enabled or not counts: the site has been handed over). */
export async function anyEnrolledAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        eq(operators.role, 'admin'),
        isNull(operators.disabledAt),
        sql`${operators.totpEnrolledAt} is not null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function findBootstrapOperator(db: Db): Promise<OperatorRow | undefined> {
  return findOperator(db, eq(operators.bootstrap, true));
}

/** Set at setup: password, TOTP secret and the step its first code used, and a login if it had none. */
export async function enrolOperator(
  db: Db,
  id: number,
  values: {
    passwordHash: string;
    totpSecret: string;
    totpLastStep: number;
    enrolledAt: Date;
    phone?: string;
    email?: string;
  },
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .update(operators)
    .set({
      passwordHash: values.passwordHash,
      totpSecret: values.totpSecret,
      totpLastStep: values.totpLastStep,
      totpEnrolledAt: values.enrolledAt,
      ...(values.phone ? { phone: values.phone } : {}),
      ...(values.email ? { email: values.email } : {}),
    })
    .where(eq(operators.id, id))
    .returning();
  return row;
}

/** Records the step a code was accepted for, only if it is later than the last one (one use per code). */
export async function advanceTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length === 1;
}

// Setup links.

export type SetupTokenRow = typeof operatorSetupTokens.$inferSelect;

/** Any live link of the operator stops working: a newer one replaces it. */
export async function retireSetupTokens(db: Db, operatorId: number, now: Date): Promise<void> {
  await db
    .update(operatorSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(operatorSetupTokens.operatorId, operatorId), isNull(operatorSetupTokens.usedAt)));
}

export async function insertSetupToken(
  db: Db,
  values: { tokenHash: string; operatorId: number; createdAt: Date; expiresAt: Date },
): Promise<SetupTokenRow> {
  const [row] = await db.insert(operatorSetupTokens).values(values).returning();
  return row!;
}

export function findLiveSetupToken(
  db: Db,
  operatorId: number,
  now: Date,
): Promise<SetupTokenRow | undefined> {
  return db
    .select()
    .from(operatorSetupTokens)
    .where(
      and(
        eq(operatorSetupTokens.operatorId, operatorId),
        isNull(operatorSetupTokens.usedAt),
        gt(operatorSetupTokens.expiresAt, now),
      ),
    )
    .then((rows) => rows[0]);
}

/** The link and its operator while the link is unused, unexpired and the operator enabled. */
export async function findUsableSetupToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: operatorSetupTokens, operator: operators })
    .from(operatorSetupTokens)
    .innerJoin(operators, eq(operators.id, operatorSetupTokens.operatorId))
    .where(
      and(
        eq(operatorSetupTokens.tokenHash, tokenHash),
        isNull(operatorSetupTokens.usedAt),
        gt(operatorSetupTokens.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    );
  return row;
}

/**
 * The link's TOTP secret: `secret` when the link has none yet, else the one it already holds, so the
 * secret stays the same for the link's life however often it is opened (two first opens at once agree:
 * the write is conditional and the loser reads the winner's).
 */
export async function pendingTotpSecretOf(
  db: Db,
  tokenId: number,
  secret: string,
): Promise<string | undefined> {
  const [set] = await db
    .update(operatorSetupTokens)
    .set({ pendingTotpSecret: secret })
    .where(and(eq(operatorSetupTokens.id, tokenId), isNull(operatorSetupTokens.pendingTotpSecret)))
    .returning({ secret: operatorSetupTokens.pendingTotpSecret });
  if (set?.secret) return set.secret;
  const [held] = await db
    .select({ secret: operatorSetupTokens.pendingTotpSecret })
    .from(operatorSetupTokens)
    .where(eq(operatorSetupTokens.id, tokenId));
  return held?.secret ?? undefined;
}

export async function useSetupToken(db: Db, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(operatorSetupTokens.id, tokenId), isNull(operatorSetupTokens.usedAt)))
    .returning({ id: operatorSetupTokens.id });
  return rows.length === 1;
}

// Recovery codes.

/** A new set replaces the old: the old codes, used or not, are gone. */
export async function replaceRecoveryCodes(db: Db, operatorId: number, codeHashes: string[]): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
}

export async function useRecoveryCode(
  db: Db,
  operatorId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, operatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// Login tickets.

export type LoginTicketRow = typeof operatorLoginTickets.$inferSelect;

export async function insertLoginTicket(
  db: Db,
  values: { ticketHash: string; operatorId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorLoginTickets).values(values);
}

export async function findLiveLoginTicket(db: Db, ticketHash: string, now: Date, maxFailures: number) {
  const [row] = await db
    .select({ ticket: operatorLoginTickets, operator: operators })
    .from(operatorLoginTickets)
    .innerJoin(operators, eq(operators.id, operatorLoginTickets.operatorId))
    .where(
      and(
        eq(operatorLoginTickets.ticketHash, ticketHash),
        isNull(operatorLoginTickets.usedAt),
        gt(operatorLoginTickets.expiresAt, now),
        lt(operatorLoginTickets.failures, maxFailures),
        isNull(operators.disabledAt),
      ),
    );
  return row;
}

export async function addLoginTicketFailure(db: Db, ticketId: number): Promise<void> {
  await db
    .update(operatorLoginTickets)
    .set({ failures: sql`${operatorLoginTickets.failures} + 1` })
    .where(eq(operatorLoginTickets.id, ticketId));
}

export async function useLoginTicket(db: Db, ticketId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorLoginTickets)
    .set({ usedAt: now })
    .where(and(eq(operatorLoginTickets.id, ticketId), isNull(operatorLoginTickets.usedAt)))
    .returning({ id: operatorLoginTickets.id });
  return rows.length === 1;
}

/** Tickets that can no longer be used are kept a day (for questions), then removed. */
export async function deleteOldLoginTickets(db: Db, before: Date): Promise<void> {
  await db.delete(operatorLoginTickets).where(lt(operatorLoginTickets.expiresAt, before));
}

// Sessions.

export async function insertOperatorSession(
  db: Db,
  values: {
    tokenHash: string;
    operatorId: number;
    createdAt: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(operatorSessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning({ id: operatorSessions.id });
  return row!.id;
}

/** Sessions of the operator that ended (expired or revoked) before `before`: they are no longer kept. */
export async function deleteEndedOperatorSessions(db: Db, operatorId: number, before: Date): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        or(lt(operatorSessions.expiresAt, before), lt(operatorSessions.revokedAt, before)),
      ),
    );
}

/** The live session (not revoked, not expired, not idle) of an enabled operator, by its token's hash. */
export async function findLiveOperatorSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      lastSeenAt: operatorSessions.lastSeenAt,
      operatorId: operators.id,
      name: operators.name,
      role: operators.role,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        isNull(operators.disabledAt),
      ),
    );
  return row;
}

export async function touchOperatorSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, sessionId));
}

/** Ends one live session; false when it was not live (unknown, revoked or expired). */
export async function revokeOperatorSessionRow(
  db: Db,
  sessionId: number,
  now: Date,
  by: string,
  idleSince: Date,
) {
  const [row] = await db
    .update(operatorSessions)
    .set({ revokedAt: now, revokedBy: by })
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
      ),
    )
    .returning();
  return row;
}

/** Ends every session of an operator that is not ended yet, except `keepId`; how many it ended. */
export async function revokeSessionsOf(
  db: Db,
  operatorId: number,
  now: Date,
  by: string,
  keepId?: number,
): Promise<number> {
  const rows = await db
    .update(operatorSessions)
    .set({ revokedAt: now, revokedBy: by })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        ...(keepId === undefined ? [] : [ne(operatorSessions.id, keepId)]),
      ),
    )
    .returning({ id: operatorSessions.id });
  return rows.length;
}

export function listLiveOperatorSessions(db: Db, now: Date, idleSince: Date) {
  return db
    .select({ session: operatorSessions, name: operators.name, role: operators.role })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        isNull(operators.disabledAt),
      ),
    )
    .orderBy(desc(operatorSessions.lastSeenAt));
}

/** Every stored TOTP secret: enrolled operators' and setup links' (sealed, or clear from before sealing). */
export async function storedTotpSecrets(
  db: Db,
): Promise<{ kind: 'operator' | 'setup'; id: number; value: string }[]> {
  const [enrolled, pending] = await Promise.all([
    db
      .select({ id: operators.id, value: operators.totpSecret })
      .from(operators)
      .where(sql`${operators.totpSecret} is not null`),
    db
      .select({ id: operatorSetupTokens.id, value: operatorSetupTokens.pendingTotpSecret })
      .from(operatorSetupTokens)
      .where(sql`${operatorSetupTokens.pendingTotpSecret} is not null`),
  ]);
  return [
    ...enrolled.map((r) => ({ kind: 'operator' as const, id: r.id, value: r.value! })),
    ...pending.map((r) => ({ kind: 'setup' as const, id: r.id, value: r.value! })),
  ];
}

/** Replaces one stored secret if it is still `before` (another instance may have sealed it already). */
export async function replaceTotpSecret(
  db: Db,
  row: { kind: 'operator' | 'setup'; id: number },
  before: string,
  after: string,
): Promise<boolean> {
  const rows =
    row.kind === 'operator'
      ? await db
          .update(operators)
          .set({ totpSecret: after })
          .where(and(eq(operators.id, row.id), eq(operators.totpSecret, before)))
          .returning({ id: operators.id })
      : await db
          .update(operatorSetupTokens)
          .set({ pendingTotpSecret: after })
          .where(and(eq(operatorSetupTokens.id, row.id), eq(operatorSetupTokens.pendingTotpSecret, before)))
          .returning({ id: operatorSetupTokens.id });
  return rows.length > 0;
}
