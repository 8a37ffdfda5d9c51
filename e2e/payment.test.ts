// Deposits and withdrawals (issue #4) in the browser: PromptPay QR paid at the sandbox bank, a
// withdrawal approved by the operator, and both in the statement.
import { describe, expect, test } from 'vitest';
import { DESKTOP, openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, newPhone, registerByApi } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { axeViolations } from './support/axe.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

describe('on a phone', () => {
  test('deposit 500 ฿ by PromptPay, pay it at the sandbox bank, withdraw 200 ฿, approved, both in the statement', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);

    // The bottom bar's deposit button: on a phone, the deposit page.
    await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('link', { name: 'ฝากเงิน' }).click();
    await page.waitForURL('**/member/deposit');
    await page.getByRole('radio', { name: /พร้อมเพย์ QR/ }).check();
    await page.getByRole('button', { name: 'ฝาก ฿500.00' }).click();
    await page.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).click();
    await page.getByRole('img', { name: 'QR พร้อมเพย์ สำหรับชำระ ฿500.00' }).waitFor();
    await page.getByRole('timer').waitFor();
    const reference = (await page.locator('dt:text-is("เลขอ้างอิง") + dd').textContent())?.trim();
    expect(reference).toMatch(/^[A-Z0-9]+$/);

    const bank = await page.context().newPage();
    await bank.goto('/sandbox/bank');
    await bank.getByText('ระบบทดสอบ (Sandbox)', { exact: false }).waitFor();
    await bank.getByLabel('เลขอ้างอิงรายการฝาก').fill(reference!);
    await bank.getByRole('button', { name: 'ตรวจสอบรายการ' }).click();
    expect(await bank.getByTestId('sandbox-amount').textContent()).toBe('500.00 บาท');
    await bank.getByRole('button', { name: 'ชำระเงิน' }).click();
    await bank.getByTestId('sandbox-paid').waitFor();
    await bank.close();

    // No reload: the page polls inquiry_status and refreshes the balance itself.
    const paid = page.getByRole('status').filter({ hasText: 'ฝากเงินสำเร็จ' });
    await paid.waitFor({ timeout: 15_000 });
    await paid.getByText('฿500.00', { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'เมนูการเงิน' }).getByRole('link', { name: 'ถอนเงิน' }).click();
    await page.waitForURL('**/member/withdraw');
    await page.getByText('฿500.00', { exact: true }).waitFor();
    await page.getByLabel('ยอดเงินที่ต้องการถอน (บาท)').fill('200');
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'ยืนยันการถอนเงิน' });
    await confirm.getByText('ถอน ฿200.00 เข้าบัญชีหลัก ใช่หรือไม่?').waitFor();
    await confirm.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
    const request = page.getByRole('list', { name: 'รายการถอนเงิน' }).getByRole('listitem').first();
    await request.getByText('รอดำเนินการ').waitFor();
    await page.getByText('฿300.00', { exact: true }).waitFor();
    const id = /รายการที่ (\d+)/.exec((await request.textContent()) ?? '')?.[1];
    expect(id).toBeDefined();

    const approved = await runOperator(sharedServer().dataDir, 'withdraw:approve', id!);
    expect(approved.code, approved.out).toBe(0);
    await page.reload();
    await request.getByText('โอนเงินแล้ว').waitFor();

    await page.goto('/member/statement');
    const rows = page.getByRole('list', { name: 'รายการธุรกรรม' }).getByRole('listitem');
    await rows.filter({ hasText: 'ถอนเงิน' }).getByText('−฿200.00').waitFor();
    await rows.filter({ hasText: 'ฝากเงิน' }).getByText('+฿500.00').waitFor();
  });

  test('axe-core finds no serious or critical violation on the deposit, withdraw and history pages', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);
    const ready = {
      '/member/deposit': () => page.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).waitFor(),
      '/member/withdraw': () => page.getByText('ยังไม่มีรายการถอน').waitFor(),
      '/member/payment': () => page.getByText('ยังไม่มีรายการฝากหรือถอน').waitFor(),
    };
    for (const [path, waitFor] of Object.entries(ready)) {
      await page.goto(path);
      await waitFor();
      const violations = await axeViolations(page);
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});

describe('on a desktop', () => {
  test('the member panel opens the deposit flow as a dialog over the page', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(DESKTOP);
    await logInAs(page, phone);
    await page.getByRole('region', { name: 'ข้อมูลสมาชิก' }).getByRole('link', { name: 'ฝากเงิน' }).click();
    const dialog = page.getByRole('dialog', { name: 'ฝากเงิน' });
    await dialog.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/member');
    await dialog.getByLabel('ยอดเงินที่ต้องการฝาก (บาท)').fill('300');
    await dialog.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).click();
    await dialog.getByRole('timer').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
