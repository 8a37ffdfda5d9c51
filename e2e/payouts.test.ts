// Withdrawals in minutes (issue 35) in the browser at 390 px: a member deposits by PromptPay at the
// sandbox bank, plays the deposit through (a lotto bill), withdraws, and sees the withdrawal paid
// without any operator: approved automatically within the sandbox's rules and paid out through the
// sandbox gateway (docs/PAYMENTS.md#payouts). The server's own jobs run it; the page refreshes itself.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { apiAs, tokenOf, walletBalance } from './support/api.ts';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, registerFundedMember } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

const MAIN_WALLET = 1;

describe('withdrawals paid without an operator', () => {
  test('deposit 500 ฿, play it through, withdraw 200 ฿ and see it paid within a minute', async () => {
    // Money of the member's own besides the deposit, so something is left after playing it through.
    const phone = await registerFundedMember('300', 'ทดสอบถอนอัตโนมัติ');
    const page = await openPage(PHONE);
    await logInAs(page, phone);

    await page.goto('/member/deposit');
    await page.getByRole('radio', { name: /พร้อมเพย์ QR/ }).check();
    await page.getByRole('button', { name: 'ฝาก ฿500.00' }).click();
    await page.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).click();
    await page.getByRole('img', { name: 'QR พร้อมเพย์ สำหรับชำระ ฿500.00' }).waitFor();
    const reference = (await page.locator('dt:text-is("เลขอ้างอิง") + dd').textContent())?.trim();
    const bank = await page.context().newPage();
    await bank.goto(`/sandbox/bank?reference=${reference}`);
    await bank.getByRole('button', { name: 'ชำระเงิน' }).click();
    await bank.getByTestId('sandbox-paid').waitFor();
    await bank.close();
    await page.getByRole('status').filter({ hasText: 'ฝากเงินสำเร็จ' }).waitFor({ timeout: 15_000 });

    // Played through: a 500 ฿ bill on a Hanoi round of this journey's own.
    const token = await tokenOf(phone);
    const opened = await runOperator(
      sharedServer().dataDir,
      'lotto:round:add',
      ...['--category', 'hanoi', '--close-at', new Date(Date.now() + 2 * 3_600_000).toISOString()],
      ...['--title', `ถอนอัตโนมัติ ${Date.now()}`, '--json'],
    );
    expect(opened.code, opened.out).toBe(0);
    const roundId = (JSON.parse(opened.out) as { round: { round_id: number } }).round.round_id;
    const bill = await apiAs<{ bill_id: number }>(token, '/api/lotto/bill/create', {
      round_id: roundId,
      agent_id: 1,
      request_id: randomUUID(),
      lines: ['12', '34', '56', '78', '90'].map((number) => ({ type: '2top', number, amount: 100 })),
    });
    expect(bill.error, bill.message).toBe(0);
    expect(await walletBalance(token, MAIN_WALLET)).toBe(300);

    await page.goto('/member/withdraw');
    await page.getByText('฿300.00', { exact: true }).waitFor();
    await page.getByLabel('ยอดเงินที่ต้องการถอน (บาท)').fill('200');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'ยืนยันการถอนเงิน' })
      .getByRole('button', { name: 'ยืนยันถอนเงิน' })
      .click();
    const request = page.getByRole('list', { name: 'รายการถอนเงิน' }).locator('> li').first();
    // No operator and no reload: the server approves and pays it out, the page asks again while it waits.
    await request.getByText('โอนเงินแล้ว', { exact: true }).waitFor({ timeout: 60_000 });
    const steps = request.getByRole('list', { name: 'ขั้นตอนของรายการถอน' });
    for (const step of ['แจ้งถอน', 'อนุมัติ', 'ส่งโอน', 'โอนสำเร็จ']) {
      await steps.getByText(step, { exact: false }).first().waitFor();
    }
    expect(await walletBalance(token, MAIN_WALLET)).toBe(100);
    // Set E2E_SCREENSHOTS_DIR to keep a picture of the paid request (for a person to look at).
    const dir = process.env.E2E_SCREENSHOTS_DIR;
    if (dir) await page.screenshot({ path: path.join(dir, 'withdraw-paid-390.png'), fullPage: true });

    // The sandbox shows what it was asked to send.
    const payouts = await page.context().newPage();
    await payouts.goto('/sandbox/payouts');
    await payouts.getByTestId('sandbox-payout').filter({ hasText: '200.00' }).first().waitFor();
    await payouts.close();
  });
});
