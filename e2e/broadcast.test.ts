// The marketing operator's broadcast (docs/NOTIFICATIONS.md#the-operators-broadcast), at 1280 px and at
// 390 px: composed, previewed as a member would see it with the recipient count, and refused in Thai when
// the audience is empty. Nothing is sent, so the shared server's members' inboxes stay as they were.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addOperator, mainMenu, openBackoffice } from './support/backoffice.ts';
import { DESKTOP, keepScreenshot, PHONE, useBrowser, type Viewport } from './support/browser.ts';
import { registerByApi, newPhone } from './support/member.ts';

useBrowser();

const screenshot = (page: Page, name: string) => keepScreenshot(page, name, { fullPage: true });

describe.each([
  ['at 1280 px', DESKTOP, 'desktop'],
  ['at 390 px', PHONE, 'phone'],
] as [string, Viewport, string][])('the broadcast %s', (_title, viewport, label) => {
  test('marketing previews an announcement with its count, and an empty audience is refused in Thai', async () => {
    await registerByApi(newPhone());
    const marketing = await addOperator('marketing', 'ประกาศ');
    const { page } = await openBackoffice(viewport, marketing);
    await (
      await mainMenu(page, viewport === PHONE)
    )
      .getByRole('link', { name: 'ประกาศถึงสมาชิก', exact: true })
      .click();
    await page.getByRole('heading', { name: 'ประกาศถึงสมาชิก' }).waitFor();
    await page.getByRole('button', { name: 'ส่งประกาศใหม่' }).click();
    const dialog = page.getByRole('dialog', { name: 'ส่งประกาศถึงสมาชิก' });
    await dialog.getByLabel('หัวข้อ').fill('โปรพิเศษสุดสัปดาห์');
    await dialog.getByLabel('ข้อความ').fill('ฝากวันนี้รับโบนัสเพิ่ม 10% ถึงวันอาทิตย์นี้เท่านั้น');
    await dialog.getByRole('button', { name: 'ดูตัวอย่างและจำนวนผู้รับ' }).click();
    const preview = dialog.getByRole('region', { name: 'ตัวอย่างที่สมาชิกเห็น' });
    const count = await preview.getByRole('status').textContent();
    expect(count).toMatch(/^จะส่งถึงสมาชิก [\d,]+ คน$/);
    expect(count).not.toBe('จะส่งถึงสมาชิก 0 คน');
    await preview.getByText(/ดูรายละเอียด: https?:\/\/.+\/promotions/).waitFor();
    await screenshot(page, `broadcast-preview-${label}`);

    // Hero members who linked LINE: none on this server, so the send is refused and nothing is sent.
    await dialog.getByLabel('Hero').check();
    await dialog.getByLabel('เฉพาะสมาชิกที่เชื่อม LINE แล้ว').check();
    await dialog.getByRole('button', { name: 'ดูตัวอย่างและจำนวนผู้รับ' }).click();
    await preview.getByText('จะส่งถึงสมาชิก 0 คน').waitFor();
    await dialog.getByRole('button', { name: 'ส่งประกาศ', exact: true }).click();
    await dialog.getByText('ไม่มีสมาชิกที่ตรงกับกลุ่มผู้รับนี้ กรุณาเปลี่ยนกลุ่มผู้รับ').waitFor();
    await screenshot(page, `broadcast-refused-${label}`);
  }, 180_000);
});
