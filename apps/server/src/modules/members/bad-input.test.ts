import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#testing/databases.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { bearer, newRegistration, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

/** Every table a member call could write. */
const TABLES = [
  'members',
  'member_bank_accounts',
  'member_sessions',
  'password_reset_otps',
  'responsible_gaming_settings',
  'responsible_gaming_limits',
  'sandbox_sms_inbox',
  'ledger_accounts',
  'ledger_transfers',
];

type Case = {
  name: string;
  method?: 'GET' | 'POST';
  url: string;
  /** A function when the body needs the registered member or another one. */
  body?: object | ((m: Registered, other: Registered) => object);
  raw?: string;
  auth?: boolean;
  /** 400 for what the official client never sends; otherwise HTTP 200 with this error code. */
  expect: 400 | number;
};

/** A registration: a fresh valid form with `overrides`. */
const register = (name: string, overrides: object, expect: number): Case => ({
  name: `register: ${name}`,
  url: '/api/register',
  body: () => ({ ...newRegistration(), ...overrides }),
  expect,
});

/** A sub account for the registered member, under its own password. */
const subBank = (
  name: string,
  account: (m: Registered, other: Registered) => object,
  expect: number,
): Case => ({
  name: `sub bank: ${name}`,
  url: '/api/member/update_sub_bank_account',
  auth: true,
  body: (m, other) => ({ password: m.password, ...account(m, other) }),
  expect,
});

/** A change of the member's responsible-gaming settings the schema refuses. */
const responsibleGaming = (name: string, body: object): Case => ({
  name: `rg: ${name}`,
  url: '/api/member/responsible_gaming',
  auth: true,
  body,
  expect: 400,
});

/** The member's statement asked with `query`. */
const statement = (name: string, query: string, expect: number): Case => ({
  name: `statement: ${name}`,
  method: 'GET',
  url: `/api/member/statement?${query}`,
  auth: true,
  expect,
});

