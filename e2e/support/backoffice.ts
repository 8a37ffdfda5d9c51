// The operator's back office for journeys: operators added from the command line as the first admin
// would (`npm run operator -- operator:add …`), their account set up through the one-time link, on its page
// (`setUpOperator`) or through its two API calls (`openBackoffice`), and the TOTP codes an authenticator
// app would show (docs/BACKOFFICE.md#access).
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Envelope } from './api.ts';
import { openPage, type Viewport } from './browser.ts';
import { digits, newPhone } from './member.ts';
import { runOperator } from './operator.ts';
import { sharedServer } from './shared-server.ts';

/** Long enough for the back office's minimum and nothing its weak-password check refuses. */
export const OPERATOR_PASSWORD = 'Mango-Sticky-Rice-2026!';

/** The 30-second step (RFC 6238) a moment falls in. */
export const totpStep = (at: number) => TOTP.counter({ period: 30, timestamp: at });

/** The code an authenticator app shows for `secret` during `step` (RFC 6238: HMAC-SHA-1, 6 digits). */
export function totpCodeAtStep(secret: string, step: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: step * 30_000,
  });
}

/** The roles of issue 19 §1, as `operator:add --role` takes them. */
export type OperatorRole = 'admin' | 'finance' | 'lotto' | 'marketing' | 'support';

export type AddedOperator = {
  id: number;
  name: string;
  role: OperatorRole;
  phone: string;
  setupPath: string;
};

/**
 * Adds an operator with a phone nobody uses and a name of its own (so its audit rows are its own in a
 * shared database); the setup link is kept as a path on the journeys' server.
 */
export async function addOperator(role: OperatorRole, name: string): Promise<AddedOperator> {
  const phone = newPhone();
  const unique = `${name} ${digits(6)}`;
  const added = await runOperator(
    sharedServer().dataDir,
    'operator:add',
    '--phone',
    phone,
    '--role',
    role,
    '--name',
    unique,
    '--json',
  );
  expect(added.code, added.out).toBe(0);
  const json = JSON.parse(added.out.trim().split('\n').at(-1)!) as {
    ok: boolean;
    operator_id: number;
    setup_url: string;
  };
  expect(json.ok).toBe(true);
  const url = new URL(json.setup_url);
  expect(url.pathname).toBe('/backoffice/setup');
  expect(url.hash.length).toBeGreaterThan(1);
  return { id: json.operator_id, name: unique, role, phone, setupPath: `${url.pathname}${url.hash}` };
}

/** What an operator's authenticator app holds after the setup, and the step of the code the setup used. */
export type Enrolled = { secret: string; usedStep: number };

/**
 * On the page of the setup link: chooses the password, confirms the code from the shown secret, sees the
 * recovery codes and enters the back office (finishing the setup signs the operator in).
 */
export async function setUpOperator(page: Page): Promise<Enrolled> {
  const secret = (await page.getByLabel('รหัสลับสำหรับแอปยืนยันตัวตน').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(OPERATOR_PASSWORD);
  const usedStep = totpStep(Date.now());
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(totpCodeAtStep(secret, usedStep));
  await page.getByRole('button', { name: 'บันทึกและเปิดใช้งาน' }).click();
  const codes = page.getByRole('list', { name: 'รหัสกู้คืน' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await page.getByRole('link', { name: 'เข้าสู่หลังบ้าน' }).click();
  await page.getByRole('heading', { name: 'ภาพรวม' }).waitFor();
  return { secret, usedStep };
}

/** A back-office call made outside the browser, as the setup page makes it; the answer and its cookie. */
async function postBackoffice<T>(pathname: string, body: object): Promise<{ data: T; cookie: string }> {
  const response = await fetch(`${sharedServer().baseURL}/api/backoffice${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.error, answer.message).toBe(0);
  return { data: answer.data, cookie: response.headers.get('set-cookie') ?? '' };
}

/**
 * The back office signed in as `operator`, on its overview, for a journey about what the operator does
 * next: the setup link's two calls are made through the API (`setUpOperator` walks the setup page itself,
 * in the journey about access), and the browser starts with the session they opened.
 */
export async function openBackoffice(
  viewport: Viewport,
  operator: AddedOperator,
): Promise<{ page: Page; enrolled: Enrolled }> {
  const token = decodeURIComponent(operator.setupPath.split('#')[1] ?? '');
  const started = await postBackoffice<{ secret: string }>('/auth/setup/start', { token });
  const { secret } = started.data;
  const usedStep = totpStep(Date.now());
  const code = totpCodeAtStep(secret, usedStep);
  const finished = await postBackoffice('/auth/setup/finish', { token, password: OPERATOR_PASSWORD, code });
  const [name = '', value = ''] = finished.cookie.split(';')[0]!.split('=');
  expect(value, 'the session cookie the setup sets').not.toBe('');
  const page = await openPage(viewport, '/backoffice/', sharedServer().baseURL, {
    cookies: [{ name, value }],
  });
  await page.getByRole('heading', { name: 'ภาพรวม' }).waitFor();
  return { page, enrolled: { secret, usedStep } };
}

/** Signs out from the menu (behind `เมนู` on a phone) and waits for the login page. */
export async function signOut(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'เมนู', exact: true }).click();
  await page.getByRole('button', { name: 'ออกจากระบบ', exact: true }).click();
  await page.getByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' }).waitFor();
}

/** The first step of signing in, on the login page: login and password; the TOTP step comes next. */
export async function enterPassword(page: Page, operator: AddedOperator): Promise<void> {
  await page.getByLabel('ชื่อผู้ใช้').fill(operator.phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await page.getByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' }).waitFor();
}

/** The main menu: in the sidebar on a desktop, behind the `เมนู` button on a phone. */
export async function mainMenu(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'เมนู', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await nav.waitFor();
  return nav;
}
