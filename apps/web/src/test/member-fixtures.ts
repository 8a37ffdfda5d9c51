import type { ResponsibleGamingSettings, UserInfo, Wallet } from '@ug99/contract';

/** A member as GET /api/get_user_info describes them. */
export function memberInfo(overrides: Partial<UserInfo['user']> = {}): UserInfo {
  return {
    user: {
      id: 7,
      username: '0812345678',
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      vip_level: 1,
      referral_code: 'AB12CD34',
      line_id: null,
      bank_code: 'KBANK',
      bank_name: 'ธนาคารกสิกรไทย',
      bank_account_no: 'xxxxxx7890',
      sub_bank: null,
      created_at: '2026-01-15T03:00:00Z',
      ...overrides,
    },
    agent_code: 'ug99',
    point: 120,
    wallets_total: 0,
    responsible_gaming: { cool_off_until: null, self_excluded_until: null },
  };
}

/** The four wallets of docs/rules/wallets.md#wallet-types with the given balances in baht. */
export function walletsWith(main: number, promotion = 0, freeCredit = 0, affiliate = 0): Wallet[] {
  const names = ['กระเป๋าหลัก', 'กระเป๋าโปรโมชั่น', 'เครดิตฟรี', 'ค่าแนะนำ'];
  return [main, promotion, freeCredit, affiliate].map((balance, i) => ({
    id: 100 + i,
    wallet_name: names[i]!,
    balance,
    wallet_type_id: i + 1,
    agent_code: 'ug99',
  }));
}

const noLimit = { current: null, pending: null };

export function rgSettings(overrides: Partial<ResponsibleGamingSettings> = {}): ResponsibleGamingSettings {
  return {
    deposit_limits: { day: noLimit, week: noLimit, month: noLimit },
    loss_limits: { day: noLimit, week: noLimit, month: noLimit },
    reality_check_minutes: 60,
    cool_off_until: null,
    self_excluded_until: null,
    ...overrides,
  };
}
