import type { BackofficeLoginRequest, BackofficeLoginResponse, BackofficeTotpRequest } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import type { AccessDeps, Caller, SignedIn } from './access-deps.ts';
import { openSessionFor } from './access-deps.ts';
import { meOf, operatorIdentity } from './me.ts';
import { auditAs, hashRecoveryCode, parseLogin } from './operators.ts';
import { verifyOperatorPassword } from './passwords.ts';
import {
  addLoginTicketFailure,
  advanceTotpStep,
  deleteOldLoginTickets,
  findLiveLoginTicket,
  findOperatorByLogin,
  insertLoginTicket,
  signedInFromRecently,
  useLoginTicket,
  useRecoveryCode,
} from './queries.ts';
import type { OperatorRow } from './queries.ts';
import { hashToken, isTokenShaped, newToken } from './tokens.ts';
import { matchTotp } from './totp.ts';

/** The TOTP step after a right password lives five minutes and allows five wrong codes. */
const TICKET_TTL_MS = 5 * 60 * 1000;
const TICKET_MAX_FAILURES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a sign-in from an address keeps that address open to its operator (docs/BACKOFFICE.md#access). */
const TRUSTED_ADDRESS_DAYS = 30;

/** An address an operator signed in from since then stays theirs past its own limit (limits.ts). */
const trustSince = ({ clock }: AccessDeps) => new Date(clock.now().getTime() - TRUSTED_ADDRESS_DAYS * DAY_MS);

function loginOf(row: OperatorRow): string {
  return row.phone ?? row.email ?? `operator:${row.id}`;
}

function openedOrUndefined(deps: AccessDeps, stored: string): string | undefined {
  try {
    return deps.secrets.open(stored);
  } catch {
    return undefined;
  }
}

/**
 * Step 1: login and password. An unknown login, a wrong password, a disabled operator and one who has not
 * finished setup all get BO_LOGIN_FAILED, after the same Argon2 work.
 */
export async function checkPassword(
  deps: AccessDeps,
  input: BackofficeLoginRequest,
  caller: Caller,
): Promise<BackofficeLoginResponse> {
  const { db, clock, limits } = deps;
  const login = parseLogin(input.login);
  await limits.reserve(input.login, caller.ip, () =>
    login ? signedInFromRecently(db, login, caller.ip, trustSince(deps)) : Promise.resolve(false),
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
}

/**
 * Step 2: the ticket and a TOTP code (each 30-second step once) or an unused recovery code → a session.
 * A wrong code counts against the ticket, the login and the address.
 */
export async function checkSecondFactor(
  deps: AccessDeps,
  input: BackofficeTotpRequest,
  caller: Caller,
): Promise<SignedIn> {
  const { db, clock, limits } = deps;
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
    signedInFromRecently(db, { operatorId: operator.id }, caller.ip, trustSince(deps)),
  );
  const secondFactor = 'code' in input ? 'totp' : 'recovery_code';
  let token: string;
  try {
    token = await db.transaction(async (tx) => {
      if ('code' in input) {
        const secret = openedOrUndefined(deps, operator.totpSecret!);
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
      const session = await openSessionFor(tx, deps.config, operator.id, caller, now);
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
  return { token, me: await meOf(db, operator) };
}
