// Discounts, a saved number set and a shared bill (issue 30) in the browser. A lotto operator, signed in to
// the back office at 1280 px, gives หวยลาว's 2 ตัวบน and วิ่งบน a discount in the rates dialog. A member at
// 390 px builds a bill on a Lao round, saves it as a set, opens the round again and loads the set with
// ใช้โพยนี้; the priced bill shows each line's discount and the bill's total, discount and pay, to the satang
// the rule gives (docs/rules/lotto.md#discounts), before it is confirmed; the main wallet falls by the pay.
// On /lotto/bills the member shares the bill's picture: headless Chromium has no Web Share API for files, so
// แชร์ downloads the PNG; where the browser can share files, แชร์ hands it the PNG as a File.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addOperator, mainMenu, openBackoffice } from './support/backoffice.ts';
import { DESKTOP, downloadedBytes, keepScreenshot, openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, registerFundedMember } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { mainBalance } from './support/wallets.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

const thb = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 });
const baht = (satang: number) => thb.format(satang / 100);

/** The PNG signature (RFC 2083 §12.12): every PNG file starts with these eight bytes. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The discounts the operator gives. Within the lotto role's caps on `lotto_rates` (20.00 baht per baht an
 * action, docs/rules/value-controls.md#lotto-rates): 20 points on 2 ตัวบน at 90 weigh 18.00 and 12 on
 * วิ่งบน at 3.20 weigh 0.39, so the save goes ahead at once instead of waiting for finance.
 */
const DISCOUNTS = { '2 ตัวบน': 20, วิ่งบน: 12 } as const;

/** The set's lines: amounts that give discounts of different sizes, and a bet type with none. */
const LINES = [
  { type: '2 ตัวบน', number: '57', amount: 37, percent: DISCOUNTS['2 ตัวบน'] },
  { type: '2 ตัวล่าง', number: '57', amount: 22, percent: 0 },
  { type: '2 ตัวบน', number: '75', amount: 15, percent: DISCOUNTS['2 ตัวบน'] },
  { type: 'วิ่งบน', number: '7', amount: 23, percent: DISCOUNTS.วิ่งบน },
];

/**
 * A line's discount in satang: its amount × the percent, floored to the satang (docs/rules/lotto.md#discounts).
 * A whole-baht amount at a whole percent leaves nothing to floor; a VIP level's extra, in basis points, can.
 */
const discountSatang = (amountBaht: number, percent: number) =>
  Math.floor((amountBaht * 100 * percent) / 100);

const lineDiscounts = LINES.map((l) => discountSatang(l.amount, l.percent));
const TOTAL = LINES.reduce((sum, l) => sum + l.amount * 100, 0);
const DISCOUNT = lineDiscounts.reduce((sum, d) => sum + d, 0);
const PAY = TOTAL - DISCOUNT;

/** With E2E_SCREENSHOTS_DIR set, a picture for a person to look at; not the README's docs/screenshots. */
const shot = (page: Page, name: string) => keepScreenshot(page, name);

/** The operator's side: the rates dialog of หวยลาว, the two discounts saved, the table showing them. */
async function giveLaoDiscounts(): Promise<void> {
  const operator = await addOperator('lotto', 'ฝ่ายหวย');
  const { page } = await openBackoffice(DESKTOP, operator);
  await (await mainMenu(page, false)).getByRole('link', { name: 'หวย', exact: true }).click();
  await page.getByRole('tab', { name: 'ประเภทและอัตราจ่าย' }).click();
  await page.getByRole('button', { name: 'แก้ไขอัตราจ่าย หวยลาว' }).click();
  const dialog = page.getByRole('dialog', { name: 'แก้ไขอัตราจ่าย หวยลาว' });
  for (const [type, percent] of Object.entries(DISCOUNTS)) {
    await dialog
      .getByRole('group', { name: type, exact: true })
      .getByLabel('ส่วนลด (%)', { exact: true })
      .fill(String(percent));
  }
  await dialog.getByRole('button', { name: 'บันทึกอัตราจ่าย' }).click();
  await page.getByText('บันทึกอัตราจ่าย หวยลาว แล้ว').waitFor();
  const table = page.getByRole('table', { name: 'หวยลาว' });
  for (const [type, percent] of Object.entries(DISCOUNTS)) {
    await table
      .getByRole('row', { name: new RegExp(`^${type} `) })
      .getByText(`${percent}% / 0%`)
      .waitFor();
  }
  await page.context().close();
}

/** A Lao round of this journey's own, open at once for two hours (`lotto:round:add`). */
async function laoRound(): Promise<number> {
  const added = await runOperator(
    sharedServer().dataDir,
    'lotto:round:add',
    ...['--category', 'lao', '--close-at', new Date(Date.now() + 2 * 3_600_000).toISOString()],
    ...['--title', 'งวดพิเศษ ส่วนลด', '--json'],
  );
  expect(added.code, added.out).toBe(0);
  return (JSON.parse(added.out) as { round: { round_id: number } }).round.round_id;
}

/** Types a number on the pad, digit by digit. */
async function typeNumber(page: Page, number: string): Promise<void> {
  const pad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of number) await pad.getByRole('button', { name: digit, exact: true }).click();
}

