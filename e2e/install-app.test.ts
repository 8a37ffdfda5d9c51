// The installable app (issue 36 part 1, docs/PWA.md): the manifest and its icons, the install card at 390
// and 1280 px (Chromium's offer, dispatched here because headless Chromium never fires one, and iOS
// Safari's steps), put away for a week, and the offline page once the service worker is active.
// About 15 s on a quiet machine: every page installs the worker, which precaches ~1.4 MB from localhost.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, keepScreenshot, offerInstall, openPage, PHONE } from './support/browser.ts';
import { useBrowser } from './support/browser.ts';

useBrowser();

const WITH_WORKER = { serviceWorkers: true };

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The page's service worker is active (installed, the build's files precached). */
async function workerActive(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
}

describe('the installable app', () => {
  test('the manifest names the Thai app, standalone from /, with icons at every size', async () => {
    const page = await openPage(PHONE, '/', undefined, WITH_WORKER);
    const link = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(link).toBe('/manifest.webmanifest');
    const answer = await page.request.get(link!);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'UG99', start_url: '/', display: 'standalone' });
    expect(manifest.name).toMatch(/หวยออนไลน์/);
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    for (const size of [48, 72, 96, 128, 144, 152, 167, 180, 192, 256, 384, 512]) {
      expect(sizes).toContain(`${size}x${size}`);
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
    }
    expect(await workerActive(page)).toMatch(/\/$/);

    // What Lighthouse's installability audit asked Chromium (Lighthouse 12 dropped its PWA category).
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // `in-incognito` is the test's browser context (every context here is a private one), not the site.
    const siteErrors = installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito');
    expect(siteErrors).toEqual([]);
  });

  test('at 390 px the install card is shown, put away, and stays away after a reload', async () => {
    const page = await openPage(PHONE);
    await offerInstall(page);
    const card = page.getByRole('region', { name: 'ติดตั้งแอป UG99 ไว้บนเครื่อง' });
    await card.waitFor();
    await keepScreenshot(page, 'install-prompt-390');
    await card.getByRole('button', { name: 'ไว้ทีหลัง' }).click();
    await card.waitFor({ state: 'detached' });
    const dismissedAt = Number(await page.evaluate(() => localStorage.getItem('ug99-install-dismissed-at')));
    expect(Math.abs(Date.now() - dismissedAt)).toBeLessThan(60_000);

    await page.reload();
    await offerInstall(page);
    await page.waitForTimeout(300);
    expect(await card.count()).toBe(0);
  });

  test('at 1280 px the install card sits in the corner with ติดตั้ง', async () => {
    const page = await openPage(DESKTOP);
    await offerInstall(page);
    const card = page.getByRole('region', { name: 'ติดตั้งแอป UG99 ไว้บนเครื่อง' });
    await card.getByRole('button', { name: 'ติดตั้ง', exact: true }).waitFor();
    await keepScreenshot(page, 'install-prompt-1280');
  });

  for (const [viewport, userAgent] of [
    [PHONE, IPHONE_SAFARI],
    [DESKTOP, IPAD_SAFARI],
  ] as const) {
    test(`iOS Safari at ${viewport.width} px gets the steps to add the site to the home screen`, async () => {
      const page = await openPage(viewport, '/', undefined, { userAgent });
      const card = page.getByRole('region', { name: 'เพิ่มไปยังหน้าจอโฮม' });
      await card.waitFor();
      expect(await card.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringContaining('แตะปุ่มแชร์'),
        expect.stringContaining('เพิ่มไปยังหน้าจอโฮม'),
        expect.stringContaining('แตะ “เพิ่ม”'),
      ]);
      await keepScreenshot(page, `install-ios-steps-${viewport.width}`);
      await card.getByRole('button', { name: 'เข้าใจแล้ว' }).click();
      await page.reload();
      await page.locator('#install-app').waitFor({ state: 'attached' });
      expect(await card.count()).toBe(0);
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`offline at ${viewport.width} px, a page is the Thai offline page and the API is never cached`, async () => {
      const page = await openPage(viewport, '/promotions', undefined, WITH_WORKER);
      await workerActive(page);
      const context = page.context();
      // The page itself would report its own failed calls once offline; the worker stays with the context.
      await page.close();
      await context.setOffline(true);
      const offline = await context.newPage();
      await offline.goto('/promotions');
      await offline.getByRole('heading', { name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' }).waitFor();
      expect(offline.url()).toMatch(/\/promotions$/);
      const retry = offline.getByRole('link', { name: 'ลองใหม่อีกครั้ง' });
      expect(await offline.evaluate(() => document.fonts.check('16px "Noto Sans Thai"', 'ไม่มี'))).toBe(true);
      await keepScreenshot(offline, `offline-${viewport.width}`);
      expect(
        await offline.evaluate(() =>
          fetch('/api/health').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ).toBe('failed');

      // Back online, ลองใหม่อีกครั้ง loads the page from the network.
      await context.setOffline(false);
      await retry.click();
      await offline.getByRole('heading', { name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' }).waitFor({ state: 'detached' });
      expect(await offline.title()).not.toContain('ไม่มีการเชื่อมต่อ');
    });
  }
});
