// Member-experience flows of issue 18 (items 3, 4, 6, 8) in the browser: a TrueMoney deposit shown as a
// wallet, coming back to the game after logging in (and never to another site), the Thai birth-date
// picker, and one name per game from the tile to the game's own page.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pickBirthDate } from './support/birth-date.ts';
import { hydrated, keepScreenshot, openPage, PHONE, useBrowser } from './support/browser.ts';
import {
  digits,
  logInAs,
  newPhone,
  PASSWORD,
  registerByApi,
  registerFundedMember,
  submitLogin,
} from './support/member.ts';
import { axeViolations } from './support/axe.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

/**
 * A run of the command line, a login and a game that loads in its frame: about 9 s on a quiet machine, and
 * over the default 30 s once in CI beside the other projects' tests.
 */
const JOURNEY_MS = 90_000;

/** With E2E_SCREENSHOTS_DIR set, a picture for a person to look at (support/browser.ts). */
const shoot = (page: Page, name: string) => keepScreenshot(page, name, { fullPage: true });

const severe = async (page: Page) =>
  (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

describe('coming back after logging in (docs/ACCOUNTS.md#coming-back-after-login)', () => {
  test(
    'เล่น while logged out → login → back on /slot with the game open, named as on its tile',
    async () => {
      const phone = await registerFundedMember('500', 'ทดสอบ');

      // This browser has seen the announcements once, so none opens over the game after the login below.
      const page = await openPage(PHONE);
      await logInAs(page, phone);
      // The session is forgotten on a page of the site that runs no app (the offline page): while the app is
      // loaded, its store can write the session back until the page unloads, even after a removal and a
      // navigation asked for in the same task (two full runs saw the tile open the game for a member the
      // page still knew).
      await page.goto('/offline.html');
      await page.evaluate(() => localStorage.removeItem('ug99-user'));
      await page.goto('/slot');
      await hydrated(page);

      const tile = page
        .getByRole('list', { name: 'รายการสล็อต' })
        .getByRole('button', { name: 'เล่น โกลเด้นรีล', exact: true });
      const tileName = (await tile.textContent())?.trim();
      expect(tileName).toBe('โกลเด้นรีล');
      await tile.click();
      await page.waitForURL('**/login?next=%2Fslot');
      await submitLogin(page, phone, PASSWORD);

      await page.waitForURL((url) => url.pathname === '/slot');
      const sheet = page.getByRole('dialog', { name: tileName });
      await sheet.getByText('กระเป๋าหลัก').waitFor();
      expect(await sheet.getByText('โหมดทดลองเล่น (เครดิตทดลอง)').count()).toBe(0);
      // docs/GAMES.md#one-name: the game's own page carries the tile's name.
      const frame = page.frameLocator(`iframe[title="${tileName}"]`);
      await expect.poll(() => frame.locator('h1').textContent(), { timeout: 15_000 }).toBe(tileName);
    },
    JOURNEY_MS,
  );

  test('a next that leads to another site is not followed: the member lands in /member', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    for (const next of ['//evil.example/member', 'https://evil.example/member', '/\\evil.example']) {
      const page = await openPage(PHONE, `/login?next=${encodeURIComponent(next)}`);
      await submitLogin(page, phone, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/member');
      expect(new URL(page.url()).origin).toBe(sharedServer().baseURL);
      await page.context().close();
    }
  });
});

describe('the birth date on /register (docs/ACCOUNTS.md#birth-date)', () => {
  test('day / Thai month / Buddhist-era year with Thai messages, then back where register was opened from', async () => {
    const page = await openPage(PHONE, '/register?next=%2Fcashback');
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    await page.getByLabel('เบอร์โทรศัพท์').fill(newPhone());
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
    await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);
    await page.getByLabel('ชื่อ', { exact: true }).fill('มานี');
    await page.getByLabel('นามสกุล', { exact: true }).fill('มีนา');
    await page.getByLabel('ธนาคาร', { exact: true }).selectOption('KBANK');
    await page.getByLabel('เลขบัญชีธนาคาร').fill(digits(10));
    await page.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }).click();

    const birthDate = page.getByRole('group', { name: 'วันเกิด' });
    expect(await birthDate.getByRole('alert').textContent()).toBe('กรุณาเลือกวันเกิด');
    await page.getByLabel('เดือนเกิด').selectOption({ label: 'กุมภาพันธ์' });
    await expect.poll(() => birthDate.getByRole('alert').textContent()).toBe('กรุณาเลือกวัน เดือน และปีเกิดให้ครบ');
    await birthDate.scrollIntoViewIfNeeded();
    await shoot(page, 'register-birth-date-390-incomplete');

    await pickBirthDate(page, '1994-02-14');
    await birthDate.getByText(/^อายุ \d+ ปี$/).waitFor();
    expect(await birthDate.getByRole('alert').count()).toBe(0);
    await shoot(page, 'register-birth-date-390');
    expect(await severe(page)).toEqual([]);

    await page.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }).click();
    await page.waitForURL((url) => url.pathname === '/cashback');
  });
});