describe('a lotto discount on a phone', () => {
  test('the operator gives a discount in the rates dialog; a member bets a saved set at the discounted pay and shares the bill', async () => {
    const [phone, roundId] = await Promise.all([registerFundedMember('500', 'ทดสอบส่วนลด'), laoRound()]);
    await giveLaoDiscounts();

    // The member builds the bill on the pad and saves it as a set.
    const page = await openPage(PHONE);
    await logInAs(page, phone);
    await page.goto(`/lotto/${roundId}`);
    await page.getByRole('tab', { name: '2 ตัว' }).click();
    await page.getByRole('checkbox', { name: /^2 ตัวล่าง/ }).check();
    await typeNumber(page, '57');
    await page.getByRole('checkbox', { name: /^2 ตัวล่าง/ }).uncheck();
    await typeNumber(page, '75');
    await page.getByRole('tab', { name: 'เลขวิ่ง' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: /^วิ่งบน/ }).isChecked()).toBe(true);
    await typeNumber(page, '7');
    await page.getByRole('heading', { name: `รายการแทง (${LINES.length})` }).waitFor();
    for (const line of LINES) {
      await page.getByLabel(`ราคา ${line.type} ${line.number} (บาท)`).fill(String(line.amount));
    }
    await page.getByLabel('ชื่อโพย').fill('โพยลาวส่วนลด');
    await page.getByRole('button', { name: 'บันทึกโพย' }).click();
    await page.getByText('บันทึกโพย "โพยลาวส่วนลด" แล้ว').waitFor();

    // The round opened again starts with an empty bill; ใช้โพยนี้ brings back the set's lines and amounts.
    await page.goto(`/lotto/${roundId}`);
    await page.getByText('ยังไม่มีรายการ กดเลขแล้วเลขจะเข้าโพยทันที').waitFor();
    await page.getByRole('button', { name: 'ใช้โพยนี้: โพยลาวส่วนลด' }).click();
    await page.getByRole('heading', { name: `รายการแทง (${LINES.length})` }).waitFor();
    for (const line of LINES) {
      expect(await page.getByLabel(`ราคา ${line.type} ${line.number} (บาท)`).inputValue()).toBe(
        String(line.amount),
      );
    }

    // The priced bill: each discounted line's discount, then the total, the discount and the pay.
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
    const priced = page.getByRole('dialog', { name: 'ตรวจสอบโพยก่อนยืนยัน' });
    const figures = priced.getByRole('definition');
    await figures.first().waitFor();
    for (const [i, line] of LINES.entries()) {
      const row = priced.getByRole('row', { name: new RegExp(`^${line.type} ${line.number} `) });
      const amount = await row.getByRole('cell').nth(2).innerText();
      expect(amount.startsWith(baht(line.amount * 100))).toBe(true);
      if (lineDiscounts[i]! > 0) expect(amount).toContain(`−${baht(lineDiscounts[i]!)}`);
      else expect(amount).not.toContain('−');
    }
    const terms = await priced.getByRole('term').allInnerTexts();
    const values = await figures.allInnerTexts();
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toMatchObject({
      รวม: baht(TOTAL),
      ส่วนลด: `−${baht(DISCOUNT)}`,
      ยอดชำระจริง: baht(PAY),
    });
    await shot(page, 'lotto-discount-bill-390');

    const before = await mainBalance(page);
    expect(before).toBe(500);
    await priced.getByRole('button', { name: 'ยืนยันแทง' }).click();
    await page.waitForURL('**/lotto/bills?bill=*');
    expect(await mainBalance(page)).toBe((50_000 - PAY) / 100);

    // /lotto/bills: the bill's detail keeps the three figures; แชร์ in headless Chromium downloads the PNG.
    const billId = new URL(page.url()).searchParams.get('bill')!;
    const detail = page.getByRole('dialog', { name: `รายละเอียดโพย #${billId}` });
    await detail.getByText(`−${baht(DISCOUNT)}`).waitFor();
    await detail.getByText(baht(PAY), { exact: true }).waitFor();
    // The placed bill's toast covers the dialog's top for a few seconds: the picture waits for it to go.
    await keepScreenshot(page, 'lotto-discount-bill-detail-390', { afterToasts: true });
    expect(await page.evaluate(() => typeof navigator.canShare)).toBe('undefined');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'แชร์', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bill-${billId}.png`);
    const saved = await downloadedBytes(download);
    expect([...saved.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    // Where the browser can share files (a phone's), แชร์ hands the Web Share API the PNG as a File.
    await page.evaluate(() => {
      const shared: { name: string; type: string; head: number[]; title?: string }[] = [];
      Object.assign(window, { sharedFiles: shared });
      Object.defineProperty(navigator, 'canShare', {
        value: (data: ShareData) => (data.files?.length ?? 0) > 0,
      });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          for (const file of data.files ?? []) {
            const head = [...new Uint8Array(await file.slice(0, 8).arrayBuffer())];
            shared.push({ name: file.name, type: file.type, head, title: data.title });
          }
        },
      });
    });
    await detail.getByRole('button', { name: 'แชร์', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles))
      .toEqual([
        { name: `bill-${billId}.png`, type: 'image/png', head: PNG_SIGNATURE, title: `โพย #${billId}` },
      ]);

    // The list: the bill with its total and what the wallet paid.
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    const listed = page.getByRole('button', { name: `โพย #${billId} ดูรายละเอียด` });
    await listed.getByText(`ชำระจริง ${baht(PAY)}`).waitFor();
    await listed.getByText(baht(TOTAL), { exact: true }).waitFor();
    await listed.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, 'lotto-discount-bills-390');
  }, 150_000);
});
