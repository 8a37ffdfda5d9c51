// What a new member tripped over in the site's frame (issue 18 §1, 2, 7, 9, 10 and the tab titles), each
// checked in the browser so it cannot come back: announcements that reopen, floating buttons over the
// page, the visitors' bell, a toast over the header, "ไปเล่นเกม" going home, and untitled tabs.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  DESKTOP,
  hydrated,
  keepScreenshot,
  openPage,
  PHONE,
  useBrowser,
  type Viewport,
} from './support/browser.ts';
import { announcementsSeen, logInAs, newPhone, registerByApi } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

/** The data a page the server drew came with (docs/FIRST-LOAD.md#server-rendering). */
const SERVER_STATE = /<script type="application\/json" id="ug99-server-state">([^<]*)<\/script>/;

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, 'element is rendered').not.toBeNull();
  return box!;
};

/** Whether a tap at the centre of `element` reaches something that is not part of it. */
const reachedUnder = (element: Element) => {
  const { x, y, width, height } = element.getBoundingClientRect();
  const hit = document.elementFromPoint(x + width / 2, y + height / 2);
  return hit !== null && !element.contains(hit);
};

/** The event star and the LINE button. */
const floatingButtons = (page: Page) => {
  const aside = page.getByRole('complementary', { name: 'ทางลัด' });
  return {
    star: aside.getByRole('button', { name: 'กิจกรรมพิเศษ' }),
    line: aside.getByRole('link', { name: /LINE/ }),
  };
};

/**
 * No floating button covers `target` with the page at its top, with `target` scrolled into view, and with
 * the page scrolled to its end (where the last content sits lowest above the bottom bar). On a phone only
 * the star floats; the bottom bar's "ติดต่อเรา" is the LINE link there.
 */
async function expectClearOf(page: Page, target: Locator, what: string): Promise<void> {
  const { star, line } = floatingButtons(page);
  await star.waitFor();
  const buttons = (await line.isVisible()) ? [star, line] : [star];
  const positions: [string, () => Promise<void>][] = [
    ['top', () => page.evaluate(() => window.scrollTo(0, 0))],
    ['in view', () => target.scrollIntoViewIfNeeded()],
    ['end', () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))],
  ];
  for (const [where, scroll] of positions) {
    await scroll();
    await page.waitForTimeout(100); // the header may slide in after 80 px
    const targetBox = await boxOf(target);
    for (const button of buttons) {
      expect(intersects(await boxOf(button), targetBox), `${what}, page at ${where}`).toBe(false);
    }
  }
}

/** With E2E_SCREENSHOTS_DIR set, what a member sees at the top and at the end of the page, to look at. */
async function screenshots(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS_DIR) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, `ux-shell-${name}-top`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300); // the header slides after a scroll; a picture only, nothing is asserted
  await keepScreenshot(page, `ux-shell-${name}-end`);
}

