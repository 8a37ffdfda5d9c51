// How the visual walk brings a page to rest before it is checked and shot (docs/VISUAL-CHECK.md#determinism).
import type { BrowserContext, Page, Request } from 'playwright-core';
import { submitLogin } from '../support/member.ts';
import { MASKED } from './routes.ts';

/** The demo member the server creates on a fresh database (apps/server/src/demo-member.ts). */
const DEMO = { phone: '0812345678', password: 'Demo-Member-2024' } as const;

/**
 * Logs in and closes the announcements the arrival opens (docs/rules/member-site.md#on-arrival), which marks
 * them seen: the walk's pages then open nothing on arrival. Left open, they opened again on the walk's first
 * page, and on a loaded machine the list could arrive after settle() had closed the dialogs, so the page was
 * checked and shot under the dialog.
 */
export async function logInAsDemoMember(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, DEMO.phone, DEMO.password);
  await page.waitForURL('**/member');
  const announcements = (await (await page.request.get('/api/notifications')).json()) as { data: unknown[] };
  if (announcements.data.length === 0) return;
  const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Closes whatever dialog opened on arrival (the announcements): the resting page is what is compared. */
async function closeDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const open = page.locator('[role="dialog"]:visible, dialog[open]');
    if ((await open.count()) === 0) return;
    await page.keyboard.press('Escape');
    await open
      .first()
      .waitFor({ state: 'hidden', timeout: 2_000 })
      .catch(() => undefined);
  }
}

/** A live stream (the member's events, a round's feed) stays open for the page's life: it is never "in flight". */
function isLiveStream(request: Request): boolean {
  return request.resourceType() === 'eventsource' || /\/api\/member\/events|\/stream\b/.test(request.url());
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests that are still waiting, live streams apart. Playwright's own "networkidle"
 * counts the member's event stream, which never ends, so every logged-in page waited out its bound.
 */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!isLiveStream(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
}

/** No request in flight for `quietMs` in a row (bounded: a page that polls may never be quiet). */
async function networkQuiet(page: Page, quietMs = 500, boundMs = 5_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('settle() needs trackRequests(page) when the page is opened');
  await page.waitForLoadState('load');
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < boundMs) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Network quiet, web fonts loaded, skeletons replaced, images decoded, arrival dialogs closed. Pages that
 * poll never go fully quiet: the wait for the network is bounded.
 */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), undefined, {
      timeout: 8_000,
    })
    .catch(() => undefined);
  // A lazy image the browser defers (a carousel's slide beside the frame) would never complete, and the wait
  // for it ran out its 8 s on every home page at 1280 px: every image loads now, and the wait is for all.
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, {
      timeout: 8_000,
    })
    .catch(() => undefined);
  await closeDialogs(page);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export function shoot(page: Page, fullPage = true): Promise<Buffer> {
  return page.screenshot({
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    mask: MASKED.map((selector) => page.locator(selector)),
    maskColor: '#ff00ff',
  });
}

/**
 * Stops the page's `Date` at the server's instant, so countdowns read the same on every run. Only `Date`:
 * Playwright's own clock (`clock.setFixedTime`) also stops `performance.now` and the animation frames'
 * timestamps, which leaves the banner carousel frozen halfway through settling.
 */
export async function freezeBrowserDate(context: BrowserContext, at: Date): Promise<void> {
  await context.addInitScript((ms: number) => {
    const RealDate = Date;
    class FrozenDate extends RealDate {
      constructor(...args: []) {
        if (args.length === 0) super(ms);
        else super(...(args as unknown as [number]));
      }
      static override now() {
        return ms;
      }
    }
    globalThis.Date = FrozenDate as DateConstructor;
  }, at.getTime());
}
