// The member-site shell (issue #2): what a visitor sees on a phone and on a desktop.
import { describe, expect, test } from 'vitest';
import { DESKTOP, openPage, PHONE, useBrowser } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

useBrowser();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (_name, viewport) => {
  test('the home page shows the Thai header, footer and the seeded banners', async () => {
    const page = await openPage(viewport);
    const header = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await header.getByRole('link', { name: 'สล็อต' }).waitFor();
    for (const label of ['หวย', 'คาสิโน', 'กีฬา', 'สิทธิพิเศษ', 'โปรโมชั่น', 'คืนยอดเสีย', 'แลกของรางวัล']) {
      expect(await header.getByRole('link', { name: label }).count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'สมัครสมาชิก' }).count()).toBeGreaterThan(0);

    const footer = page.getByRole('navigation', { name: 'เมนูด้านล่าง' });
    for (const label of ['หน้าแรก', 'แนะนำเพื่อน', 'เข้าสู่ระบบ', 'โปรโมชั่น', 'ติดต่อเรา']) {
      await footer.getByRole('link', { name: label }).waitFor();
    }
    expect(await footer.getByRole('link', { name: 'ติดต่อเรา' }).getAttribute('href')).toBe(
      'https://line.me/R/ti/p/@ug99',
    );

    const banners = page.locator('img[src^="/media/banner-"]');
    await banners.first().waitFor();
    expect(await banners.count()).toBe(3);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
  });

  test('the banners follow a swipe from the first touch, and their dots', async () => {
    const page = await openPage(viewport);
    const banners = page.getByRole('region', { name: 'แบนเนอร์' });
    const current = () =>
      banners.locator('button[aria-current="true"]').getAttribute('aria-label', { timeout: 5_000 });
    expect(await current()).toBe('แบนเนอร์ที่ 1 จาก 3');
    // The carousel starts on the first press (docs/FIRST-LOAD.md#sixth-pass): that press is already a swipe.
    const box = await banners.locator('img').first().boundingBox();
    if (!box) throw new Error('the first banner is not on screen');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(current).toBe('แบนเนอร์ที่ 2 จาก 3');
    await banners.getByRole('button', { name: 'แบนเนอร์ที่ 3 จาก 3' }).click();
    await expect.poll(current).toBe('แบนเนอร์ที่ 3 จาก 3');
    expect(page.url()).toBe(new URL('/', page.url()).href);
  });

  // Visitors get no announcement bell (issue 18 §7): ux-shell.test.ts checks that and a member's announcements.

  test('the event dialog opens from its icon, closes with its red button, and an image leads to /poll/1', async () => {
    const page = await openPage(viewport);
    await page.getByRole('button', { name: 'กิจกรรมพิเศษ' }).click();
    const dialog = page.getByRole('dialog', { name: /^ประกาศสำคัญ \( \d+ \/ 3 \)$/ });
    await dialog.waitFor();
    expect(await dialog.locator('img').count()).toBe(3);
    expect(await dialog.locator('img').first().getAttribute('loading')).toBe('lazy');

    await page.mouse.click(5, viewport.height - 5); // outside the dialog: it is persistent
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'ปิด' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'กิจกรรมพิเศษ' }).click();
    await dialog.locator('img').first().click();
    await page.waitForURL('**/poll/1');
    expect(await dialog.count()).toBe(0);
  });

  test('an unknown route shows the 404 page', async () => {
    const page = await openPage(viewport, '/does-not-exist');
    await page.getByText('This page could not be found').waitFor();
    await page.getByText('Not Found').first().waitFor();
    expect(await page.getByText('404').count()).toBeGreaterThan(0);
  });

  test('the header becomes fixed after 80 px of scroll', async () => {
    const page = await openPage(viewport);
    const bar = page.locator('header [data-fixed]');
    await page.locator('img[src^="/media/banner-"]').first().waitFor();
    expect(await bar.getAttribute('data-fixed')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(100);
    expect(await bar.getAttribute('data-fixed')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForFunction(
      () => document.querySelector('header [data-fixed]')?.getAttribute('data-fixed') === 'true',
    );
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // It slides in, then stays pinned to the top of the viewport.
    await page.waitForFunction(
      () => document.querySelector('header [data-fixed]')?.getBoundingClientRect().top === 0,
    );
  });

  test('axe-core finds no serious or critical violation on the home page', async () => {
    const page = await openPage(viewport);
    await page.locator('img[src^="/media/banner-"]').first().waitFor();
    const violations = await axeViolations(page);
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
