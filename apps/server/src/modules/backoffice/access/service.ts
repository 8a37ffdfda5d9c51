import type {
  BackofficeLoginRequest,
  BackofficeLoginResponse,
  BackofficeMe,
  BackofficeOperatorCreateRequest,
  BackofficeOperatorList,
  BackofficeSession,
  BackofficeSetupFinishRequest,
  BackofficeSetupLink,
  BackofficeSetupStartResponse,
  BackofficeTotpRequest,
  OperatorRole,
} from '@ug99/contract';
import { RECOVERY_CODE_COUNT } from '@ug99/contract';
import type { BackofficeConfig } from '#config';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { auditName } from './audit.ts';
import type { BackofficeLimits } from './limits.ts';
import type { SecretBox } from './secret-box.ts';
import {
  addOperator,
  auditAs,
  hashRecoveryCode,
  issueSetupLink,
  newRecoveryCodes,
  operatorView,
  parseLogin,
} from './operators.ts';
import type { Actor } from './operators.ts';
import { hashOperatorPassword, isWeakOperatorPassword, verifyOperatorPassword } from './passwords.ts';
import {
  addLoginTicketFailure,
  advanceTotpStep,
  countUnusedRecoveryCodes,
  countUsableAdmins,
  deleteOldLoginTickets,
  disableOperatorRow,
  enrolOperator,
  findLiveLoginTicket,
  findOperatorById,
  findOperatorByLogin,
  findUsableSetupToken,
  insertLoginTicket,
  listLiveOperatorSessions,
  signedInFromRecently,
  listOperatorsWithLastSeen,
  replaceRecoveryCodes,
  revokeOperatorSessionRow,
  revokeSessionsOf,
  pendingTotpSecretOf,
  useLoginTicket,
  useRecoveryCode,
  useSetupToken,
} from './queries.ts';
import type { OperatorRow } from './queries.ts';
import { createOperatorSession } from './sessions.ts';
import type { BackofficeOperator, OperatorSessionPolicy } from './sessions.ts';
import { isTokenShaped, hashToken, newToken } from './tokens.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

function openedOrUndefined(secrets: SecretBox, stored: string): string | undefined {
  try {
    return secrets.open(stored);
  } catch {
    return undefined;
  }
}

/** The name authenticator apps list the account under. */
export const TOTP_ISSUER = 'UG99 หลังบ้าน';

