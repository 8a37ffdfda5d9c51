import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { BACKOFFICE_CSP } from './backoffice-web.ts';
import { CACHE } from './web.ts';

const MEMBER_INDEX = '<!doctype html><html lang="th"><body><div id="root">member</div></body></html>';
const BO_INDEX = '<!doctype html><html lang="th"><body><div id="root">backoffice</div></body></html>';
// Large enough to pass the compression threshold.
const ASSET_JS = `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `screen-${i}`))};`;
const BR_COPY = `${ASSET_JS}\n// the brotli copy written by the build`;

/** Both builds side by side, as apps/web/dist and apps/backoffice/dist are. */
function makeBuilds() {
  const root = mkdtempSync(path.join(tmpdir(), 'ug99-bo-web-'));
  const web = path.join(root, 'apps/web/dist');
  const bo = path.join(root, 'apps/backoffice/dist');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  mkdirSync(path.join(bo, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), MEMBER_INDEX);
  writeFileSync(path.join(bo, 'index.html'), BO_INDEX);
  writeFileSync(path.join(bo, 'assets', 'index-Bo4k9Qz1.js'), ASSET_JS);
  writeFileSync(path.join(bo, 'assets', 'index-Bo4k9Qz1.js.br'), brotliCompressSync(BR_COPY));
  writeFileSync(path.join(bo, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { root, web };
}

describe.each(testDatabases())('serving the back office on $kind', (target) => {
  const builds = makeBuilds();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false, config: { webDistDir: builds.web } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(builds.root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    '/backoffice',
    '/backoffice/',
    '/backoffice/login',
    '/backoffice/members/42?tab=ledger',
    '/backoffice/setup',
  ])('answers %s with the back office index.html, not cached, so its router shows the page', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe(CACHE.html);
    expect(res.body).toBe(BO_INDEX);
  });

  it('leaves the member site its own index.html', async () => {
    const res = await get('/lotto');
    expect(res.body).toBe(MEMBER_INDEX);
    expect(res.headers['content-security-policy']).not.toBe(BACKOFFICE_CSP);
  });

  it('sends its own CSP: scripts from itself only, never framed, calls to itself only', async () => {
    for (const url of ['/backoffice/login', '/backoffice/assets/index-Bo4k9Qz1.js']) {
      const csp = (await get(url)).headers['content-security-policy'];
      expect(csp).toBe(BACKOFFICE_CSP);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
    }
  });

  it('keeps every back-office page out of search indexes', async () => {
    expect((await get('/backoffice/login')).headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get('/backoffice/assets/index-Bo4k9Qz1.js')).headers['x-robots-tag']).toBe(
      'noindex, nofollow',
    );
  });

  it('serves hashed assets immutable, and the brotli copy the build wrote', async () => {
    const res = await get('/backoffice/assets/index-Bo4k9Qz1.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE.hashedAsset);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BR_COPY);
    const plain = await get('/backoffice/assets/index-Bo4k9Qz1.js', { 'accept-encoding': 'identity' });
    expect(plain.body).toBe(ASSET_JS);
  });

  it('serves other files with the short cache', async () => {
    const res = await get('/backoffice/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE.other);
  });

  it('answers a missing asset or a POST with 404, never with an index.html', async () => {
    const asset = await get('/backoffice/assets/index-gone1234.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json().error).toBe(1002);
    expect(asset.headers['content-security-policy']).toBe(BACKOFFICE_CSP);
    const post = await t.app.inject({ method: 'POST', url: '/backoffice/login' });
    expect(post.statusCode).toBe(404);
  });
});

describe.each(testDatabases())('without a back-office build on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  it('answers /backoffice with the NOT_FOUND envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backoffice/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(1002);
  });
});
