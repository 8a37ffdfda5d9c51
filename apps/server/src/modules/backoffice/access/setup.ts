import type {
  BackofficeSetupFinishRequest,
  BackofficeSetupStartResponse,
  OperatorRole,
} from '@ug99/contract';
import { RECOVERY_CODE_COUNT } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import type { AccessDeps, Caller, SignedIn } from './access-deps.ts';
import { openSessionFor } from './access-deps.ts';
import { meOf, operatorIdentity } from './me.ts';
import { auditAs, hashRecoveryCode, newRecoveryCodes, operatorView, parseLogin } from './operators.ts';
import type { Actor } from './operators.ts';
import { hashOperatorPassword, isWeakOperatorPassword } from './passwords.ts';
import {
  enrolOperator,
  findUsableSetupToken,
  pendingTotpSecretOf,
  replaceRecoveryCodes,
  revokeSessionsOf,
  useSetupToken,
} from './queries.ts';
import type { OperatorRow } from './queries.ts';
import { hashToken, isTokenShaped } from './tokens.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

/** The name authenticator apps list the account under. */
const TOTP_ISSUER = 'UG99 หลังบ้าน';

async function usableSetup({ db, clock }: AccessDeps, token: string) {
  const found = isTokenShaped(token)
    ? await findUsableSetupToken(db, hashToken(token), clock.now())
    : undefined;
  if (!found) throw new AppError('BO_SETUP_INVALID');
  return found;
}

/**
 * The setup link opened: its TOTP secret, made at the first opening and kept on the link until setup
 * finishes, so a reload shows the QR code the operator may already have scanned (issue 27).
 */
export async function startSetup(deps: AccessDeps, token: string): Promise<BackofficeSetupStartResponse> {
  const { db, secrets } = deps;
  const found = await usableSetup(deps, token);
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
}

/**
 * Setup finished: password, TOTP (the code proves the app has the secret), a login for an operator created
 * without one, ten new recovery codes shown once; every older session ends; signed in.
 */
export async function finishSetup(
  deps: AccessDeps,
  input: BackofficeSetupFinishRequest,
  caller: Caller,
): Promise<SignedIn & { recoveryCodes: string[] }> {
  const { db, clock, secrets } = deps;
  const found = await usableSetup(deps, input.token);
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
    operator.phone ?? operator.email ?? (newLogin && ('phone' in newLogin ? newLogin.phone : newLogin.email));
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
    const session = await openSessionFor(tx, deps.config, operator.id, caller, now);
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
  return { token: result.token, me: await meOf(db, result.enrolled), recoveryCodes };
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (also wrapped by drizzle). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
