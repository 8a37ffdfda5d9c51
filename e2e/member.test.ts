// Members and their money (issue #3): register, the member panel, logout and login in the browser.
import { describe, expect, test } from 'vitest';
import { DESKTOP, openPage, PHONE, useBrowser } from './support/browser.ts';
import {
  closeAnnouncements,
  digits,
  newPhone,
  PASSWORD,
  registerByApi,
  submitLogin,
} from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { pickBirthDate } from './support/birth-date.ts';
import { axeViolations } from './support/axe.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

describe('on a phone', () => {
  test('a new member registers, sees ฿0.00, logs out through the confirmation and logs back in', async () => {
    const phone = newPhone();
    const page = await openPage(PHONE, '/register');
    await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
    await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);
    await page.getByLabel('ชื่อ', { exact: true }).fill('สมชาย');
    await page.getByLabel('นามสกุล', { exact: true }).fill('ใจดีมาก');
    await pickBirthDate(page, '1992-08-12');
    await page.getByLabel('ธนาคาร', { exact: true }).selectOption('KBANK');
    await page.getByLabel('เลขบัญชีธนาคาร').fill(digits(10));
    await page.getByRole('button', { name: 'ยืนยันการสมัครสมาชิก' }).click();

    await page.waitForURL('**/member');
    await closeAnnouncements(page);
    const panel = page.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    await panel.getByText(phone).waitFor();
    await panel.getByText('฿0.00').waitFor();
    expect(await page.getByRole('link', { name: 'สมัครสมาชิก' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('link', { name: 'โปรไฟล์' }).waitFor();

    await panel.getByRole('button', { name: 'เมนูสมาชิก' }).click();
    await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'ออกจากระบบ' });
    await confirm.getByRole('button', { name: 'ยังอยู่กับเรา' }).waitFor();
    await confirm.getByRole('button', { name: 'ใช่แล้ว' }).click();
    await page.getByText('ออกจากระบบเรียบร้อย').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await panel.count()).toBe(0);

    await page.goto('/login');
    await submitLogin(page, phone, PASSWORD);
    await page.waitForURL('**/member');
    await closeAnnouncements(page);
    await panel.getByText(phone).waitFor();
    await panel.getByText('฿0.00').waitFor();
  });

  test('a wrong password shows the Thai message in the form', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE, '/login');
    await submitLogin(page, phone, 'not-the-password');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('/member while logged out goes to /login, with the way back', async () => {
    const page = await openPage(PHONE, '/member');
    await page.waitForURL('**/login?next=%2Fmember');
    await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' }).waitFor();
  });

  test('axe-core finds no serious or critical violation on /login and /register', async () => {
    for (const path of ['/login', '/register']) {
      const page = await openPage(PHONE, path);
      await page.getByLabel('เบอร์โทรศัพท์').waitFor();
      const violations = await axeViolations(page);
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});

describe('on a desktop', () => {
  test('an operator adjustment shows in the member panel and in the statement', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const adjusted = await runOperator(
      sharedServer().dataDir,
      'balance:adjust',
      phone,
      '1234.50',
      '--reason',
      'ชดเชยยอดฝากที่เข้าล่าช้า',
    );
    expect(adjusted.code, adjusted.out).toBe(0);

    const page = await openPage(DESKTOP, '/login');
    await submitLogin(page, phone, PASSWORD);
    await page.waitForURL('**/member');
    await closeAnnouncements(page);
    const panel = page.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    await panel.getByText('฿1,234.50').waitFor();

    await page.goto('/member/statement');
    const row = page.getByRole('list', { name: 'รายการธุรกรรม' }).getByRole('listitem').first();
    await row.getByText('ปรับยอด').waitFor();
    await row.getByText('+฿1,234.50').waitFor();
    await row.getByText('ชดเชยยอดฝากที่เข้าล่าช้า').waitFor();
  });
});
