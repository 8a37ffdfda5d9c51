import type { AccessToken, LoginRequest } from '@ug99/contract';
import { verifyPassword } from './auth/passwords.ts';
import { createSession, revokeSession } from './auth/sessions.ts';
import type { SessionMember } from '#http/member-request.ts';
import type { SessionPolicy } from './auth/sessions.ts';
import { AppError } from '#http/app-error.ts';
import { requireAgent } from '#shared/agents.ts';
import type { AccountDeps, RequestContext } from './deps.ts';
import { findMemberByPhone } from './queries.ts';
import { accessTokenOf } from './register.ts';

export function sessionPolicy(deps: AccountDeps): SessionPolicy {
  return { absoluteMs: deps.config.members.sessionAbsoluteMs, idleMs: deps.config.members.sessionIdleMs };
}

/**
 * An unknown phone and a wrong password give the same answer, take the same time (a decoy hash is
 * checked) and count against the same limits, so login cannot tell who is a member. The attempt is
 * counted before the password is checked (parallel guesses cannot all pass) and given back on success;
 * failures from one address shut out that address, not the member (docs/ACCOUNTS.md).
 * Members who are cooling off or self-excluded still log in: they must be able to see and withdraw
 * their money (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion).
 */
export async function login(
  deps: AccountDeps,
  input: LoginRequest,
  ctx: RequestContext,
): Promise<AccessToken> {
  const { db, limits, clock } = deps;
  const agent = await requireAgent(db, deps.config.agentCode);
  const phone = input.username;
  await limits.reserveLoginAttempt(agent.id, phone, ctx.ip);

  const member = await findMemberByPhone(db, agent.id, phone);
  const passwordOk = await verifyPassword(
    member?.passwordHash,
    input.password,
    deps.config.members.passwordHashCost,
  );
  // A failure keeps the attempt counted.
  if (!member || !passwordOk) throw new AppError('LOGIN_FAILED');
  // Checked after the password, so the lock tells nothing to someone without it; the attempt stays
  // counted (docs/BACKOFFICE.md#members).
  if (member.lockedAt) throw new AppError('MEMBER_LOCKED');
  await limits.loginSucceeded(agent.id, phone, ctx.ip);
  const now = clock.now();
  const session = await db.transaction((tx) =>
    createSession(tx, {
      memberId: member.id,
      now,
      policy: sessionPolicy(deps),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    }),
  );
  return accessTokenOf(session);
}

export async function logout(deps: AccountDeps, member: SessionMember): Promise<null> {
  await revokeSession(deps.db, member.sessionId, deps.clock.now());
  return null;
}

/**
 * Re-authentication for sensitive changes. Wrong passwords count against the same limits as logins,
 * so a stolen session cannot be used to guess the password either.
 */
export async function reauthenticate(
  deps: AccountDeps,
  member: SessionMember,
  password: string,
  passwordHash: string | undefined,
  ctx: RequestContext,
): Promise<void> {
  await deps.limits.reserveLoginAttempt(member.agentId, member.phone, ctx.ip);
  if (!(await verifyPassword(passwordHash, password, deps.config.members.passwordHashCost)))
    throw new AppError('WRONG_PASSWORD');
  await deps.limits.loginSucceeded(member.agentId, member.phone, ctx.ip);
}
