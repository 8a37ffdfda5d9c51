// Games (issue 5): a funded member opens the slot from /slot, plays real spins in the provider's frame,
// sees the sheet's balance follow, closes the sheet and finds the member panel equal to the ledger; a
// visitor plays a demo without logging in.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { closeAnnouncements, PASSWORD, registerFundedMember, submitLogin } from './support/member.ts';
import { walletsOf } from './support/wallets.ts';
import { axeViolations } from './support/axe.ts';

useBrowser();

const thb = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 });

/** The ledger's view of the member: the sum of /api/member/wallets with the page's own token. */
async function ledgerTotal(page: Page): Promise<number> {
  const wallets = Object.values(await walletsOf(page));
  return Math.round(wallets.reduce((sum, balance) => sum + balance * 100, 0)) / 100;
}

describe('games on a phone', () => {
  test('a funded member spins the slot from /slot, the sheet follows the balance, and the panel matches the ledger after closing', async () => {
    const phone = await registerFundedMember('1000', 'ทดสอบเกม');

    const page = await openPage(PHONE, '/login');
    await submitLogin(page, phone, PASSWORD);
    await page.waitForURL('**/member');
    await closeAnnouncements(page);
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'สล็อต' }).click();
    await page.waitForURL('**/slot');

    await page
      .getByRole('list', { name: 'รายการสล็อต' })
      .getByRole('button', { name: 'เล่น โกลเด้นรีล', exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: 'โกลเด้นรีล' });
    // Only the main wallet holds money, so it is chosen without asking
    // (docs/rules/games.md#choosing-a-wallet).
    await sheet.getByText('กระเป๋าหลัก').waitFor();
    await page.getByText('กำลังนำท่านเข้าสู่เกม').waitFor();
    await sheet.getByText('฿1,000.00').waitFor();

    const game = page.frameLocator('iframe[title="โกลเด้นรีล"]');
    const frameBalance = game.locator('#balance');
    await expect.poll(() => frameBalance.textContent(), { timeout: 10_000 }).toBe('1,000.00');
    // Spin until the balance has moved (a win can exactly repay the stakes, so a fixed count could not).
    for (let spins = 0; spins < 40; spins++) {
      await game.getByRole('button', { name: 'หมุน' }).click();
      await expect
        .poll(() => game.locator('#result').textContent(), { timeout: 10_000 })
        .not.toBe('กำลังหมุน…');
      if (spins >= 2 && (await frameBalance.textContent()) !== '1,000.00') break;
    }
    const inGame = (await frameBalance.textContent()) ?? '';
    expect(inGame).not.toBe('1,000.00');
    // The sheet follows the balance through the member's live events (e2e/live-balance.test.ts times it).
    await sheet.getByText(`฿${inGame}`).waitFor({ timeout: 12_000 });

    await sheet.getByRole('button', { name: 'ปิดเกม' }).click();
    await sheet.waitFor({ state: 'detached' });
    const total = await ledgerTotal(page);
    expect(thb.format(total)).toBe(`฿${inGame}`);
    await page.getByRole('region', { name: 'ข้อมูลสมาชิก' }).getByText(thb.format(total)).waitFor();
  });

  test('a visitor opens the slot demo without logging in and plays with demo credit', async () => {
    const page = await openPage(PHONE, '/slot');
    await page
      .getByRole('list', { name: 'รายการสล็อต' })
      .getByRole('button', { name: 'ทดลองเล่น โกลเด้นรีล ฟรี' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'โกลเด้นรีล' });
    await sheet.getByText('โหมดทดลองเล่น (เครดิตทดลอง)').waitFor();
    const game = page.frameLocator('iframe[title="โกลเด้นรีล"]');
    await game.getByText('เครดิตทดลอง', { exact: true }).waitFor();
    await game.getByRole('button', { name: 'หมุน' }).click();
    await expect.poll(() => game.locator('#result').textContent(), { timeout: 10_000 }).not.toBe('กำลังหมุน…');
    expect(new URL(page.url()).pathname).toBe('/slot');

    await sheet.getByRole('button', { name: 'ปิดเกม' }).click();
    await sheet.waitFor({ state: 'detached' });
  });

  test('a visitor who picks a real-money game is sent to log in', async () => {
    const page = await openPage(PHONE, '/casino');
    await page
      .getByRole('list', { name: 'รายการคาสิโน' })
      .getByRole('button', { name: 'เล่น บาคาร่าคลาสสิก', exact: true })
      .click();
    // …and back to the lobby afterwards (e2e/ux-flows.test.ts follows the whole way).
    await page.waitForURL('**/login?next=%2Fcasino');
  });

  test('axe-core finds no serious or critical violation on /slot and in the open demo sheet', async () => {
    const page = await openPage(PHONE, '/slot');
    const games = page.getByRole('list', { name: 'รายการสล็อต' });
    await games.getByRole('button', { name: 'เล่น โกลเด้นรีล', exact: true }).waitFor();
    const severe = async (where: string) =>
      (await axeViolations(page))
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${where} ${v.id}: ${v.help}`);
    expect(await severe('/slot')).toEqual([]);

    await games.getByRole('button', { name: 'ทดลองเล่น โกลเด้นรีล ฟรี' }).click();
    await page.frameLocator('iframe[title="โกลเด้นรีล"]').getByRole('button', { name: 'หมุน' }).waitFor();
    expect(await severe('sheet')).toEqual([]);
  });
});
