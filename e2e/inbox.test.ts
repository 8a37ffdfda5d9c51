// The member's inbox (issue 36 §2, docs/NOTIFICATIONS.md): at 390 px a member on the home page pays a
// deposit at the sandbox bank in another tab; without a reload the member menu's button counts the new
// item (pushed by the member's live events), the menu leads to /member/inbox, which shows it, and opening
// it marks it read and goes to the payment history. At 1280 px the header's inbox bell shows the count.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiAs, tokenOf } from './support/api.ts';
import { DESKTOP, keepScreenshot, openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, newPhone, registerByApi } from './support/member.ts';

useBrowser();

type Channel = { id: number; kind: string; sub_channels: { id: number }[] };

/** A PromptPay deposit of `baht` opened through the API, paid at the sandbox bank in a second tab. */
async function depositPaidElsewhere(page: Page, phone: string, baht: number): Promise<void> {
  const token = await tokenOf(phone);
  const channels = (await apiAs<Channel[]>(token, '/api/member/payment/channels')).data;
  const promptpay = channels.find((c) => c.kind === 'promptpay')!;
  const intent = await apiAs<{ reference: string }>(token, '/api/payment/generate_qr', {
    channel_id: promptpay.id,
    sub_channel_id: promptpay.sub_channels[0]!.id,
    amount: baht,
  });
  expect(intent.error, intent.message).toBe(0);
  const bank = await page.context().newPage();
  await bank.goto('/sandbox/bank');
  await bank.getByLabel('เลขอ้างอิงรายการฝาก').fill(intent.data.reference);
  await bank.getByRole('button', { name: 'ตรวจสอบรายการ' }).click();
  await bank.getByRole('button', { name: 'ชำระเงิน' }).click();
  await bank.getByTestId('sandbox-paid').waitFor();
  await bank.close();
}

describe("the member's inbox", () => {
  test('on a phone: a credited deposit raises the menu count live, and the inbox shows and reads it', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);
    const panel = page.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    await panel.getByRole('button', { name: 'เมนูสมาชิก', exact: true }).waitFor();
    // Set in this document: still there afterwards means the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await depositPaidElsewhere(page, phone, 500);
    const menuButton = panel.getByRole('button', { name: 'เมนูสมาชิก ข้อความยังไม่อ่าน 1 รายการ' });
    await menuButton.waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await keepScreenshot(panel, 'inbox-menu-count-390');

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'เมนูสมาชิก' });
    await menu.getByLabel('ยังไม่อ่าน 1 รายการ').waitFor();
    await menu.getByRole('link', { name: /กล่องข้อความ/ }).click();
    await page.waitForURL('**/member/inbox');
    const list = page.getByRole('list', { name: 'กล่องข้อความ' });
    const item = list.getByRole('link', { name: 'ฝากเงินสำเร็จ (ยังไม่อ่าน)' });
    await item.getByText('ยอดฝาก 500.00 บาท เข้ากระเป๋าหลักแล้ว').waitFor();
    await keepScreenshot(page, 'inbox-390', { fullPage: true });

    await item.click();
    await page.waitForURL('**/member/payment');
    // The payment pages have their own narrow layout, without the member panel: the count is checked back
    // on the inbox.
    await page.goBack();
    await panel.getByRole('button', { name: 'เมนูสมาชิก', exact: true }).waitFor();
    await list.getByRole('link', { name: 'ฝากเงินสำเร็จ', exact: true }).waitFor();
    await page.getByRole('button', { name: 'ยังไม่อ่าน', exact: true }).click();
    await page.getByText('อ่านครบทุกข้อความแล้ว').waitFor();
  }, 90_000);

  test("on a desktop: the header's inbox bell counts the unread items and leads to the inbox", async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(DESKTOP);
    await logInAs(page, phone);
    await page.getByRole('region', { name: 'ข้อมูลสมาชิก' }).waitFor();
    await depositPaidElsewhere(page, phone, 300);
    const bell = page.getByRole('banner').getByRole('link', { name: 'กล่องข้อความ ยังไม่อ่าน 1 รายการ' });
    await bell.waitFor({ timeout: 10_000 });
    await keepScreenshot(page.getByRole('banner'), 'inbox-bell-1280');
    await bell.click();
    await page.waitForURL('**/member/inbox');
    await page.getByText('ยอดฝาก 300.00 บาท เข้ากระเป๋าหลักแล้ว').waitFor();
    await page.getByRole('button', { name: 'อ่านทั้งหมดแล้ว' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'กล่องข้อความ', exact: true }).waitFor();
    await keepScreenshot(page, 'inbox-1280', { fullPage: true });
  }, 90_000);
});
