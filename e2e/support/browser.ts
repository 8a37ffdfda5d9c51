// One Chromium per test file; every page records console errors so a journey fails on them.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Viewport = typeof PHONE | typeof DESKTOP;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let browser: Browser;
const contexts: BrowserContext[] = [];
const consoleErrors: string[] = [];

export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const errors = consoleErrors.splice(0);
    expect(errors, 'unexpected console errors').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** `baseURL`: a journey's own server (support/own-server.ts); by default the shared one. */
export async function openPage(
  viewport: Viewport,
  pathname = '/',
  baseURL = inject('baseURL'),
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    baseURL,
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    // A failed resource names no URL in its text; the location does.
    if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(pathname);
  return page;
}