describe('on a phone (390 px)', () => {
  test('the floating buttons keep clear of the bank select on /register, and step aside while a field has focus', async () => {
    const page = await openPage(PHONE, '/register');
    const bank = page.getByLabel('ธนาคาร', { exact: true });
    await bank.waitFor();
    await expectClearOf(page, bank, 'the bank select');

    const { star, line } = floatingButtons(page);
    // Below 600 px the LINE button does not float (not even for screen readers): the bottom bar has it.
    const contact = page
      .getByRole('navigation', { name: 'เมนูด้านล่าง' })
      .getByRole('link', { name: /ติดต่อเรา/ });
    expect(await contact.getAttribute('href')).toMatch(/^https:\/\/line\.me\//);
    expect(await line.count(), 'the LINE button floats only from 600 px').toBe(0);

    await page.getByLabel('เบอร์โทรศัพท์').focus();
    await star.waitFor({ state: 'hidden' });
    await bank.focus();
    expect(await star.isVisible()).toBe(false);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await star.waitFor({ state: 'visible' });
    await screenshots(page, 'register-390');
  });

  test('the floating buttons keep clear of the "ดูทั้งหมด" links on the home page, logged in', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);
    await page.goto('/');
    const seeAll = page.getByRole('main').getByRole('link', { name: /^ดู.*ทั้งหมด$/ });
    await seeAll.first().waitFor();
    for (const link of await seeAll.all()) await expectClearOf(page, link, 'a "ดูทั้งหมด" link');
    await screenshots(page, 'home-member-390');
  });

  test('the logout toast stays clear of the header and the bottom bar, and takes no tap', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);
    const panel = page.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    await panel.getByRole('button', { name: 'เมนูสมาชิก' }).click();
    await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page
      .getByRole('alertdialog', { name: 'ออกจากระบบ' })
      .getByRole('button', { name: 'ใช่แล้ว' })
      .click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'ออกจากระบบเรียบร้อย' });
    await toast.waitFor();
    // A toast takes no tap (docs/rules/member-site.md#toasts): one at its centre reaches the page under it.
    expect(await toast.evaluate(reachedUnder), 'a tap on the toast reaches the page under it').toBe(true);
    // Measured once the toast has finished sliding in.
    await page.waitForTimeout(500);
    const toastBox = await boxOf(toast);
    expect(intersects(toastBox, await boxOf(page.locator('header > div').first())), 'header').toBe(false);
    const bottomBar = await boxOf(page.getByRole('navigation', { name: 'เมนูด้านล่าง' }));
    expect(intersects(toastBox, bottomBar), 'bottom bar').toBe(false);
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (_name, viewport: Viewport) => {
  test('a visitor sees no announcement bell', async () => {
    const page = await openPage(viewport, '/promotions');
    // `/` arrives drawn with the announcements it was drawn from (docs/FIRST-LOAD.md#server-rendering):
    // the browser hydrates from that copy rather than asking /api/notifications, so the test reads the
    // announcements where the page has them.
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    const state = JSON.parse(SERVER_STATE.exec(html)?.[1] ?? 'null') as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    const announcements = state.queries.queries.find((query) => query.queryKey[0] === 'notifications');
    expect(announcements?.state.data, 'the page was drawn with announcements to ring for').toEqual(
      expect.arrayContaining([expect.anything()]),
    );
    // Hydrated: the browser has the announcements in its cache and drops the server's copy
    // (docs/FIRST-LOAD.md#before-hydration); a bell would be drawn from then on.
    await hydrated(page);
    await page.locator('img[src^="/media/banner-"]').first().waitFor();
    await page.getByRole('button', { name: 'กิจกรรมพิเศษ' }).waitFor();
    expect(await page.getByRole('button', { name: 'ประกาศ', exact: true }).count()).toBe(0);
  });
});

describe('on a desktop', () => {
  test('the announcements open once: not again on a reload or a return home, still from the bell, and again for a new one', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(DESKTOP);
    expect(await announcementsSeen(page)).toBe(false);
    await logInAs(page, phone); // opens them on arrival and closes them
    expect(await announcementsSeen(page)).toBe(true);
    // From 600 px the LINE button floats beside the star.
    await floatingButtons(page).line.waitFor();

    const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    await page.reload();
    await page.getByRole('region', { name: 'ข้อมูลสมาชิก' }).waitFor();
    await page.getByRole('button', { name: 'ประกาศ', exact: true }).waitFor(); // the list has arrived
    await page.waitForTimeout(1_000);
    expect(await dialog.count(), 'after a reload').toBe(0);

    await page.goto('/lobby');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'เมนูด้านล่าง' }).getByRole('link', { name: 'หน้าแรก' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('region', { name: 'ข้อมูลสมาชิก' }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await dialog.count(), 'after a return home').toBe(0);

    await page.getByRole('button', { name: 'ประกาศ', exact: true }).click();
    await dialog
      .getByRole('button', { name: /ถัดไป|ปิด/ })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // As if the operator had published one more since: the browser no longer knows one of them.
    await page.evaluate(() => {
      const seen = JSON.parse(localStorage.getItem('ug99-announcements-seen') ?? '[]') as string[];
      localStorage.setItem('ug99-announcements-seen', JSON.stringify(seen.slice(1)));
    });
    await page.reload();
    await dialog.waitFor();
  });

  test('after a deposit, "ไปเล่นเกม" leads to the game lobby', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(DESKTOP);
    await logInAs(page, phone);
    await page.goto('/member/deposit');
    await page.getByRole('radio', { name: /พร้อมเพย์ QR/ }).check();
    await page.getByRole('button', { name: 'ฝาก ฿500.00' }).click();
    await page.getByRole('button', { name: 'ดำเนินการฝากเงิน' }).click();
    await page.getByRole('timer').waitFor();
    const reference = (await page.locator('dt:text-is("เลขอ้างอิง") + dd').textContent())?.trim();
    expect(reference).toMatch(/^[A-Z0-9]+$/);
    const confirmed = await runOperator(sharedServer().dataDir, 'deposit:confirm', reference!);
    expect(confirmed.code, confirmed.out).toBe(0);

    const paid = page.getByRole('status').filter({ hasText: 'ฝากเงินสำเร็จ' });
    await paid.waitFor({ timeout: 15_000 });
    await paid.getByRole('link', { name: 'ไปเล่นเกม' }).click();
    await page.waitForURL((url) => url.pathname === '/lobby');
    await page.getByRole('heading', { level: 1, name: 'ค่ายเกม' }).waitFor();
  });
});
