import { ageOn, accountMessages } from '@ug99/contract';
import type { AccessToken, CheckAccountRequest, CheckAccountResult, RegisterRequest } from '@ug99/contract';
import { hashPassword, isWeakPassword } from './auth/passwords.ts';
import { createSession } from './auth/sessions.ts';
import type { IssuedSession } from './auth/sessions.ts';
import { AppError } from '#http/app-error.ts';
import { openMemberAccounts, runInLedgerTransaction } from '#ledger';
import { requireAgent } from '#shared/agents.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { AccountDeps, RequestContext } from './deps.ts';
import {
  findBankAccountOwner,
  findMinAge,
  insertBankAccount,
  insertMember,
  isPhoneRegistered,
} from './queries.ts';
import { referralUpline } from './referral.ts';
import { newReferralCode, violatedUniqueConstraint } from './rules.ts';

/**
 * The minimum age when an agent has no settings row yet (docs/rules/responsible-gaming.md#minimum-age: 20).
 */
const DEFAULT_MIN_AGE = 20;
const REFERRAL_CODE_ATTEMPTS = 3;

export function accessTokenOf(session: IssuedSession): AccessToken {
  return { access_token: session.token, token_type: 'Bearer', expires_at: session.expiresAt.toISOString() };
}

/**
 * Says whether each value is taken, never by whom (docs/rules/accounts.md#check-account), within the lookup
 * budget it shares with register (per address, per phone and per bank account number; docs/ACCOUNTS.md).
 */
export async function checkAccount(
  deps: AccountDeps,
  input: CheckAccountRequest,
  ctx: RequestContext,
): Promise<CheckAccountResult> {
  const agent = await requireAgent(deps.db, input.agent_code ?? deps.config.agentCode);
  await deps.limits.assertLookupAllowed('check_account', agent.id, ctx.ip, {
    phone: input.phone,
    bankAccountNo: input.bank_account_no,
  });
  return {
    phone_registered:
      input.phone === undefined ? null : await isPhoneRegistered(deps.db, agent.id, input.phone),
    bank_account_registered:
      input.bank_account_no === undefined
        ? null
        : (await findBankAccountOwner(deps.db, agent.id, input.bank_account_no)) !== undefined,
  };
}

/**
 * Checks everything it can before hashing the password, then writes the member, their bank account,
 * their wallets and points account, and their first session in one transaction. Two submissions of
 * the same form race on the unique constraints: one member is created, the other is told the phone is
 * taken. Its answers say whether the phone or bank account is registered, as check_account's do, so
 * it spends the same lookup budget first (docs/ACCOUNTS.md).
 */
export async function register(
  deps: AccountDeps,
  input: RegisterRequest,
  ctx: RequestContext,
): Promise<AccessToken> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const agent = await requireAgent(db, input.agent_code);
  await deps.limits.assertLookupAllowed('register', agent.id, ctx.ip, {
    phone: input.phone,
    bankAccountNo: input.bank_account_no,
  });

  const minAge = (await findMinAge(db, agent.id)) ?? DEFAULT_MIN_AGE;
  if (ageOn(input.birth_date, bangkokDate(now)) < minAge) {
    throw new AppError('UNDER_MIN_AGE', accountMessages.underAge(minAge));
  }
  if (isWeakPassword(input.password, input.phone)) throw new AppError('WEAK_PASSWORD');
  if (await isPhoneRegistered(db, agent.id, input.phone)) throw new AppError('PHONE_TAKEN');
  // The message says the number cannot be used, never whose it is or whether it is the member's own.
  if ((await findBankAccountOwner(db, agent.id, input.bank_account_no)) !== undefined) {
    throw new AppError('BANK_ACCOUNT_TAKEN');
  }
  const refCode = input.ref ? input.ref.toUpperCase() : undefined;
  const registrant = { firstName: input.first_name, lastName: input.last_name };
  const uplineMemberId = refCode ? await referralUpline(db, agent.id, refCode, registrant, now) : undefined;

  const passwordHash = await hashPassword(input.password, config.members.passwordHashCost);
  for (let attempt = 1; ; attempt++) {
    try {
      const session = await runInLedgerTransaction(db, async (tx) => {
        const memberId = await insertMember(tx, {
          agentId: agent.id,
          phone: input.phone,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          birthDate: input.birth_date,
          lineId: input.line_id || null,
          referralCode: newReferralCode(),
          uplineMemberId: uplineMemberId ?? null,
          passwordChangedAt: now,
          createdAt: now,
        });
        await insertBankAccount(tx, {
          memberId,
          agentId: agent.id,
          kind: 'main',
          bankCode: input.bank_code,
          accountNo: input.bank_account_no,
          accountName: `${input.first_name} ${input.last_name}`,
        });
        await openMemberAccounts(tx, memberId);
        const policy = { absoluteMs: config.members.sessionAbsoluteMs, idleMs: config.members.sessionIdleMs };
        return createSession(tx, { memberId, now, policy, ip: ctx.ip, userAgent: ctx.userAgent });
      });
      return accessTokenOf(session);
    } catch (err) {
      const constraint = violatedUniqueConstraint(err);
      if (constraint === 'members_agent_phone_unique') throw new AppError('PHONE_TAKEN');
      if (constraint === 'member_bank_accounts_agent_account_unique')
        throw new AppError('BANK_ACCOUNT_TAKEN');
      if (constraint === 'members_referral_code_unique' && attempt < REFERRAL_CODE_ATTEMPTS) continue;
      throw err;
    }
  }
}
