// The run's Chromium (support/browser-server.ts), a context per page; every page records console errors so a
// journey fails on them.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { sharedServer } from './shared-server.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Viewport = typeof PHONE | typeof DESKTOP;

let browser: Browser;
const contexts: BrowserContext[] = [];
const consoleErrors: { text: string; url: string }[] = [];
/**
 * Pages the server answered with 404 on purpose (an address that is no page, docs/rules/member-site.md#not-found):
 * Chromium reports the document's status as a console error, which is the answer, not a fault.
 */
const notFoundDocuments = new Set<string>();

export function useBrowser() {
  beforeAll(async () => {
    // Connected once for the files that follow (the project shares one module graph), again only if the
    // connection was lost.
    if (!browser?.isConnected()) browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterEach(async ({ task }) => {
    // A failed journey leaves what its pages showed (test-results/e2e-failures/), for a failure that does
    // not repeat when run again.
    if (task.result?.state === 'fail') await keepFailedPages(task.name);
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const errors = consoleErrors
      .splice(0)
      .filter(({ text, url }) => !(notFoundDocuments.has(url) && text.includes('status of 404')))
      .map(({ text, url }) => `${text} ${url}`.trim());
    notFoundDocuments.clear();
    expect(errors, 'unexpected console errors').toEqual([]);
  });
}

/**
 * `baseURL`: a journey's own server (support/own-server.ts); by default the shared one. Without JavaScript
 * the page is what the server drew (docs/FIRST-LOAD.md#server-rendering).
 */
export async function openPage(
  viewport: Viewport,
  pathname = '/',
  baseURL = sharedServer().baseURL,
  {
    javaScriptEnabled = true,
    userAgent,
    serviceWorkers = false,
    cookies = [],
  }: {
    javaScriptEnabled?: boolean;
    /** Another browser's, e.g. iPhone Safari's. */
    userAgent?: string;
    /**
     * The site's service worker (docs/PWA.md), off unless a journey is about it: installed, it precaches
     * the whole build (~160 files) in every new context, which the other journeys would pay for on every
     * page they open. The visual check (visual.test.ts) runs with it.
     */
    serviceWorkers?: boolean;
    /** Cookies the browser holds before the first page: a session opened through the API. */
    cookies?: { name: string; value: string }[];
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    baseURL,
    javaScriptEnabled,
    ...(userAgent ? { userAgent } : {}),
    serviceWorkers: serviceWorkers ? 'allow' : 'block',
  });
  contexts.push(context);
  if (cookies.length > 0) await context.addCookies(cookies.map((c) => ({ ...c, url: baseURL })));
  const page = await context.newPage();
  page.on('console', (message) => {
    // A failed resource names no URL in its text; the location does.
    if (message.type() === 'error') consoleErrors.push({ text: message.text(), url: message.location().url });
  });
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest())
      notFoundDocuments.add(response.url());
  });
  page.on('pageerror', (error) => consoleErrors.push({ text: error.message, url: '' }));
  // A page the server drew is its markup until it hydrates, after its first screen has painted
  // (docs/FIRST-LOAD.md#fifth-pass): its buttons do nothing until then, so every load of a journey's page
  // returns once the page is React's, which removes the server's data (at once on a page the browser
  // draws, or without JavaScript). A click sent earlier was lost, and the journey failed a step later.
  if (javaScriptEnabled) {
    const load = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await load(url, options);
      await hydrated(page);
      return response;
    };
  }
  await page.goto(pathname);
  return page;
}

/**
 * Loads `url` without waiting for the page to hydrate: for a journey about the moment before (its
 * hydration code held back), which `page.goto` would wait out.
 */
export async function gotoBeforeHydration(page: Page, url: string): Promise<void> {
  await page.mainFrame().goto(url);
}

/** The bytes of a file the page downloaded (read through the run's browser, which may be another process). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The page is React's: the server-state script that marks the server's markup is gone (at once on a page the
 * browser draws). A wait on that, not on a time: loading the code takes seconds on a loaded machine.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('#ug99-server-state').waitFor({ state: 'detached' });
}

/** Toasts (sonner) leave after their 3 s; a picture is of the page without them. */
export async function waitForToastsToLeave(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * A picture of what a journey checks, for a person to look at (never compared; the visual check compares):
 * written only when E2E_SCREENSHOTS_DIR names a folder. Every journey shot cost Chromium a capture and an
 * encoding in every run, and nothing read them. `fullPage` for a page; an element is shot as it is drawn.
 * `afterToasts` waits for the toasts to leave first: a toast takes no tap (docs/rules/member-site.md#toasts),
 * so nothing else a journey does waits for one to go.
 */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = false, afterToasts = false }: { fullPage?: boolean; afterToasts?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  if (afterToasts) await waitForToastsToLeave('goto' in target ? target : target.page());
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

async function keepFailedPages(testName: string): Promise<void> {
  const folder = path.resolve(import.meta.dirname, '../../test-results/e2e-failures');
  mkdirSync(folder, { recursive: true });
  const slug = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
  const pages = contexts.flatMap((context) => context.pages());
  for (const [i, page] of pages.entries()) {
    const file = path.join(folder, `${slug}-${i}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '');
    console.error(`Failed journey page ${page.url()} (screenshot ${file}):\n${text}`);
  }
}

/**
 * Fires what Chromium fires when the site can be installed (headless Chromium never does on its own), once
 * the page has drawn the install card's place.
 */
export async function offerInstall(page: Page): Promise<void> {
  await page.locator('#install-app').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}
