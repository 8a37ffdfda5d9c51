// A new build reaches the member on the next visit (issue 36 part 1, docs/PWA.md#a-new-build): each
// build's service worker lists that build's files, and a visit after a deploy installs the new worker at
// once, which precaches the new files and drops the old ones. Rebuilding the web app here would cost a
// minute, so the second "build" is the first one's files with one file changed and one added, and its
// worker is the built sw.js with its list changed to match, served by a small server of this test's own.
// About 5 s.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPage, PHONE, useBrowser } from './support/browser.ts';

useBrowser();

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const builtWorker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
const builtOffline = readFileSync(path.join(dist, 'offline.html'), 'utf8');

/** The precache list the build wrote into sw.js: `{ revision, url }` for each file. */
function precacheList(worker: string): { revision: string | null; url: string }[] {
  return [...worker.matchAll(/\{"revision":(null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map(
    ([, revision, url]) => ({
      revision: revision === 'null' ? null : JSON.parse(revision!),
      url: url!,
    }),
  );
}

describe("each build's service worker", () => {
  test("precaches exactly that build's scripts, stylesheets, fonts and offline page, never a page", () => {
    const listed = precacheList(builtWorker);
    const hashed = listed.filter((entry) => entry.url.startsWith('assets/')).map((entry) => entry.url);
    const built = readdirSync(path.join(dist, 'assets'))
      .filter((name) => /\.(js|css|woff2)$/.test(name))
      .map((name) => `assets/${name}`);
    expect(hashed.sort()).toEqual(built.sort());
    // A hashed name is its own revision; an unhashed file's revision is its content's hash.
    expect(listed.find((entry) => entry.url === 'offline.html')?.revision).toBe(
      createHash('md5').update(builtOffline).digest('hex'),
    );
    expect(listed.map((entry) => entry.url)).not.toContain('index.html');
  });
});

/** Build "B": the offline page changed, a new hashed script, and the worker listing both. */
const NEXT_SCRIPT = 'assets/next-build-B0uGh7xq.js';
const nextOffline = builtOffline.replace('</main>', '<p id="build">B</p></main>');
const nextWorker = builtWorker.replace(
  /\{"revision":"[0-9a-f]+","url":"offline.html"\}/,
  `{"revision":"${createHash('md5').update(nextOffline).digest('hex')}","url":"offline.html"},{"revision":null,"url":"${NEXT_SCRIPT}"}`,
);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};
const PAGE = '<!doctype html><html lang="th"><body><script src="/register.js"></script></body></html>';

let build: 'A' | 'B' = 'A';
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const send = (type: string, body: string | Buffer) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(body);
    };
    if (pathname === '/sw.js') return send(TYPES['.js']!, build === 'A' ? builtWorker : nextWorker);
    if (pathname === '/offline.html')
      return send(TYPES['.html']!, build === 'A' ? builtOffline : nextOffline);
    if (pathname === '/register.js')
      return send(TYPES['.js']!, "navigator.serviceWorker.register('/sw.js');");
    if (build === 'B' && pathname === `/${NEXT_SCRIPT}`) return send(TYPES['.js']!, 'export {};');
    const file = path.join(dist, path.normalize(pathname));
    if (pathname.startsWith('/assets/') || pathname.startsWith('/icons/') || pathname === '/favicon.svg') {
      try {
        return send(TYPES[path.extname(file)] ?? 'application/octet-stream', readFileSync(file));
      } catch {
        return res.writeHead(404).end();
      }
    }
    return send(TYPES['.html']!, PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The URLs the active worker has precached, without Workbox's revision parameter. */
async function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const names = await caches.keys();
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
    );
    return urls.flat().map((url) => new URL(url).pathname);
  });
}

describe('build, visit, rebuild, visit', () => {
  test('the second visit installs the new build: its new files are precached and its offline page shown', async () => {
    build = 'A';
    const page = await openPage(PHONE, '/', baseURL, { serviceWorkers: true });
    await expect.poll(() => precached(page), { timeout: 30_000 }).toContain('/offline.html');
    expect(await precached(page)).not.toContain(`/${NEXT_SCRIPT}`);

    build = 'B';
    await page.goto('/');
    // The navigation made the browser fetch sw.js again; the new worker installs and takes over at once.
    await expect.poll(() => precached(page), { timeout: 30_000 }).toContain(`/${NEXT_SCRIPT}`);
    const context = page.context();
    await page.close();
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${baseURL}/member/deposit`);
    expect(await offline.locator('#build').textContent()).toBe('B');
  });
});