describe('a TrueMoney deposit (docs/PAYMENT-PAGES.md#truemoney)', () => {
  test('shows the seeded wallet number, its name and the TrueMoney app steps, not a bank account', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);
    await page.goto('/member/deposit');
    await page.getByRole('radio', { name: /ทรูมันนี่ วอลเล็ท/ }).check();
    await page.getByLabel('ยอดเงินที่ต้องการฝาก (บาท)').fill('300');
    await page.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).click();

    await page.getByRole('heading', { name: 'โอนเงินผ่านทรูมันนี่ วอลเล็ท' }).waitFor();
    expect(await page.locator('dt:text-is("เบอร์วอลเล็ทปลายทาง") + dd').textContent()).toBe('000-123-4567');
    // The seeded wallet is the sandbox's test account, and says so (docs/rules/payments.md#test-accounts).
    await page.getByText('บัญชีทดสอบ', { exact: true }).waitFor();
    expect(await page.locator('dt:text-is("ชื่อบัญชีวอลเล็ท") + dd').textContent()).toBe('ยูจี เก้าเก้า เซอร์วิส');
    const amount = await page.locator('dt:text-is("ยอดที่ต้องชำระ") + dd').textContent();
    expect(amount).toMatch(/^฿300\.\d{2}$/);
    const steps = page.getByRole('region', { name: 'วิธีโอนผ่านแอปทรูมันนี่' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      'เปิดแอปทรูมันนี่ วอลเล็ท แล้วเลือก "โอนเงิน"',
      'กรอกเบอร์วอลเล็ทปลายทาง 000-123-4567',
      'ตรวจว่าชื่อผู้รับคือ ยูจี เก้าเก้า เซอร์วิส',
      `ใส่ยอด ${amount} ให้ตรงทุกสตางค์ แล้วกดยืนยันการโอน`,
      'กลับมาที่หน้านี้ ยอดเงินจะเข้ากระเป๋าหลักเมื่อระบบตรวจพบรายการ',
    ]);
    expect(await page.getByText('เลขบัญชี', { exact: true }).count()).toBe(0);
    await shoot(page, 'deposit-truemoney-390');
    expect(await severe(page)).toEqual([]);
  });
});

describe('one name per game (docs/GAMES.md#one-name)', () => {
  test('every catalogue game of the built-in provider has its catalogue name on its own page', async () => {
    const list = (await (
      await fetch(`${sharedServer().baseURL}/api/game/list?provider=demo&limit=200`)
    ).json()) as {
      data: { games: { game_id: string; name: string }[] };
    };
    expect(list.data.games.length).toBeGreaterThanOrEqual(10);
    for (const game of list.data.games) {
      const html = await (await fetch(`${sharedServer().providerURL}/play/${game.game_id}?mode=demo`)).text();
      expect(/<h1>([^<]*)<\/h1>/.exec(html)?.[1], game.game_id).toBe(game.name);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], game.game_id).toBe(game.name);
    }
  });
});