const CASES: Case[] = [
  register('phone starting 07', { phone: '0712345678' }, 400),
  register('phone too short', { phone: '081234' }, 400),
  register('phone with letters', { phone: '08l2345678' }, 400),
  register('password of 7', { password: 'abc1234' }, 400),
  register('password of 10,000', { password: 'x'.repeat(10_000) }, 400),
  register('common password', { password: '12345678' }, 3005),
  register('repeated letter', { password: 'zzzzzzzzzz' }, 3005),
  register('English first name', { first_name: 'Somchai' }, 400),
  register('empty last name', { last_name: '   ' }, 400),
  register('Thai digits in name', { first_name: 'สมชาย๙' }, 400),
  register('huge name', { first_name: 'ก'.repeat(5000) }, 400),
  register('unknown bank', { bank_code: 'XYZ' }, 400),
  register('account with dashes', { bank_account_no: '123-4-56789-0' }, 400),
  register('KBANK with 12 digits', { bank_account_no: '123456789012' }, 400),
  register('30 February', { birth_date: '2001-02-30' }, 400),
  register('Thai date format', { birth_date: '15/05/2538' }, 400),
  register('born in the future', { birth_date: '2099-01-01' }, 3003),
  register('under 20', { birth_date: '2015-01-01' }, 3003),
  {
    name: 'register: duplicate phone',
    url: '/api/register',
    body: (m) => ({ ...newRegistration(), phone: m.phone }),
    expect: 3001,
  },
  {
    name: 'register: duplicate bank account',
    url: '/api/register',
    body: (m) => ({ ...newRegistration(), bank_account_no: m.bank_account_no }),
    expect: 3002,
  },
  register('unknown referral code', { ref: 'NOSUCH99' }, 3004),
  register('malformed referral code', { ref: 'ab!' }, 400),
  register('short LINE id', { line_id: 'ab' }, 400),
  register('unknown agent', { agent_code: 'zz99' }, 2001),
  { name: 'register: missing fields', url: '/api/register', body: { phone: '0812345678' }, expect: 400 },
  { name: 'register: array body', url: '/api/register', body: [1, 2], expect: 400 },
  { name: 'register: broken JSON', url: '/api/register', raw: '{"phone":', expect: 400 },
  {
    name: 'login: malformed phone',
    url: '/api/login',
    body: { username: 'admin', password: 'x' },
    expect: 400,
  },
  {
    name: 'login: empty password',
    url: '/api/login',
    body: (m) => ({ username: m.phone, password: '' }),
    expect: 400,
  },
  {
    name: 'login: wrong password',
    url: '/api/login',
    body: (m) => ({ username: m.phone, password: 'nope-nope' }),
    expect: 3006,
  },
  { name: 'check_account: nothing asked', url: '/api/check_account', body: {}, expect: 400 },
  {
    name: 'reset_password: malformed phone',
    url: '/api/reset_password',
    body: { phone: '12345' },
    expect: 400,
  },
  {
    name: 'reset_password_v2: letters in code',
    url: '/api/reset_password_v2',
    body: (m) => ({ phone: m.phone, otp: '12ab56', password: 'Fresh-Lychee-42' }),
    expect: 400,
  },
  {
    name: 'reset_password_v2: no code requested',
    url: '/api/reset_password_v2',
    body: (m) => ({ phone: m.phone, otp: '123456', password: 'Fresh-Lychee-42' }),
    expect: 3010,
  },
  {
    name: 'change_password: same as old',
    url: '/api/member/change_password',
    auth: true,
    body: (m) => ({ old_password: m.password, new_password: m.password }),
    expect: 400,
  },
  {
    name: 'change_password: common new password',
    url: '/api/member/change_password',
    auth: true,
    body: (m) => ({ old_password: m.password, new_password: 'password123' }),
    expect: 3005,
  },
  {
    name: 'change_password: wrong old password',
    url: '/api/member/change_password',
    auth: true,
    body: { old_password: 'not-mine-at-all', new_password: 'Mangosteen-Rain-7' },
    expect: 3011,
  },
  subBank(
    'name mismatch',
    () => ({ bank_code: 'SCB', bank_account_no: '5550001112', account_name: 'มานี มีนา' }),
    3012,
  ),
  subBank(
    'the main account',
    (m) => ({ bank_code: 'KBANK', bank_account_no: m.bank_account_no, account_name: 'สมชาย ใจดี' }),
    3013,
  ),
  subBank(
    'another member’s account',
    (_m, other) => ({
      bank_code: 'KBANK',
      bank_account_no: other.bank_account_no,
      account_name: 'สมชาย ใจดี',
    }),
    3002,
  ),
  subBank(
    'unknown bank',
    () => ({ bank_code: 'ABC', bank_account_no: '5550001112', account_name: 'สมชาย ใจดี' }),
    400,
  ),
  responsibleGaming('negative limit', { deposit_limits: { day: -5 } }),
  responsibleGaming('3 decimals', { loss_limits: { week: 10.005 } }),
  responsibleGaming('limit as text', { loss_limits: { week: '500' } }),
  responsibleGaming('reality check of 1 min', { reality_check_minutes: 1 }),
  responsibleGaming('self-exclusion of 3 months', { self_exclusion_months: 3 }),
  responsibleGaming('cool-off of 1 hour', { cool_off: '1h' }),
  statement('page size 1000', 'page_size=1000', 400),
  statement('page 0', 'page=0', 400),
  statement('unknown reason', 'reason=free_money', 400),
  statement('month 13', 'date_from=2026-13-01', 400),
  statement('range backwards', 'date_from=2026-02-01&date_to=2026-01-01', 4001),
];

describe.each(testDatabases())('bad input changes nothing on $kind', (target) => {
  // A fixed clock: no session is touched, so any change in the tables is a refusal that wrote.
  const clock = manualClock();
  let t: TestApp;
  let member: Registered;
  let other: Registered;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    member = await registerMember(t);
    other = await registerMember(t);
  });
  afterAll(() => t.close());

  const snapshot = async () => {
    const tables: Record<string, string> = {};
    for (const table of TABLES) {
      const rows = await t.database.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
      tables[table] = JSON.stringify((rows as { rows: unknown[] }).rows, (_k, v) =>
        typeof v === 'bigint' ? v.toString() : v,
      );
    }
    return tables;
  };

  it.each(CASES)('$name', async (c) => {
    const before = await snapshot();
    const payload = typeof c.body === 'function' ? c.body(member, other) : c.body;
    const res = await t.app.inject({
      method: c.method ?? 'POST',
      url: c.url,
      headers: {
        ...(c.auth ? bearer(member.token) : {}),
        ...(c.raw ? { 'content-type': 'application/json' } : {}),
      },
      ...(c.raw ? { payload: c.raw } : payload ? { payload } : {}),
    });
    const body = res.json();
    if (c.expect === 400) {
      expect(res.statusCode).toBe(400);
      expect(body.error).toBe(1000);
    } else {
      expect(res.statusCode).toBe(200);
      expect(body.error).toBe(c.expect);
    }
    expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await snapshot()).toEqual(before);
  });
});
