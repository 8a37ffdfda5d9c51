// Public pages drawn by the server (issue 29, docs/FIRST-LOAD.md#server-rendering): their HTML holds what a
// visitor sees and the tags a link preview or a search engine reads, and no member's data; a browser
// without JavaScript sees the content; the browser hydrates it without asking for the same data again.
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  DESKTOP,
  gotoBeforeHydration,
  hydrated,
  keepScreenshot,
  openPage,
  PHONE,
  useBrowser,
} from './support/browser.ts';
import { newPhone, PASSWORD, registerByApi, submitLogin } from './support/member.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

/** Each public page with a text of its own content (seeded), which only its data can have put there. */
const PUBLIC_PAGES: [path: string, title: string, content: string][] = [
  ['/', 'หน้าแรก', 'สมาชิกใหม่ รับโบนัสฝากแรก 100%'],
  ['/promotions', 'โปรโมชั่น', 'ฝากแรกของวัน รับโบนัส 10%'],
  ['/slot', 'สล็อต', 'โกลเด้นรีล'],
  ['/casino', 'คาสิโน', 'บาคาร่าคลาสสิก'],
  ['/sport', 'กีฬา', 'UG Originals'],
  ['/fishing', 'ยิงปลา', 'UG Originals'],
  ['/freespin', 'ฟรีสปิน', 'UG Originals'],
  ['/lobby', 'ค่ายเกม', 'UG Originals'],
  ['/lobby/demo', 'ค่ายเกม', 'โกลเด้นรีล'],
  ['/lotto/lobby', 'หวยออนไลน์', 'หวยรัฐบาลไทย'],
  ['/lotto/results', 'ผลรางวัลหวย', 'รางวัลที่ 1'],
  ['/lotto/rates', 'อัตราจ่ายหวย', '3 ตัวบน'],
  ['/affiliate', 'แนะนำเพื่อน', 'อัตราค่าแนะนำ'],
  ['/register', 'สมัครสมาชิก', 'เบอร์โทรศัพท์'],
  ['/login', 'เข้าสู่ระบบ', 'รหัสผ่าน'],
];

const get = (path: string) => fetch(new URL(path, sharedServer().baseURL));
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const SERVER_STATE = /<script type="application\/json" id="ug99-server-state">([^<]*)<\/script>/;

describe('the HTML of a public page', () => {
  test.each(PUBLIC_PAGES)(
    '%s holds its content, its tags and no member data',
    async (path, title, content) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(content);
      expect(root).toContain('aria-label="เมนูหลัก"');
      // The boot shell is for pages the browser draws; this one has the real header.
      expect(html).not.toContain('id="boot-shell"');

      expect(html).toContain(`<title>${title} | UG99</title>`);
      expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toMatch(/\p{Script=Thai}/u);
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(
        new RegExp(`^https?://[^/]+${path}$`),
      );
      expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe(`${title} | UG99`);
      expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      expect(html).not.toContain('name="robots"');
      const image = attribute(html, /<meta property="og:image" content="([^"]+)"/);
      const imageRes = await get(new URL(image ?? '').pathname);
      expect(imageRes.status).toBe(200);
      expect(imageRes.headers.get('content-type')).toBe('image/png');

      // The data the page was drawn from is the visitor's: no member query, no token.
      const state = JSON.parse(SERVER_STATE.exec(html)?.[1] ?? 'null') as {
        queries: { queries: { queryKey: unknown[] }[] };
      };
      expect(state.queries.queries.length).toBeGreaterThan(0);
      for (const { queryKey } of state.queries.queries) expect(queryKey[0]).not.toBe('member');
      expect(html).not.toContain('access_token');
    },
  );

  test("a member's referral link previews as the affiliate programme", async () => {
    const html = await (await get('/?ag=ug99&ref=ABC123')).text();
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toContain('โปรแกรมแนะนำเพื่อน');
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      /\/share\/affiliate\.png$/,
    );
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(/^https?:\/\/[^/]+\/$/);
  });

  test("a member's page is the shell, kept out of search engines", async () => {
    const html = await (await get('/member/deposit')).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('id="boot-shell"');
    expect(html).not.toMatch(SERVER_STATE);
  });

  test('robots.txt names the sitemap, and the sitemap lists the public pages', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /member/');
    const sitemapUrl = attribute(robots, /^Sitemap: (\S+)$/m);
    const sitemap = await (await get(new URL(sitemapUrl ?? '').pathname)).text();
    for (const [path] of PUBLIC_PAGES.filter(([p]) => !p.startsWith('/lobby/'))) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace(/\//g, '\\/')}</loc>`));
    }
    expect(sitemap).not.toContain('/member');
  });
});

describe('without JavaScript', () => {
  test.each([
    ['/', 'สมาชิกใหม่ รับโบนัสฝากแรก 100%'],
    ['/promotions', 'ฝากแรกของวัน รับโบนัส 10%'],
    ['/lotto/results', 'รางวัลที่ 1'],
  ])('a visitor sees %s with its content', async (path, content) => {
    const page = await openPage(PHONE, path, sharedServer().baseURL, { javaScriptEnabled: false });
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'หวย' }).waitFor();
    await page.locator('main').getByText(content).first().waitFor();
  });
});

