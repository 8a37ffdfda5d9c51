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

const reg = (overrides: object) => () => ({ ...newRegistration(), ...overrides });

const CASES: Case[] = [
  {
    name: 'register: phone starting 07',
    url: '/api/register',
    body: reg({ phone: '0712345678' }),
    expect: 400,
  },
  { name: 'register: phone too short', url: '/api/register', body: reg({ phone: '081234' }), expect: 400 },
  {
    name: 'register: phone with letters',
    url: '/api/register',
    body: reg({ phone: '08l2345678' }),
    expect: 400,
  },
  { name: 'register: password of 7', url: '/api/register', body: reg({ password: 'abc1234' }), expect: 400 },
  {
    name: 'register: password of 10,000',
    url: '/api/register',
    body: reg({ password: 'x'.repeat(10_000) }),
    expect: 400,
  },
  {
    name: 'register: common password',
    url: '/api/register',
    body: reg({ password: '12345678' }),
    expect: 3005,
  },
  {
    name: 'register: repeated letter',
    url: '/api/register',
    body: reg({ password: 'zzzzzzzzzz' }),
    expect: 3005,
  },
  {
    name: 'register: English first name',
    url: '/api/register',
    body: reg({ first_name: 'Somchai' }),
    expect: 400,
  },
  { name: 'register: empty last name', url: '/api/register', body: reg({ last_name: '   ' }), expect: 400 },
  {
    name: 'register: Thai digits in name',
    url: '/api/register',
    body: reg({ first_name: 'สมชาย๙' }),
    expect: 400,
  },
  {
    name: 'register: huge name',
    url: '/api/register',
    body: reg({ first_name: 'ก'.repeat(5000) }),
    expect: 400,
  },
  { name: 'register: unknown bank', url: '/api/register', body: reg({ bank_code: 'XYZ' }), expect: 400 },
  {
    name: 'register: account with dashes',
    url: '/api/register',
    body: reg({ bank_account_no: '123-4-56789-0' }),
    expect: 400,
  },
  {
    name: 'register: KBANK with 12 digits',
    url: '/api/register',
    body: reg({ bank_account_no: '123456789012' }),
    expect: 400,
  },
  {
    name: 'register: 30 February',
    url: '/api/register',
    body: reg({ birth_date: '2001-02-30' }),
    expect: 400,
  },
  {
    name: 'register: Thai date format',
    url: '/api/register',
    body: reg({ birth_date: '15/05/2538' }),
    expect: 400,
  },
  {
    name: 'register: born in the future',
    url: '/api/register',
    body: reg({ birth_date: '2099-01-01' }),
    expect: 3003,
  },
  { name: 'register: under 20', url: '/api/register', body: reg({ birth_date: '2015-01-01' }), expect: 3003 },
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
  {
    name: 'register: unknown referral code',
    url: '/api/register',
    body: reg({ ref: 'NOSUCH99' }),
    expect: 3004,
  },
  { name: 'register: malformed referral code', url: '/api/register', body: reg({ ref: 'ab!' }), expect: 400 },
  { name: 'register: short LINE id', url: '/api/register', body: reg({ line_id: 'ab' }), expect: 400 },
  { name: 'register: unknown agent', url: '/api/register', body: reg({ agent_code: 'zz99' }), expect: 2001 },
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
  {
    name: 'sub bank: name mismatch',
    url: '/api/member/update_sub_bank_account',
    auth: true,
    body: (m) => ({
      password: m.password,
      bank_code: 'SCB',
      bank_account_no: '5550001112',
      account_name: 'มานี มีนา',
    }),
    expect: 3012,
  },
  {
    name: 'sub bank: the main account',
    url: '/api/member/update_sub_bank_account',
    auth: true,
    body: (m) => ({
      password: m.password,
      bank_code: 'KBANK',
      bank_account_no: m.bank_account_no,
      account_name: 'สมชาย ใจดี',
    }),
    expect: 3013,
  },
  {
    name: 'sub bank: another member’s account',
    url: '/api/member/update_sub_bank_account',
    auth: true,
    body: (m, other) => ({
      password: m.password,
      bank_code: 'KBANK',
      bank_account_no: other.bank_account_no,
      account_name: 'สมชาย ใจดี',
    }),
    expect: 3002,
  },
  {
    name: 'sub bank: unknown bank',
    url: '/api/member/update_sub_bank_account',
    auth: true,
    body: (m) => ({
      password: m.password,
      bank_code: 'ABC',
      bank_account_no: '5550001112',
      account_name: 'สมชาย ใจดี',
    }),
    expect: 400,
  },
  {
    name: 'rg: negative limit',
    url: '/api/member/responsible_gaming',
    auth: true,
    body: { deposit_limits: { day: -5 } },
    expect: 400,
  },
  {
    name: 'rg: 3 decimals',
    url: '/api/member/responsible_gaming',
    auth: true,
    body: { loss_limits: { week: 10.005 } },
    expect: 400,
  },
  {
    name: 'rg: limit as text',
    url: '/api/member/responsible_gaming',
    auth: true,
    body: { loss_limits: { week: '500' } },
    expect: 400,
  },
  {
    name: 'rg: reality check of 1 min',
    url: '/api/member/responsible_gaming',
    auth: true,
    body: { reality_check_minutes: 1 },
    expect: 400,
  },
  {
    name: 'rg: self-exclusion of 3 months',
    url: '/api/member/responsible_gaming',
    auth: true,
    body: { self_exclusion_months: 3 },
    expect: 400,
  },
  {
    name: 'rg: cool-off of 1 hour',
    url: '/api/member/responsible_gaming',
    auth: true,
    body: { cool_off: '1h' },
    expect: 400,
  },
  {
    name: 'statement: page size 1000',
    method: 'GET',
    url: '/api/member/statement?page_size=1000',
    auth: true,
    expect: 400,
  },
  { name: 'statement: page 0', method: 'GET', url: '/api/member/statement?page=0', auth: true, expect: 400 },
  {
    name: 'statement: unknown reason',
    method: 'GET',
    url: '/api/member/statement?reason=free_money',
    auth: true,
    expect: 400,
  },
  {
    name: 'statement: month 13',
    method: 'GET',
    url: '/api/member/statement?date_from=2026-13-01',
    auth: true,
    expect: 400,
  },
  {
    name: 'statement: range backwards',
    method: 'GET',
    url: '/api/member/statement?date_from=2026-02-01&date_to=2026-01-01',
    auth: true,
    expect: 4001,
  },
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
