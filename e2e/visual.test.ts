// The visual check (issue 18, docs/VISUAL-CHECK.md): every member-site route at 390 px and 1280 px, logged
// out and logged in as the demo member, against committed baselines; on the same walk the Thai font, the
// header and bottom bar kept clear, and axe-core. `npm run visual:update` rewrites the baselines. In
// `npm test`, unless the site's look changed since main, 1280 px gets one page of each layout only
// (visual/walk-set.ts, docs/VISUAL-CHECK.md#which-pages).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CHROMIUM_PATH } from '../scripts/chromium-args.mjs';
import { DESKTOP, PHONE, waitForToastsToLeave } from './support/browser.ts';
import { compareWithBaseline } from './visual/compare.ts';
import { FIXED_INSTANT, startFixedClockServer, type FixedClockServer } from './visual/fixed-clock-server.ts';
import {
  axeProblems,
  overlapProblems,
  sharedTitles,
  SITE_TITLE,
  tabTitle,
  thaiFontProblems,
} from './visual/page-checks.ts';
import { writeReadmeScreenshots } from './visual/readme-screenshots.ts';
import {
  DESKTOP_LAYOUT_PAGES,
  LOGGED_IN_ROUTES,
  LOGGED_OUT_ROUTES,
  ROUND_PAGE,
  shotName,
} from './visual/routes.ts';
import { freezeBrowserDate, logInAsDemoMember, settle, shoot, trackRequests } from './visual/walk.ts';
import { desktopWalkSet } from './visual/walk-set.ts';

// Every route at both widths, or at 1280 px one page of each layout only (docs/VISUAL-CHECK.md#which-pages).
const desktopSet = desktopWalkSet();
console.log(
  `Visual check: ${desktopSet.full ? 'every route' : 'one page of each layout'} at 1280 px (${desktopSet.why})`,
);
const walkedAt = (viewportName: 'phone' | 'desktop', routes: readonly string[]): string[] =>
  viewportName === 'phone' || desktopSet.full
    ? [...routes]
    : routes.filter((route) => DESKTOP_LAYOUT_PAGES.includes(route));

let server: FixedClockServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startFixedClockServer(),
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--font-render-hinting=none',
        '--hide-scrollbars',
      ],
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// The walks run side by side, each in its own context and page (docs/VISUAL-CHECK.md#runtime): most of a
// shot is waiting for the page to rest, which the other walks use. The phone's two walks (every route,
// logged out and logged in) run beside each other and beside the desktop's, whose two short walks (one page
// of each layout) run one after the other. Within a walk the pages are shot one after another in its page.
describe.concurrent.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (viewportName, viewport) => {
  (viewportName === 'phone' ? describe.concurrent : describe.sequential).each([
    ['out', LOGGED_OUT_ROUTES],
    ['in', LOGGED_IN_ROUTES],
  ] as const)('logged %s', (state, routes) => {
    let context: BrowserContext;
    let page: Page;
    let roundPath = '';
    /** Each route's tab title on this walk. */
    const titles = new Map<string, string>();

    beforeAll(async () => {
      context = await browser.newContext({
        viewport,
        locale: 'th-TH',
        timezoneId: 'Asia/Bangkok',
        baseURL: server.baseURL,
        reducedMotion: 'reduce',
      });
      await freezeBrowserDate(context, FIXED_INSTANT);
      page = await context.newPage();
      trackRequests(page);
      if (state === 'in') {
        await logInAsDemoMember(page);
        await page.goto('/lotto/lobby');
        const open = page.locator('main a[href^="/lotto/"]').filter({ hasText: 'ปิดรับใน' }).first();
        await open.waitFor();
        roundPath = (await open.getAttribute('href')) ?? '';
      }
    }, 90_000);

    afterAll(async () => {
      if (viewportName === 'phone' && state === 'in' && page) await writeReadmeScreenshots(page);
      await context?.close();
    }, 120_000);

    // One after another in the walk's page, also when the walk runs beside another.
    test.sequential.for<string>(walkedAt(viewportName, routes))(
      '%s',
      { timeout: 90_000 },
      async (route, { expect }) => {
        const path = route === ROUND_PAGE ? roundPath : route;
        expect(path, 'the lotto lobby links to an open round').toMatch(/^\//);
        await page.goto(path);
        await settle(page);
        const problems = [...(await thaiFontProblems(page)), ...(await overlapProblems(page))];
        const title = await tabTitle(page);
        titles.set(route, title);
        if (!SITE_TITLE.test(title)) problems.push(`the tab reads "${title}", not "<Thai page name> | UG99"`);
        if (viewportName === 'phone' || DESKTOP_LAYOUT_PAGES.includes(route))
          problems.push(...(await axeProblems(page)));
        // A toast has been checked where it rests; it leaves in a few seconds, and the page is shot without it.
        await waitForToastsToLeave(page);
        const comparison = compareWithBaseline(shotName(route, viewportName, state), await shoot(page));
        if (!comparison.ok) problems.push(comparison.message);
        // The problems themselves lead the message: the run's summary shows its first lines only.
        expect(problems, problems.join('\n')).toEqual([]);
      },
    );

    // After the walk's routes (its tests are sequential): pages are told apart in the tab.
    test.sequential('no two pages share a tab title', ({ expect }) => {
      expect(sharedTitles(titles)).toEqual([]);
      if (titles.has('/member/deposit')) expect(titles.get('/member/deposit')).toBe('ฝากเงิน | UG99');
    });
  });
});
