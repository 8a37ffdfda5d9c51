// Affiliate (issue 16) in the browser: member A shares the home link from /affiliate; B opens it, goes on
// to /register with the code kept, registers and plays lotto; the Bangkok day ends (the server's clock is
// moved, on a server of this journey's own) and the daily job credits A's affiliate wallet; A redeems it
// into the main wallet on /affiliate. The same day computed again by the operator pays nothing more.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { closeAnnouncements, digits, newPhone, PASSWORD, submitLogin } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { SERVER_START_HOOK_MS } from './support/server.ts';
import { pickBirthDate } from './support/birth-date.ts';

useBrowser();

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer();
}, SERVER_START_HOOK_MS);
afterAll(async () => {
  if (!server) return; // it never started: the start's own error says why
  const reconcile = await runOperator(server.dataDir, 'ledger:reconcile');
  await server.stop();
  expect(reconcile.out.trim()).toBe('ledger balanced');
});

const BANGKOK_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const bangkokDate = (ms: number) => new Date(ms + BANGKOK_MS).toISOString().slice(0, 10);

async function call<T>(pathname: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${server.baseURL}${pathname}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const body = (await response.json()) as { error: number; data: T; message: string };
  expect(body.error, body.message).toBe(0);
  return body.data;
}

const login = (phone: string) =>
  call<{ access_token: string }>('/api/login', { body: { username: phone, password: PASSWORD } }).then(
    (d) => d.access_token,
  );

async function logIn(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, phone, PASSWORD);
  await page.waitForURL('**/member');
  await closeAnnouncements(page);
}

describe('affiliate on a phone', () => {
  test('A shares a link, B registers through it and plays, the next day A is credited and redeems', async () => {
    const phoneA = newPhone();
    await call('/api/register', {
      body: {
        phone: phoneA,
        password: PASSWORD,
        first_name: 'อนงค์',
        last_name: 'ใจงาม',
        bank_code: 'SCB',
        bank_account_no: digits(10),
        birth_date: '1988-03-14',
        agent_code: 'ug99',
      },
    });

    // A finds the links on /affiliate.
    const a = await openPage(PHONE, '/', server.baseURL);
    await logIn(a, phoneA);
    await a.goto('/affiliate');
    const code = (await a.getByTestId('referral-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const homeLink = `${server.baseURL}/?ag=ug99&ref=${code}`;
    await a.getByText(homeLink, { exact: true }).waitFor();
    await a.locator(`[data-qr-value="${server.baseURL}/register?ref=${code}"] svg`).waitFor();

    // B follows the home link, then registers: the code came along.
    const phoneB = newPhone();
    const b = await openPage(PHONE, homeLink.replace(server.baseURL, ''), server.baseURL);
    await b.getByRole('heading', { name: /./ }).first().waitFor();
    await b.goto('/register');
    // The page is drawn on the server without the code (kept in this browser): it is there once hydrated.
    await expect.poll(() => b.getByLabel(/รหัสแนะนำ/).inputValue()).toBe(code);
    await b.getByLabel('เบอร์โทรศัพท์').fill(phoneB);
    await b.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
    await b.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);
    await b.getByLabel('ชื่อ', { exact: true }).fill('บุญมา');
    await b.getByLabel('นามสกุล', { exact: true }).fill('ทองดี');
    await pickBirthDate(b, '1991-07-01');
    await b.getByLabel('ธนาคาร', { exact: true }).selectOption('KBANK');
    await b.getByLabel('เลขบัญชีธนาคาร').fill(digits(10));
    await b.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }).click();
    await b.waitForURL('**/member');

    // B plays: 20,000 ฿ of Hanoi 2 ตัวบน, whose 0.5 % makes A exactly the 100 ฿ minimum.
    const funded = await runOperator(
      server.dataDir,
      'balance:adjust',
      phoneB,
      '20000',
      '--reason',
      'ทดสอบแนะนำ',
    );
    expect(funded.code, funded.out).toBe(0);
    const tokenB = await login(phoneB);
    const lobby =
      await call<{ code: string; round: { round_id: number; status: string } | null }[]>('/api/lotto/lobby');
    const hanoi = lobby.find((item) => item.code === 'hanoi')!.round!;
    expect(hanoi.status).toBe('open');
    await call('/api/lotto/bill/create', {
      token: tokenB,
      body: {
        round_id: hanoi.round_id,
        agent_id: 1,
        request_id: crypto.randomUUID(),
        lines: ['11', '22', '33', '44'].map((number) => ({ type: '2top', number, amount: 5000 })),
      },
    });
    const before = await call<{ clicks: number; sign_ups: number; available: number }>(
      '/api/affiliate/summary',
      {
        token: await login(phoneA),
      },
    );
    expect(before).toMatchObject({ clicks: 1, sign_ups: 1, available: 0 });

    // The Bangkok day ends: the server's clock moves to 00:02 tomorrow and its job pays yesterday. The
    // day's sessions end with it (an idle hour), so both phones put the site away first.
    await a.context().close();
    await b.context().close();
    const playedOn = bangkokDate(Date.now());
    const tomorrow = Date.parse(`${playedOn}T00:00:00Z`) - BANGKOK_MS + DAY_MS;
    server.shiftClock(tomorrow + 2 * 60_000 - Date.now());
    await expect
      .poll(
        async () =>
          (await call<{ available: number }>('/api/affiliate/summary', { token: await login(phoneA) }))
            .available,
        {
          timeout: 20_000,
          interval: 500,
        },
      )
      .toBe(100);

    // A logs in again the next day, sees the commission and redeems it.
    const a2 = await openPage(PHONE, '/', server.baseURL);
    await logIn(a2, phoneA);
    await a2.goto('/affiliate');
    // A full page load is an arrival: the announcements open again.
    await closeAnnouncements(a2);
    const summary = a2.getByRole('region', { name: 'สรุปผลการแนะนำ' });
    await summary.getByText('฿100.00').first().waitFor();
    await a2.getByText('ค่าแนะนำประจำวัน').waitFor();
    await a2.getByLabel('จำนวนเงินที่ต้องการถอน').fill('100');
    await a2.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }).click();
    await a2.getByText('ถอนค่าแนะนำ ฿100.00 เข้ากระเป๋าหลักแล้ว').waitFor();
    await a2.getByText('ค่าแนะนำยังไม่ถึงยอดขั้นต่ำ ฿100.00 ที่ถอนได้').waitFor();
    const wallets = await call<{ wallet_type_id: number; balance: number }[]>('/api/member/wallets', {
      token: await login(phoneA),
    });
    expect(wallets.map((w) => [w.wallet_type_id, w.balance])).toEqual([
      [1, 100],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);

    // By hand, the same day again: nothing more.
    const again = await runOperator(server.dataDir, 'affiliate:commission', '--date', playedOn, '--json');
    expect(again.code, again.out).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({ ok: true, date: playedOn, replayed: true, members: 0 });
  }, 120_000);
});
