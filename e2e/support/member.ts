// Members for journeys that start from an existing account: registered through the API, logged in
// through the page as a person would.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { runOperator } from './operator.ts';
import { sharedServer } from './shared-server.ts';

export const PASSWORD = 'ThaiTea-2024!';

export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

const issuedPhones = new Set<string>();

/**
 * A phone nobody has registered yet in this worker's database (each worker has its own, and one module
 * graph): a repeat is drawn again. A hundred random draws from 10^8 repeat about once in 20,000 runs.
 */
export function newPhone(): string {
  for (;;) {
    const phone = `08${digits(8)}`;
    if (issuedPhones.has(phone)) continue;
    issuedPhones.add(phone);
    return phone;
  }
}

export async function registerByApi(phone: string, baseURL = sharedServer().baseURL): Promise<void> {
  const response = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      phone,
      password: PASSWORD,
      first_name: 'สมศรี',
      last_name: 'มีสุข',
      bank_code: 'SCB',
      bank_account_no: digits(10),
      birth_date: '1985-02-20',
      agent_code: 'ug99',
    }),
  });
  expect(((await response.json()) as { error: number }).error).toBe(0);
}

/**
 * A member registered through the API with `baht` put on the main wallet by the operator's command line
 * (`balance:adjust`, audited with `reason`): the opening of every journey that plays with money of its own.
 * The shared server unless a journey's own is given.
 */
export async function registerFundedMember(
  baht: string,
  reason: string,
  server: { baseURL: string; dataDir: string } = sharedServer(),
): Promise<string> {
  const phone = newPhone();
  await registerByApi(phone, server.baseURL);
  const funded = await runOperator(server.dataDir, 'balance:adjust', phone, baht, '--reason', reason);
  expect(funded.code, funded.out).toBe(0);
  return phone;
}

/** Fills and sends the login form of the page it is on. */
export async function submitLogin(page: Page, phone: string, password: string): Promise<void> {
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/**
 * Logged-in members get the announcements on arrival until they have closed them once in this browser
 * (docs/rules/member-site.md#on-arrival); close them to carry on. After that (a reload, another login in
 * the same browser) nothing opens, and there is nothing to close.
 */
export async function closeAnnouncements(page: Page): Promise<void> {
  if (await announcementsSeen(page)) return;
  const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Whether this browser has closed every current announcement: the site remembers them (by id and a
 * fingerprint of their text) in localStorage only when their dialog closes, so this cannot race the opening.
 */
export async function announcementsSeen(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const response = await fetch('/api/notifications');
    const ids = ((await response.json()) as { data: { id: number }[] }).data.map((n) => n.id);
    const stored: unknown = JSON.parse(localStorage.getItem('ug99-announcements-seen') ?? '[]');
    const keys = Array.isArray(stored) ? stored.map(String) : [];
    return ids.every((id) => keys.some((key) => key.startsWith(`${id}:`)));
  });
}

/** Logs in on /login and closes the announcements. */
export async function logInAs(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, phone, PASSWORD);
  await page.waitForURL('**/member');
  await closeAnnouncements(page);
}
