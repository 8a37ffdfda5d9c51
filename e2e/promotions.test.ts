// Promotions (issue 14 §1) in the browser: a member picks a promotion on /promotions, deposits with it at
// the sandbox bank, sees the deposit and bonus land in the promotion wallet, plays the slot from that
// wallet while a second tab on /member/promotions shows the turnover move without a reload, meets the
// requirement and sees the promotion released into the main wallet (docs/PROMOTIONS.md#pages).
import type { FrameLocator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { closeAnnouncements, logInAs, newPhone, registerByApi } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { walletsOf } from './support/wallets.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

/** One settled spin at `stake` baht: the frame lists the round once its win has been paid. */
async function spin(game: FrameLocator, stake: string): Promise<void> {
  await game
    .getByRole('radiogroup', { name: 'เดิมพันต่อครั้ง' })
    .getByRole('radio', { name: stake, exact: true })
    .click();
  const rounds = game.locator('#rounds li');
  const before = await rounds.count();
  await game.getByRole('button', { name: 'หมุน' }).click();
  await expect.poll(() => rounds.count(), { timeout: 10_000 }).toBe(before + 1);
}

describe('promotions on a phone', () => {
  test('deposit with a promotion, play from the promotion wallet while the progress moves, meet it, and main grows', async () => {
    // A promotion of the journey's own: 100 ฿ + 100% bonus, 0.1× turnover on slot → 20 ฿ to play.
    const title = `โปรทดสอบ ${Date.now()}`;
    const added = await runOperator(
      sharedServer().dataDir,
      'promotion:add',
      ...['--title', title, '--image', '/media/promotion-3.svg', '--description', 'โปรสำหรับทดสอบการเดินทาง'],
      ...['--type', 'deposit_bonus', '--min-deposit', '100', '--bonus-percent', '100', '--bonus-cap', '100'],
      ...[
        '--turnover',
        '0.1',
        '--categories',
        'slot',
        '--max-withdraw',
        '1000',
        '--per-member',
        '3',
        '--json',
      ],
    );
    expect(added.code, added.out).toBe(0);

    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);

    // The promotion dialog: its terms, then deposit with it chosen.
    // Every full page load shows the announcements first.
    await page.goto('/promotions');
    await closeAnnouncements(page);
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByText('0.1 เท่าของยอดฝากรวมโบนัส').waitFor();
    await dialog.getByRole('button', { name: 'ฝากพร้อมรับโปรนี้' }).click();
    await page.waitForURL('**/member/deposit');
    expect(await page.getByTestId('chosen-promotion').textContent()).toBe(title);

    await page.getByRole('radio', { name: /พร้อมเพย์ QR/ }).check();
    await page.getByLabel('ยอดเงินที่ต้องการฝาก (บาท)').fill('100');
    await page.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).click();
    await page.getByRole('timer').waitFor();
    const reference = (await page.locator('dt:text-is("เลขอ้างอิง") + dd').textContent())?.trim();
    const bank = await page.context().newPage();
    await bank.goto('/sandbox/bank');
    await bank.getByLabel('เลขอ้างอิงรายการฝาก').fill(reference!);
    await bank.getByRole('button', { name: 'ตรวจสอบรายการ' }).click();
    await bank.getByRole('button', { name: 'ชำระเงิน' }).click();
    await bank.getByTestId('sandbox-paid').waitFor();
    await bank.close();
    const outcome = page.getByTestId('promotion-outcome');
    await outcome.getByText(`ได้รับโปรโมชั่น ${title} แล้ว`, { exact: false }).waitFor({ timeout: 15_000 });
    expect(await walletsOf(page)).toMatchObject({ 1: 0, 2: 200 });

    // A second tab keeps /member/promotions open: it must move by itself.
    const progress = await page.context().newPage();
    await progress.setViewportSize(PHONE);
    await progress.goto('/member/promotions');
    await closeAnnouncements(progress);
    const turnover = progress.getByTestId('promotion-turnover');
    await expect.poll(() => turnover.textContent()).toBe('฿0.00 / ฿20.00');

    // The journey plays in the first tab; the second keeps showing the progress beside it.
    await page.bringToFront();
    await page.goto('/slot');
    await closeAnnouncements(page);
    await page
      .getByRole('list', { name: 'รายการสล็อต' })
      .getByRole('button', { name: 'เล่น โกลเด้นรีล', exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: 'โกลเด้นรีล' });
    await sheet.getByRole('button', { name: /กระเป๋าโปรโมชั่น/ }).click();
    const game = page.frameLocator('iframe[title="โกลเด้นรีล"]');
    await expect.poll(() => game.locator('#balance').textContent(), { timeout: 10_000 }).toBe('200.00');

    await spin(game, '1');
    await expect.poll(() => turnover.textContent(), { timeout: 12_000 }).toBe('฿1.00 / ฿20.00');
    const bar = progress
      .getByTestId('active-promotion')
      .getByRole('progressbar', { name: 'ความคืบหน้ายอดเทิร์น' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('5');
    // The member panel's bar follows the same live figures.
    expect(
      await progress.getByTestId('panel-promotion').getByRole('progressbar').getAttribute('aria-valuenow'),
    ).toBe('5');

    // 10 ฿ spins until the requirement is met: the promotion is released and the tab says so.
    for (let spins = 0; spins < 2; spins++) await spin(game, '10');
    await progress.getByText('ยังไม่มีโปรโมชั่นที่กำลังทำเทิร์น').waitFor({ timeout: 20_000 });
    const after = await walletsOf(page);
    expect(after[2]).toBe(0);
    expect(after[1]).toBeGreaterThan(0);
    await progress.getByText('ทำเทิร์นครบแล้ว').waitFor({ timeout: 10_000 });

    await sheet.getByRole('button', { name: 'ปิดเกม' }).click();
    await page.goto('/member/statement');
    await closeAnnouncements(page);
    await page.getByRole('list', { name: 'รายการธุรกรรม' }).getByText('ปลดล็อกโปรโมชั่น').first().waitFor();

    const reconcile = await runOperator(sharedServer().dataDir, 'ledger:reconcile');
    expect(reconcile.code, reconcile.out).toBe(0);
    expect(reconcile.out).toContain('ledger balanced');
  }, 120_000);
});
