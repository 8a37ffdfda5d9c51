import type {
  ChangePasswordRequest,
  ResetPasswordRequest,
  ResetPasswordResult,
  ResetPasswordV2Request,
} from '@ug99/contract';
import { accountMessages, memberTexts } from '@ug99/contract';
import { hashPassword, isWeakPassword } from './auth/passwords.ts';
import { revokeAllSessions, revokeOtherSessions } from './auth/sessions.ts';
import type { SessionMember } from '#http/member-request.ts';
import { AppError } from '#http/app-error.ts';
import { requireAgent } from '#shared/agents.ts';
import { withoutSecrets } from './sms/index.ts';
import type { AccountDeps, RequestContext } from './deps.ts';
import { consumeOtp, lockOtp, replaceOtp, setOtpAttempts } from './otp-queries.ts';
import { findMemberByPhone, findPasswordHash, updatePasswordHash } from './queries.ts';
import { hashOtp, newOtp, newSalt, otpMatches } from './rules.ts';
import { reauthenticate } from './sessions.ts';

/**
 * Sends a code only to a registered phone, but answers every phone the same way and applies the same
 * request limits to all of them, so the call cannot be used to find members or to flood a number.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetPasswordRequest,
  ctx: RequestContext,
): Promise<ResetPasswordResult> {
  const { db, clock, config, sms } = deps;
  const agent = await requireAgent(db, input.agent_code ?? config.agentCode);
  await deps.limits.assertOtpRequestAllowed(agent.id, input.phone, ctx.ip);
  const ttlMs = config.members.otpTtlMs;
  const member = await findMemberByPhone(db, agent.id, input.phone);
  if (member) {
    const now = clock.now();
    const code = newOtp();
    const salt = newSalt();
    const codeHash = hashOtp(code, salt);
    // A failure here is logged as a fault, and its error would carry the code (the SMS) or its salted
    // hash (the query's parameters; a 6-digit code falls to a million hashes): both are scrubbed, so
    // only the sandbox sender ever writes a code to the log.
    const secrets = [code, codeHash, salt];
    await replaceOtp(db, {
      memberId: member.id,
      codeHash,
      salt,
      attempts: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
      consumedAt: null,
    }).catch((err: unknown) => {
      throw withoutSecrets(err, secrets, 'storing a password-reset code failed');
    });
    // After the code is stored: a message that fails to send leaves a code nobody has, and the member
    // asks again once the resend interval has passed.
    await sms
      .send({
        phone: input.phone,
        otp: code,
        body: memberTexts.resetOtpSms(agent.name, code, ttlMs / 60_000),
      })
      .catch((err: unknown) => {
        throw withoutSecrets(err, secrets, 'sending a password-reset SMS failed');
      });
  }
  return {
    otp_expires_in_seconds: Math.round(ttlMs / 1000),
    resend_after_seconds: Math.round(config.members.otpResendMs / 1000),
  };
}

type OtpOutcome = { kind: 'ok' } | { kind: 'unusable' } | { kind: 'wrong'; triesLeft: number };

/**
 * Sets a new password with the code. A wrong code is the one refusal that writes: it uses up one of
 * the code's tries, or the tries would be unlimited. Success revokes every session and lifts a login
 * lock: the reset is how a member locked out by someone else's guesses gets back in (docs/ACCOUNTS.md).
 */
export async function resetPasswordV2(deps: AccountDeps, input: ResetPasswordV2Request): Promise<null> {
  const { db, clock, config } = deps;
  if (isWeakPassword(input.password, input.phone)) throw new AppError('WEAK_PASSWORD');
  const agent = await requireAgent(db, input.agent_code ?? config.agentCode);
  const member = await findMemberByPhone(db, agent.id, input.phone);
  if (!member) throw new AppError('OTP_EXPIRED');
  const passwordHash = await hashPassword(input.password, config.members.passwordHashCost);
  const maxAttempts = config.members.otpMaxAttempts;

  const outcome = await db.transaction(async (tx): Promise<OtpOutcome> => {
    const now = clock.now();
    const otp = await lockOtp(tx, member.id);
    if (!otp || otp.consumedAt || otp.expiresAt <= now || otp.attempts >= maxAttempts)
      return { kind: 'unusable' };
    if (!otpMatches(input.otp, otp.salt, otp.codeHash)) {
      await setOtpAttempts(tx, member.id, otp.attempts + 1);
      return { kind: 'wrong', triesLeft: maxAttempts - otp.attempts - 1 };
    }
    await updatePasswordHash(tx, member.id, passwordHash, now);
    await consumeOtp(tx, member.id, now);
    await revokeAllSessions(tx, member.id, now);
    return { kind: 'ok' };
  });
  if (outcome.kind === 'unusable') throw new AppError('OTP_EXPIRED');
  if (outcome.kind === 'wrong') {
    if (outcome.triesLeft <= 0) throw new AppError('OTP_EXPIRED');
    throw new AppError('OTP_INVALID', accountMessages.otpInvalid(outcome.triesLeft));
  }
  await deps.limits.clearLoginFailures(agent.id, input.phone);
  return null;
}

/**
 * The device that changed the password stays signed in; every other session ends
 * (docs/rules/accounts.md#change-password).
 */
export async function changePassword(
  deps: AccountDeps,
  member: SessionMember,
  input: ChangePasswordRequest,
  ctx: RequestContext,
): Promise<null> {
  const { db, clock } = deps;
  if (isWeakPassword(input.new_password, member.phone)) throw new AppError('WEAK_PASSWORD');
  await reauthenticate(deps, member, input.old_password, await findPasswordHash(db, member.id), ctx);
  const passwordHash = await hashPassword(input.new_password, deps.config.members.passwordHashCost);
  await db.transaction(async (tx) => {
    const now = clock.now();
    await updatePasswordHash(tx, member.id, passwordHash, now);
    await revokeOtherSessions(tx, member.id, member.sessionId, now);
  });
  return null;
}
