// What a deposit brings arrives with it (issue 32, docs/ENGAGEMENT.md "When rewards arrive"): at 390 px a
// member deposits 500 ฿ by PromptPay, pays at the sandbox bank, and the success dialog names the 5 points
// and the free spin; without waiting or reloading, the header's points show 5 and the wheel spins with the
// free spin. At 1280 px the same dialog over the page, the header's points and its quest star counting the
// deposit quest. Both dialogs are kept as pictures with E2E_SCREENSHOTS_DIR.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, keepScreenshot, openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, newPhone, registerByApi } from './support/member.ts';

useBrowser();

/** Pays the reference at the sandbox bank in a second tab, as the member would from their banking app. */
async function payAtSandboxBank(page: Page, reference: string): Promise<void> {
  const bank = await page.context().newPage();
  await bank.goto('/sandbox/bank');
  await bank.getByLabel('เลขอ้างอิงรายการฝาก').fill(reference);
  await bank.getByRole('button', { name: 'ตรวจสอบรายการ' }).click();
  expect(await bank.getByTestId('sandbox-amount').textContent()).toBe('500.00 บาท');
  await bank.getByRole('button', { name: 'ชำระเงิน' }).click();
  await bank.getByTestId('sandbox-paid').waitFor();
  await bank.close();
}

const referenceOn = async (scope: Page | ReturnType<Page['getByRole']>) =>
  (await scope.locator('dt:text-is("เลขอ้างอิง") + dd').textContent())?.trim() ?? '';

describe('rewards that come with a deposit', () => {
  test('on a phone: 500 ฿ brings 5 points in the header and a free spin the wheel takes at once', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);
    const panel = page.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    await panel.getByRole('link', { name: 'พอยท์ 0 แลกของรางวัล' }).waitFor();

    await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('link', { name: 'ฝากเงิน' }).click();
    await page.waitForURL('**/member/deposit');
    await page.getByRole('radio', { name: /พร้อมเพย์ QR/ }).check();
    await page.getByRole('button', { name: 'ฝาก ฿500.00' }).click();
    await page.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).click();
    await page.getByRole('timer').waitFor();
    await payAtSandboxBank(page, await referenceOn(page));

    // The page polls inquiry_status: the answer that says "paid" already names what came with it.
    const paid = page.getByRole('status').filter({ hasText: 'ฝากเงินสำเร็จ' });
    await paid.waitFor({ timeout: 15_000 });
    await paid.getByText('ได้รับ 5 พอยท์ และสิทธิ์หมุนวงล้อ 1 ครั้ง').waitFor();
    await paid.getByText('฿500.00', { exact: true }).waitFor();
    await keepScreenshot(paid, 'deposit-rewards-390');
    await keepScreenshot(page, 'deposit-rewards-390-page', { fullPage: true });

    // No reload: the link in the dialog goes to the wheel inside the app, whose header shows the points.
    await paid.getByRole('link', { name: 'ไปหมุนวงล้อ' }).click();
    await page.waitForURL('**/member/wheel');
    await panel.getByRole('link', { name: 'พอยท์ 5 แลกของรางวัล' }).waitFor();
    await expect.poll(() => page.getByTestId('wheel-holdings').textContent()).toContain('1 ครั้ง');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'หมุนวงล้อ' }).click();
    const result = page.getByRole('dialog', { name: 'ผลการหมุน' });
    await result.waitFor({ timeout: 15_000 });
    // The spin is spent; the wheel's "หมุนฟรี 1 ครั้ง" prize (one spin in ten) gives it back.
    const wonSpin = ((await result.textContent()) ?? '').includes('หมุนฟรี 1 ครั้ง');
    await result.getByRole('button', { name: 'ตกลง' }).click();
    await result.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('wheel-holdings').textContent())
      .toContain(wonSpin ? 'คงเหลือ 1 ครั้ง' : 'คงเหลือ 0 ครั้ง');
  }, 90_000);

  test('on a desktop: the deposit dialog over the page names the same rewards', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(DESKTOP);
    await logInAs(page, phone);
    const panel = page.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    await panel.getByRole('link', { name: 'ฝากเงิน' }).click();
    const dialog = page.getByRole('dialog', { name: 'ฝากเงิน' });
    await dialog.getByLabel('ยอดเงินที่ต้องการฝาก (บาท)').fill('500');
    await dialog.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).click();
    await dialog.getByRole('timer').waitFor();
    await payAtSandboxBank(page, await referenceOn(dialog));

    const paid = dialog.getByRole('status').filter({ hasText: 'ฝากเงินสำเร็จ' });
    await paid.waitFor({ timeout: 15_000 });
    await paid.getByText('ได้รับ 5 พอยท์ และสิทธิ์หมุนวงล้อ 1 ครั้ง').waitFor();
    // The header's quest star counts today's deposit quest (300 ฿) as claimable, without a reload.
    await expect.poll(() => page.getByTestId('quest-star-badge').textContent()).toBe('1');
    await keepScreenshot(page, 'deposit-rewards-1280');
    // Behind the dialog the header already holds the points: closing it shows them.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('link', { name: 'พอยท์ 5 แลกของรางวัล' }).waitFor();
  }, 90_000);
});