/**
 * Records each Intl formatter the page makes: the first one starts ICU, a long task on a phone, which the
 * first load of a public page does without (docs/decisions/0018-formatting-without-intl.md).
 */
function recordIntlFormatters() {
  const made: string[] = [];
  Object.assign(window, { intlFormattersMade: made });
  const formatters = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  for (const kind of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'Collator']) {
    formatters[kind] = new Proxy(formatters[kind]!, {
      construct: (target, args: unknown[]) => (made.push(kind), Reflect.construct(target, args)),
    });
  }
}

describe('hydration', () => {
  test.each(['/', '/promotions', '/slot', '/lotto/lobby', '/lotto/results'])(
    '%s becomes interactive without asking the API for what the server drew, or making an Intl formatter',
    async (path) => {
      const page = await openPage(PHONE, 'about:blank');
      await page.addInitScript(recordIntlFormatters);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(apiCalls).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { intlFormattersMade: string[] }).intlFormattersMade),
      ).toEqual([]);
      // Interactive: the header's link changes the page in the browser, with no new document.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.push(request.url());
      });
      await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'หวย' }).click();
      await page.waitForURL('**/lotto/lobby');
      await page.locator('main').getByText('หวยรัฐบาลไทย').first().waitFor();
      expect(documents).toEqual([]);
    },
  );
});

describe('the promotion dialog', () => {
  const DIALOG_CODE = /\/assets\/promotion-dialog-[^/]+\.js$/;
  const cardActions: [string, (card: Locator) => Promise<void>][] = [
    ['press', (card) => card.dispatchEvent('pointerdown')],
    ['focus', (card) => card.focus()],
  ];
  test.each(cardActions)(
    "/promotions loads the dialog's code when a card is pressed or focused (%s), not before; the click opens it",
    async (_action, act) => {
      const page = await openPage(PHONE, 'about:blank');
      const dialogCode: string[] = [];
      page.on('request', (request) => {
        if (DIALOG_CODE.test(request.url())) dialogCode.push(request.url());
      });
      await page.goto('/promotions', { waitUntil: 'networkidle' });
      await hydrated(page);
      expect(dialogCode).toEqual([]);
      const title = 'ฝากแรกของวัน รับโบนัส 10%';
      const card = page.locator('main').getByRole('button').filter({ hasText: title });
      const requested = page.waitForRequest(DIALOG_CODE);
      await act(card);
      await requested;
      expect(await page.getByRole('dialog').count()).toBe(0);
      await card.click();
      await page.getByRole('dialog', { name: title }).waitFor();
    },
  );
});

describe('before hydration', () => {
  test('a server-drawn button takes no tap until the page has hydrated, then opens what it opens', async () => {
    const page = await openPage(DESKTOP, 'about:blank');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await gotoBeforeHydration(page, '/');
    const eventButton = page.getByRole('button', { name: 'กิจกรรมพิเศษ' });
    await eventButton.waitFor();
    // A tap now would reach a button with no handler yet and be lost: it does not reach it at all.
    expect(await eventButton.evaluate((button) => getComputedStyle(button).pointerEvents)).toBe('none');
    release();
    // Playwright's click waits until the button takes pointer events, as a member's next tap would work.
    await eventButton.click();
    await page.getByRole('dialog', { name: /^ประกาศสำคัญ/ }).waitFor();
  });

  test('the login form takes nothing until the page has hydrated, then logs the member in', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE, 'about:blank');
    // The hydration code held back: the page stays the server's markup, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(request.url());
    });
    await gotoBeforeHydration(page, '/login');
    const main = page.getByRole('main');
    const phoneField = main.getByLabel('เบอร์โทรศัพท์');
    const passwordField = main.getByLabel('รหัสผ่าน', { exact: true });
    const submit = main.getByRole('button', { name: 'เข้าสู่ระบบ' });
    await main.getByRole('form', { name: 'เข้าสู่ระบบ' }).waitFor();
    // Drawn, and visibly not ready: nothing to type into, no button to press.
    expect(await phoneField.isDisabled()).toBe(true);
    expect(await passwordField.isEditable()).toBe(false);
    expect(await submit.isDisabled()).toBe(true);
    await keepScreenshot(page, 'login-before-hydration');
    // A member who types and presses Enter now: the keys reach no field and nothing is sent (before, the
    // browser sent the form itself, the password in the address, and what was typed was lost).
    await phoneField.focus();
    await page.keyboard.type(phone);
    await page.keyboard.press('Enter');
    await submit.click({ force: true });
    expect(await phoneField.inputValue()).toBe('');
    expect(page.url()).toMatch(/\/login$/);

    release();
    await hydrated(page);
    expect(await phoneField.isEditable()).toBe(true);
    await keepScreenshot(page, 'login-hydrated');
    await submitLogin(page, phone, PASSWORD);
    await page.waitForURL('**/member');
    expect(documents.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/login']);
  });
});
