// Quests, check-in and the points shop (issue 15 §1, §2, §4) in the browser at 390 px: the member checks in
// and sees the streak's points, deposits 300 ฿ so today's deposit quest completes, sees the header star's
// badge count it (the star is a desktop control, docs/rules/member-site.md#header, so the window is widened
// for that one look), claims the quest's free credit, and, given points by the operator, buys a 50 ฿ credit
// item in the shop and sees it paid into the main wallet and listed in the history.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, keepScreenshot, openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, newPhone, registerByApi } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { apiAs, tokenOf, walletBalance } from './support/api.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

const points = async (token: string) =>
  (await apiAs<{ point: number }>(token, '/api/member/points', {})).data.point;

/** A PromptPay deposit the operator confirms. */
async function deposit(token: string, baht: number): Promise<void> {
  const channels = await apiAs<{ kind: string; sub_channels: { id: number }[] }[]>(
    token,
    '/api/member/payment/channels',
  );
  const promptpay = channels.data.find((c) => c.kind === 'promptpay')!;
  const intent = await apiAs<{ reference: string }>(token, '/api/payment/generate_qr', {
    channel_id: 1,
    sub_channel_id: promptpay.sub_channels[0]!.id,
    amount: baht,
  });
  expect(intent.error, intent.message).toBe(0);
  const confirmed = await runOperator(sharedServer().dataDir, 'deposit:confirm', intent.data.reference);
  expect(confirmed.code, confirmed.out).toBe(0);
}

/** A full page load opens the announcements again (docs/rules/member-site.md#on-arrival): close them. */
async function dismissAnnouncements(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  const shown = await dialog.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('quests, check-in and the points shop on a phone', () => {
  test('check in, see the star count a completed quest, claim it, and buy a credit item with points', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const token = await tokenOf(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);

    // The daily check-in: day 1 of the streak pays 5 points, once a day.
    await page.goto('/member/creditfree');
    await dismissAnnouncements(page);
    await page.getByRole('heading', { name: 'ภารกิจและเครดิตฟรี' }).waitFor();
    await page.getByRole('button', { name: 'เช็คอินวันนี้' }).click();
    await page.getByText('เช็คอินวันที่ 1 สำเร็จ รับ 5 พอยท์').waitFor();
    await page.getByRole('button', { name: 'วันนี้เช็คอินแล้ว' }).waitFor();
    await expect.poll(() => page.getByTestId('points-balance').textContent()).toBe('5 พอยท์');
    expect(await points(token)).toBe(5);

    // 300 ฿ deposited today completes the daily deposit quest; the page shows it claimable.
    await deposit(token, 300);
    await page.reload();
    await dismissAnnouncements(page);
    const quest = page.getByRole('listitem', { name: 'ฝากเงินวันนี้ 300 บาทขึ้นไป' });
    await quest.getByRole('button', { name: 'รับรางวัล' }).waitFor();

    // The header's star counts it (a desktop control: widened for this look, then back to the phone).
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => page.getByTestId('quest-star-badge').textContent()).toBe('1');
    await page.getByRole('link', { name: 'ภารกิจ มี 1 รางวัลรอรับ' }).click();
    await page.waitForURL('**/member/creditfree');
    await page.setViewportSize(PHONE);

    // Claiming pays 20 ฿ of free credit once; the quest shows claimed and the badge is gone.
    const freeBefore = await walletBalance(token, 3);
    await quest.getByRole('button', { name: 'รับรางวัล' }).click();
    await quest.getByText('รับรางวัลแล้ว').waitFor();
    expect(await walletBalance(token, 3)).toBe(freeBefore + 20);
    const list = await apiAs<{ claimable: number }>(token, '/api/quest/list');
    expect(list.data.claimable).toBe(0);

    // Points for the shop from the operator (audited), then a 50 ฿ credit item bought through the
    // confirm dialog the server prices.
    const adjusted = await runOperator(
      sharedServer().dataDir,
      'points:adjust',
      phone,
      '500',
      '--reason',
      'ทดสอบร้านแลกของ',
    );
    expect(adjusted.code, adjusted.out).toBe(0);
    // The deposit brought its 3 points with it (docs/ENGAGEMENT.md "When rewards arrive"): 5 + 3 + 500.
    const mainBefore = await walletBalance(token, 1);
    const freeCreditBefore = await walletBalance(token, 3);
    expect(await points(token)).toBe(508);
    await page.getByRole('link', { name: 'ไปแลกของรางวัล' }).click();
    await page.waitForURL('**/redeem');
    await expect.poll(() => page.getByTestId('shop-points').textContent()).toBe('พอยท์ของฉัน 508 พอยท์');
    await page
      .getByRole('listitem', { name: 'เครดิต 50 บาท' })
      .getByRole('button', { name: 'แลก', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'ยืนยันการแลกของรางวัล' });
    await dialog.getByText('ใช้ 500 พอยท์').waitFor();
    await dialog.getByText('พอยท์คงเหลือหลังแลก 8 พอยท์', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'ยืนยันการแลก' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('แลก เครดิต 50 บาท เรียบร้อย').waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'ประวัติการแลก' }).textContent())
      .toContain('เครดิต 50 บาท');
    expect(await points(token)).toBe(8);
    await expect.poll(() => page.getByTestId('shop-points').textContent()).toBe('พอยท์ของฉัน 8 พอยท์');
    // Shop credit is free credit under its turnover requirement, never main (docs/rules/shop.md#redeeming).
    expect(await walletBalance(token, 3)).toBe(freeCreditBefore + 50);
    expect(await walletBalance(token, 1)).toBe(mainBefore);
    await keepScreenshot(page, 'engagement-quests-390', { fullPage: true });
  }, 120_000);
});
