import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BackofficeOperator as BackofficeOperatorView, OperatorRole } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { AppError } from '#http/app-error.ts';
import { auditName, entryColumns, writeBackofficeAudit } from './audit.ts';
import type { BackofficeAuditEntry } from './audit.ts';
import {
  anyEnrolledAdmin,
  findBootstrapOperator,
  findLiveSetupToken,
  insertOperator,
  insertSetupToken,
  retireSetupTokens,
} from './queries.ts';
import type { OperatorRow } from './queries.ts';
import type { BackofficeOperator } from './sessions.ts';
import { base32Encode } from './totp.ts';
import { hashToken, newToken } from './tokens.ts';

/** A setup link lives a day (docs/BACKOFFICE.md#access). */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The first admin the server creates at start-up, who chooses a phone or an email at setup. */
export const FIRST_ADMIN_NAME = 'ผู้ดูแลระบบ';

/**
 * Who did an operator action: a signed-in operator (from an address), or the command line or the
 * server itself, named as the audit log names them ("system:start-up", or the command's --operator).
 */
export type Actor = { operator: BackofficeOperator; ip: string | null } | { name: string };

/** One audit row in the action's transaction, for either kind of actor (docs/BACKOFFICE.md#audit-log). */
export async function auditAs(tx: Db, actor: Actor, entry: Omit<BackofficeAuditEntry, 'ip'>): Promise<void> {
  if ('operator' in actor) {
    await writeBackofficeAudit(tx, actor.operator, { ...entry, ip: actor.ip });
    return;
  }
  await tx.insert(operatorAuditLog).values({ operator: actor.name, ...entryColumns(entry) });
}

export function actorName(actor: Actor): string {
  return 'operator' in actor ? auditName(actor.operator) : actor.name;
}

/** An operator as the back office and the audit log show it: never a hash or a secret. */
export function operatorView(row: OperatorRow, lastSeenAt: Date | null = null): BackofficeOperatorView {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    role: row.role as OperatorRole,
    enrolled: row.totpEnrolledAt !== null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    last_seen_at: lastSeenAt ? new Date(lastSeenAt).toISOString() : null,
  };
}

/** What an operator signs in with, read from what they typed: a Thai mobile number or an email. */
export function parseLogin(text: string): { phone: string } | { email: string } | undefined {
  const value = text.trim();
  if (/^0[689]\d{8}$/.test(value)) return { phone: value };
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254) return { email: value.toLowerCase() };
  return undefined;
}

export function setupUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/backoffice/setup#${token}`;
}

export type IssuedSetupLink = { url: string; token: string; expiresAt: Date };

/** A new one-time setup link for the operator; any earlier live link stops working. */
export async function issueSetupLink(
  tx: Db,
  input: { operatorId: number; now: Date; publicUrl: string },
): Promise<IssuedSetupLink> {
  await retireSetupTokens(tx, input.operatorId, input.now);
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + SETUP_LINK_TTL_MS);
  await insertSetupToken(tx, {
    tokenHash: hashToken(token),
    operatorId: input.operatorId,
    createdAt: input.now,
    expiresAt,
  });
  return { url: setupUrl(input.publicUrl, token), token, expiresAt };
}

export type AddOperatorInput = {
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
  role: OperatorRole;
};

/**
 * Creates an operator with a setup link, audited in the same transaction (docs/BACKOFFICE.md#access).
 * Refused with BO_LOGIN_TAKEN when another operator has the phone or email.
 */
export async function addOperator(
  db: Db,
  input: AddOperatorInput & { actor: Actor; now: Date; publicUrl: string },
): Promise<{ operator: OperatorRow; link: IssuedSetupLink }> {
  return db.transaction(async (tx) => {
    const operator = await insertOperator(tx, {
      name: input.name.trim(),
      phone: input.phone ?? null,
      email: input.email?.toLowerCase() ?? null,
      role: input.role,
      createdAt: input.now,
      createdBy: actorName(input.actor),
    });
    if (!operator) throw new AppError('BO_LOGIN_TAKEN');
    const link = await issueSetupLink(tx, {
      operatorId: operator.id,
      now: input.now,
      publicUrl: input.publicUrl,
    });
    await auditAs(tx, input.actor, {
      action: 'backoffice.operator.add',
      targetType: 'operator',
      targetId: operator.id,
      after: operatorView(operator),
      detail: { setup_link_expires_at: link.expiresAt.toISOString() },
    });
    return { operator, link };
  });
}

/** Shown once at setup; only their SHA-256 is kept. 80 random bits each, as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(10));
    return text.match(/.{4}/g)!.join('-');
  });
}

/** Typed codes match whatever their case and separators. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z2-7]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

/** Arbitrary but fixed: every instance agrees on it (the migration lock is 7_412_009_901). */
const FIRST_ADMIN_LOCK_KEY = 7_412_019_001;

export type FirstAdminSetup =
  | { kind: 'admin-exists' }
  | { kind: 'link'; url: string; expiresAt: Date }
  | { kind: 'issued-by-another-instance'; issuedAt: Date };

/**
 * At start-up, when no admin can sign in yet: a setup link for the first admin ("ผู้ดูแลระบบ", without a
 * phone or email until setup), printed by the server (docs/BACKOFFICE.md#access). Several instances
 * starting at once take a transaction-scoped advisory lock in turn: the first issues the link, the others
 * find a link issued since they started (`startedAt`) and issue none (the unique indexes on the bootstrap
 * operator and on live links would refuse a second one anyway). A later start replaces a link issued
 * before it started: only its hash is stored, so the old link cannot be printed again.
 */
export async function ensureFirstAdminSetup(
  db: Db,
  input: { now: Date; startedAt: Date; publicUrl: string },
): Promise<FirstAdminSetup> {
  const { now, publicUrl } = input;
  if (await anyEnrolledAdmin(db)) return { kind: 'admin-exists' };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
    if (await anyEnrolledAdmin(tx)) return { kind: 'admin-exists' as const };
    const actor = { name: 'system:start-up' };
    let admin = await findBootstrapOperator(tx);
    if (!admin) {
      admin = await insertOperator(tx, {
        name: FIRST_ADMIN_NAME,
        phone: null,
        email: null,
        role: 'admin',
        bootstrap: true,
        createdAt: now,
        createdBy: actor.name,
      });
      if (!admin) throw new Error('the first admin could not be created');
      await auditAs(tx, actor, {
        action: 'backoffice.operator.add',
        targetType: 'operator',
        targetId: admin.id,
        after: operatorView(admin),
      });
    }
    const live = await findLiveSetupToken(tx, admin.id, now);
    if (live && live.createdAt.getTime() >= input.startedAt.getTime()) {
      return { kind: 'issued-by-another-instance' as const, issuedAt: live.createdAt };
    }
    const link = await issueSetupLink(tx, { operatorId: admin.id, now, publicUrl });
    await auditAs(tx, actor, {
      action: 'backoffice.operator.setup_link',
      targetType: 'operator',
      targetId: admin.id,
      detail: { expires_at: link.expiresAt.toISOString() },
    });
    return { kind: 'link' as const, url: link.url, expiresAt: link.expiresAt };
  });
}
