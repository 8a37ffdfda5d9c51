import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RegisterRequest } from '@ug99/contract';
import { loadConfig } from '#config';
import type { Db } from '#db/client.ts';
import { members } from '#db/schema/index.ts';
import type { TestApp } from './app.ts';

let sequence = 0;

/** A fresh, valid registration: unique phone and bank account, age 30, a password not on the list. */
export function newRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  const salt = String(process.pid % 10_000).padStart(4, '0');
  return {
    phone: `08${salt}${n}`,
    password: `Tamarind-${n}-Kite`,
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    bank_code: 'KBANK',
    bank_account_no: `73${salt}${n}`,
    birth_date: '1995-05-15',
    agent_code: 'ug99',
    ...overrides,
  };
}

/**
 * The members' rules with the per-address check and registration limit lifted: a suite that registers
 * many members does so from one address, and the limit would refuse its own set-up.
 */
export function membersFromOneAddress() {
  return { ...loadConfig({ NODE_ENV: 'test' }).members, checkAccountMaxPerIp: 100_000 };
}

export type Registered = RegisterRequest & { token: string };

/** Registers through the API and returns the form with the access token it answered. */
export async function registerMember(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<Registered> {
  const form = newRegistration(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: form });
  const body = res.json();
  expect(body, JSON.stringify(body)).toMatchObject({ error: 0 });
  return { ...form, token: body.data.access_token };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A member call with the token: `url` and optional body. */
export function asMember(t: TestApp, token: string) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) }),
  };
}

/**
 * `n` members registered through the API, 25 at a time (more at once only queue for the password hash);
 * `prepare` is given each batch once it is registered.
 */
export async function registerMembers(
  t: TestApp,
  n: number,
  prepare: (batch: Registered[]) => Promise<void> = async () => {},
): Promise<Registered[]> {
  const out: Registered[] = [];
  while (out.length < n) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, n - out.length) }, () => registerMember(t)),
    );
    await prepare(batch);
    out.push(...batch);
  }
  return out;
}

/** The id of a member the test registered, by its phone. */
export async function memberIdOf(db: Db, m: Registered): Promise<number> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phone, m.phone));
  if (!row) throw new Error(`no member ${m.phone}`);
  return row.id;
}
