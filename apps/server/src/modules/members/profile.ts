import { findBank, maskAccountNo, satangToBaht } from '@ug99/contract';
import type { MemberBankAccount, UpdateSubBankAccountRequest, UserInfo, VipLevel } from '@ug99/contract';
import type { SessionMember } from '#http/member-request.ts';
import type { MembersConfig } from '#config';
import { AppError } from '#http/app-error.ts';
import { memberLifetimeFlows, memberPoints, memberWallets } from '#ledger';
import type { MemberFlows } from '#ledger';
import { readResponsibleGaming } from '#responsible-gaming';
import type { AccountDeps, RequestContext } from './deps.ts';
import {
  findBankAccountOwner,
  findPasswordHash,
  findProfile,
  listBankAccounts,
  upsertSubBankAccount,
} from './queries.ts';
import type { BankAccountRow } from './queries.ts';
import { nameMatches, violatedUniqueConstraint } from './rules.ts';
import { reauthenticate } from './sessions.ts';

function bankAccountDto(
  row: Pick<BankAccountRow, 'bankCode' | 'accountNo' | 'accountName'>,
): MemberBankAccount {
  return {
    bank_code: row.bankCode,
    bank_name: findBank(row.bankCode)?.name ?? row.bankCode,
    bank_account_no: maskAccountNo(row.accountNo),
    account_name: row.accountName,
  };
}

/**
 * A second account for withdrawals: a sensitive change, so it asks for the password again, and the
 * account must be in the member's own name and belong to no other member
 * (docs/rules/accounts.md#sub-bank-account).
 */
export async function updateSubBankAccount(
  deps: AccountDeps,
  member: SessionMember,
  input: UpdateSubBankAccountRequest,
  ctx: RequestContext,
): Promise<MemberBankAccount> {
  const { db } = deps;
  await reauthenticate(deps, member, input.password, await findPasswordHash(db, member.id), ctx);
  const profile = await findProfile(db, member.id);
  if (!profile) throw new AppError('UNAUTHORIZED');
  if (!nameMatches(input.account_name, profile.firstName, profile.lastName)) {
    throw new AppError('ACCOUNT_NAME_MISMATCH');
  }
  const main = (await listBankAccounts(db, member.id)).find((a) => a.kind === 'main');
  if (main?.accountNo === input.bank_account_no) throw new AppError('SUB_BANK_SAME_AS_MAIN');
  const owner = await findBankAccountOwner(db, member.agentId, input.bank_account_no);
  if (owner !== undefined && owner !== member.id) throw new AppError('BANK_ACCOUNT_TAKEN');

  const row = {
    memberId: member.id,
    agentId: member.agentId,
    bankCode: input.bank_code,
    accountNo: input.bank_account_no,
    // Stored as registered, not as typed: the name the payout bank will compare against.
    accountName: `${profile.firstName} ${profile.lastName}`,
  };
  try {
    await db.transaction((tx) => upsertSubBankAccount(tx, row));
  } catch (err) {
    if (violatedUniqueConstraint(err) === 'member_bank_accounts_agent_account_unique') {
      throw new AppError('BANK_ACCOUNT_TAKEN');
    }
    throw err;
  }
  return bankAccountDto(row);
}

/** VIP level from lifetime deposits or turnover, whichever reaches a threshold first (configuration). */
export function vipLevelOf(flows: MemberFlows, vip: MembersConfig['vip']): VipLevel {
  if (flows.deposits >= vip.heroDepositSatang || flows.stakes >= vip.heroTurnoverSatang) return 2;
  if (flows.deposits >= vip.goldDepositSatang || flows.stakes >= vip.goldTurnoverSatang) return 1;
  return 0;
}

export async function getUserInfo(deps: AccountDeps, member: SessionMember): Promise<UserInfo> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const profile = await findProfile(db, member.id);
  if (!profile) throw new AppError('UNAUTHORIZED');
  const [banks, wallets, points, lifetime, rg] = await Promise.all([
    listBankAccounts(db, member.id),
    memberWallets(db, member.id),
    memberPoints(db, member.id),
    memberLifetimeFlows(db, member.id),
    readResponsibleGaming(db, member.id, now),
  ]);
  const main = banks.find((b) => b.kind === 'main');
  const sub = banks.find((b) => b.kind === 'sub');
  if (!main) throw new Error(`member ${member.id} has no main bank account`);
  const mainDto = bankAccountDto(main);
  return {
    user: {
      id: profile.id,
      username: profile.phone,
      first_name: profile.firstName,
      last_name: profile.lastName,
      vip_level: vipLevelOf(lifetime, config.members.vip),
      referral_code: profile.referralCode,
      line_id: profile.lineId,
      bank_code: mainDto.bank_code,
      bank_name: mainDto.bank_name,
      bank_account_no: mainDto.bank_account_no,
      sub_bank: sub ? bankAccountDto(sub) : null,
      created_at: profile.createdAt.toISOString(),
    },
    agent_code: profile.agentCode,
    point: Number(points),
    wallets_total: satangToBaht(wallets.reduce((sum, w) => sum + w.balance, 0n)),
    responsible_gaming: {
      cool_off_until: rg.coolOffUntil?.toISOString() ?? null,
      self_excluded_until: rg.selfExcludedUntil?.toISOString() ?? null,
    },
  };
}