/** The TOTP step after a right password lives five minutes and allows five wrong codes. */
const TICKET_TTL_MS = 5 * 60 * 1000;
const TICKET_MAX_FAILURES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a sign-in from an address keeps that address open to its operator (docs/BACKOFFICE.md#access). */
const TRUSTED_ADDRESS_DAYS = 30;

/** Where a call came from: the audit log's "from where" and the session list's device. */
export type Caller = { ip: string; userAgent?: string | undefined };

/** A completed sign-in: the cookie's token and the operator it signs in. */
export type SignedIn = { token: string; me: BackofficeMe };

export type AccessDeps = {
  db: Db;
  clock: Clock;
  config: BackofficeConfig;
  limits: BackofficeLimits;
  /** TOTP secrets are stored sealed with it and opened only to check a code or show the setup QR. */
  secrets: SecretBox;
};

const policyOf = (config: BackofficeConfig): OperatorSessionPolicy => ({
  absoluteMs: config.sessionAbsoluteMs,
  idleMs: config.sessionIdleMs,
});

function loginOf(row: OperatorRow): string {
  return row.phone ?? row.email ?? `operator:${row.id}`;
}

/** Sign-in, setup, operators and sessions of the back office (docs/BACKOFFICE.md#access). */
export function createAccessService(deps: AccessDeps) {
  const { db, clock, config, limits, secrets } = deps;
  const policy = policyOf(config);
  /** An address an operator signed in from since then stays theirs past its own limit (limits.ts). */
  const trustSince = () => new Date(clock.now().getTime() - TRUSTED_ADDRESS_DAYS * DAY_MS);

  async function meOf(row: OperatorRow): Promise<BackofficeMe> {
    return {
      id: row.id,
      name: row.name,
      role: row.role as OperatorRole,
      totp_enrolled: row.totpEnrolledAt !== null,
      recovery_codes_left: await countUnusedRecoveryCodes(db, row.id),
    };
  }

  return {
    policy,

    /**
     * Step 1: login and password. An unknown login, a wrong password, a disabled operator and one who
     * has not finished setup all get BO_LOGIN_FAILED, after the same Argon2 work.
     */
    async login(input: BackofficeLoginRequest, caller: Caller): Promise<BackofficeLoginResponse> {
      const login = parseLogin(input.login);
      await limits.reserve(input.login, caller.ip, () =>
        login ? signedInFromRecently(db, login, caller.ip, trustSince()) : Promise.resolve(false),
      );
      const row = login ? await findOperatorByLogin(db, login) : undefined;
      const usable = row && row.disabledAt === null && row.totpEnrolledAt !== null;
      const right = await verifyOperatorPassword(usable ? row.passwordHash : undefined, input.password);
      if (!usable || !right) throw new AppError('BO_LOGIN_FAILED');
      await limits.passwordAccepted(caller.ip);
      const now = clock.now();
      await deleteOldLoginTickets(db, new Date(now.getTime() - DAY_MS));
      const ticket = newToken();
      await insertLoginTicket(db, {
        ticketHash: hashToken(ticket),
        operatorId: row.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
      });
      return { next: 'totp', ticket };
    },

    /**
     * Step 2: the ticket and a TOTP code (each 30-second step once) or an unused recovery code → a
     * session. A wrong code counts against the ticket, the login and the address.
     */
    async totp(input: BackofficeTotpRequest, caller: Caller): Promise<SignedIn> {
      const now = clock.now();
      const found = isTokenShaped(input.ticket)
        ? await findLiveLoginTicket(db, hashToken(input.ticket), now, TICKET_MAX_FAILURES)
        : undefined;
      if (!found || found.operator.totpEnrolledAt === null || !found.operator.totpSecret) {
        throw new AppError('BO_TICKET_INVALID');
      }
      const { ticket, operator } = found;
      const login = loginOf(operator);
      await limits.reserve(login, caller.ip, () =>
        signedInFromRecently(db, { operatorId: operator.id }, caller.ip, trustSince()),
      );
      const secondFactor = 'code' in input ? 'totp' : 'recovery_code';
      let token: string;
      try {
        token = await db.transaction(async (tx) => {
          if ('code' in input) {
            const secret = openedOrUndefined(secrets, operator.totpSecret!);
            // A secret no key opens (a lost key, warned about at start) takes no code; a recovery code still works.
            const step =
              secret === undefined ? undefined : matchTotp(secret, input.code, now, operator.totpLastStep);
            if (step === undefined || !(await advanceTotpStep(tx, operator.id, step))) {
              throw new AppError('BO_TOTP_INVALID');
            }
          } else if (!(await useRecoveryCode(tx, operator.id, hashRecoveryCode(input.recovery_code), now))) {
            throw new AppError('BO_RECOVERY_CODE_INVALID');
          }
          if (!(await useLoginTicket(tx, ticket.id, now))) throw new AppError('BO_TICKET_INVALID');
          const session = await createOperatorSession(tx, {
            operatorId: operator.id,
            now,
            policy,
            ip: caller.ip,
            userAgent: caller.userAgent,
          });
          await auditAs(
            tx,
            { operator: { ...operatorIdentity(operator), sessionId: session.sessionId }, ip: caller.ip },
            {
              action: 'backoffice.login',
              targetType: 'operator',
              targetId: operator.id,
              detail: { session_id: session.sessionId, second_factor: secondFactor },
            },
          );
          return session.token;
        });
      } catch (err) {
        if (err instanceof AppError && err.key !== 'BO_TICKET_INVALID')
          await addLoginTicketFailure(db, ticket.id);
        throw err;
      }
      await limits.signedIn(login, caller.ip);
      return { token, me: await meOf(operator) };
    },

    async me(operator: BackofficeOperator): Promise<BackofficeMe> {
      const row = await findOperatorById(db, operator.id);
      if (!row) throw new AppError('BO_UNAUTHENTICATED');
      return meOf(row);
    },

    async logout(operator: BackofficeOperator, caller: Caller): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const ended = await revokeOperatorSessionRow(tx, operator.sessionId, now, 'logout', new Date(0));
        if (!ended) return;
        await auditAs(
          tx,
          { operator, ip: caller.ip },
          {
            action: 'backoffice.logout',
            targetType: 'operator_session',
            targetId: operator.sessionId,
          },
        );
      });
    },

    /** "Log out my other devices": every session of the caller but this one ends. */
    async revokeOtherSessions(operator: BackofficeOperator, caller: Caller): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const ended = await revokeSessionsOf(tx, operator.id, now, auditName(operator), operator.sessionId);
        await auditAs(
          tx,
          { operator, ip: caller.ip },
          {
            action: 'backoffice.session.revoke_others',
            targetType: 'operator',
            targetId: operator.id,
            detail: { revoked: ended },
          },
        );
        return ended;
      });
    },

    /**
     * The setup link opened: its TOTP secret, made at the first opening and kept on the link until setup
     * finishes, so a reload shows the QR code the operator may already have scanned (issue 27).
     */
    async setupStart(token: string): Promise<BackofficeSetupStartResponse> {
      const found = await usableSetup(token);
      const stored =
        found.token.pendingTotpSecret ??
        (await pendingTotpSecretOf(db, found.token.id, secrets.seal(newTotpSecret())));
      if (!stored) throw new AppError('BO_SETUP_INVALID');
      const secret = secrets.open(stored);
      const { operator } = found;
      const account = operator.email ?? operator.phone ?? operator.name;
      return {
        otpauth_uri: otpauthUri(secret, TOTP_ISSUER, account),
        secret,
        name: operator.name,
        role: operator.role as OperatorRole,
        needs_login: operator.phone === null && operator.email === null,
      };
    },

    /**
     * Setup finished: password, TOTP (the code proves the app has the secret), a login for an operator
     * created without one, ten new recovery codes shown once; every older session ends; signed in.
     */
    async setupFinish(
      input: BackofficeSetupFinishRequest,
      caller: Caller,
    ): Promise<SignedIn & { recoveryCodes: string[] }> {
      const found = await usableSetup(input.token);
      const { operator } = found;
      if (!found.token.pendingTotpSecret) throw new AppError('BO_SETUP_NOT_STARTED');
      const secret = secrets.open(found.token.pendingTotpSecret);
      const now = clock.now();
      const step = matchTotp(secret, input.code, now, null);
      if (step === undefined) throw new AppError('BO_TOTP_INVALID');
      let newLogin: { phone: string } | { email: string } | undefined;
      if (operator.phone === null && operator.email === null) {
        newLogin = input.login === undefined ? undefined : parseLogin(input.login);
        if (!newLogin) throw new AppError('BO_LOGIN_REQUIRED');
      }
      const login =
        operator.phone ??
        operator.email ??
        (newLogin && ('phone' in newLogin ? newLogin.phone : newLogin.email));
      if (isWeakOperatorPassword(input.password, login ?? null)) throw new AppError('BO_WEAK_PASSWORD');
      const passwordHash = await hashOperatorPassword(input.password);
      const recoveryCodes = newRecoveryCodes(RECOVERY_CODE_COUNT);
      const result = await db.transaction(async (tx) => {
        if (!(await useSetupToken(tx, found.token.id, now))) throw new AppError('BO_SETUP_INVALID');
        let enrolled: OperatorRow | undefined;
        try {
          enrolled = await enrolOperator(tx, operator.id, {
            passwordHash,
            totpSecret: secrets.seal(secret),
            totpLastStep: step,
            enrolledAt: now,
            ...newLogin,
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new AppError('BO_LOGIN_TAKEN');
          throw err;
        }
        if (!enrolled) throw new AppError('BO_SETUP_INVALID');
        await replaceRecoveryCodes(tx, operator.id, recoveryCodes.map(hashRecoveryCode));
        const ended = await revokeSessionsOf(tx, operator.id, now, 'setup');
        const session = await createOperatorSession(tx, {
          operatorId: operator.id,
          now,
          policy,
          ip: caller.ip,
          userAgent: caller.userAgent,
        });
        const actor: Actor = {
          operator: { ...operatorIdentity(enrolled), sessionId: session.sessionId },
          ip: caller.ip,
        };
        await auditAs(tx, actor, {
          action: 'backoffice.operator.setup',
          targetType: 'operator',
          targetId: operator.id,
          before: operatorView(operator),
          after: operatorView(enrolled),
          detail: { sessions_ended: ended, recovery_codes: RECOVERY_CODE_COUNT },
        });
        return { token: session.token, enrolled };
      });
      return { token: result.token, me: await meOf(result.enrolled), recoveryCodes };
    },

    async listOperators(): Promise<BackofficeOperatorList> {
      const rows = await listOperatorsWithLastSeen(db);
      return { items: rows.map((r) => operatorView(r.operator, r.lastSeenAt)) };
    },

    async addOperator(
      input: BackofficeOperatorCreateRequest,
      actor: BackofficeOperator,
      caller: Caller,
    ): Promise<BackofficeSetupLink> {
      const { operator, link } = await addOperator(db, {
        ...input,
        actor: { operator: actor, ip: caller.ip },
        now: clock.now(),
        publicUrl: config.publicUrl,
      });
      return {
        operator: operatorView(operator),
        setup_url: link.url,
        expires_at: link.expiresAt.toISOString(),
      };
    },

    /** Disabled: cannot sign in, every session ends at once. The last usable admin cannot be disabled. */
    async disableOperator(id: number, actor: BackofficeOperator, caller: Caller) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const before = await findOperatorById(tx, id);
        if (!before) throw new AppError('BO_OPERATOR_NOT_FOUND');
        if (before.role === 'admin' && (id === actor.id || (await countUsableAdmins(tx, id)) === 0)) {
          throw new AppError('BO_LAST_ADMIN');
        }
        const after = (await disableOperatorRow(tx, id, now)) ?? before;
        const ended = await revokeSessionsOf(tx, id, now, auditName(actor));
        if (before.disabledAt === null) {
          await auditAs(
            tx,
            { operator: actor, ip: caller.ip },
            {
              action: 'backoffice.operator.disable',
              targetType: 'operator',
              targetId: id,
              before: operatorView(before),
              after: operatorView(after),
              detail: { sessions_ended: ended },
            },
          );
        }
        return operatorView(after);
      });
    },

    /** A new setup link: at its use the operator sets a new password and TOTP (a lost phone). */
    async reissueSetupLink(
      id: number,
      actor: BackofficeOperator,
      caller: Caller,
    ): Promise<BackofficeSetupLink> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await findOperatorById(tx, id);
        if (!row || row.disabledAt !== null) throw new AppError('BO_OPERATOR_NOT_FOUND');
        const link = await issueSetupLink(tx, { operatorId: id, now, publicUrl: config.publicUrl });
        await auditAs(
          tx,
          { operator: actor, ip: caller.ip },
          {
            action: 'backoffice.operator.setup_link',
            targetType: 'operator',
            targetId: id,
            detail: { expires_at: link.expiresAt.toISOString() },
          },
        );
        return { operator: operatorView(row), setup_url: link.url, expires_at: link.expiresAt.toISOString() };
      });
    },

    async listSessions(caller: BackofficeOperator): Promise<{ items: BackofficeSession[] }> {
      const now = clock.now();
      const rows = await listLiveOperatorSessions(db, now, new Date(now.getTime() - config.sessionIdleMs));
      return {
        items: rows.map(({ session, name, role }) => ({
          id: session.id,
          operator_id: session.operatorId,
          operator_name: name,
          role: role as OperatorRole,
          created_at: session.createdAt.toISOString(),
          last_seen_at: session.lastSeenAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
          ip: session.ip,
          user_agent: session.userAgent,
          current: session.id === caller.sessionId,
        })),
      };
    },

    async revokeSession(id: number, actor: BackofficeOperator, caller: Caller): Promise<number> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const idleSince = new Date(now.getTime() - config.sessionIdleMs);
        const ended = await revokeOperatorSessionRow(tx, id, now, auditName(actor), idleSince);
        if (!ended) throw new AppError('BO_SESSION_NOT_FOUND');
        await auditAs(
          tx,
          { operator: actor, ip: caller.ip },
          {
            action: 'backoffice.session.revoke',
            targetType: 'operator_session',
            targetId: id,
            detail: { operator_id: ended.operatorId, ip: ended.ip, user_agent: ended.userAgent },
          },
        );
        return 1;
      });
    },
  };

  async function usableSetup(token: string) {
    const found = isTokenShaped(token)
      ? await findUsableSetupToken(db, hashToken(token), clock.now())
      : undefined;
    if (!found) throw new AppError('BO_SETUP_INVALID');
    return found;
  }
}

export type AccessService = ReturnType<typeof createAccessService>;

function operatorIdentity(row: OperatorRow) {
  return { id: row.id, name: row.name, role: row.role as OperatorRole };
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (also wrapped by drizzle). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
