import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#db/rows.ts';
import { createRoundsAhead } from '#lotto';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { CACHE } from './web.ts';

const INDEX_HTML = '<!doctype html><html lang="th"><body><div id="root"></div></body></html>';
// Large enough to pass the compression threshold.
const ASSET_JS = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `page-${i}`))};`;

const SW_JS = 'self.addEventListener("push", () => {});';

const BR_COPY = `${ASSET_JS}\n// the brotli copy written by the build`;
const GZ_COPY = `${ASSET_JS}\n// the gzip copy written by the build`;

function makeSite() {
  const root = mkdtempSync(path.join(tmpdir(), 'ug99-web-'));
  const dist = path.join(root, 'dist');
  const media = path.join(root, 'media');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(media);
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-B4xk9Qz1.js'), ASSET_JS);
  // The build's pre-compressed copies (apps/web/scripts/compress.mjs). Each decompresses to a text that
  // names its copy, so a test can tell the file on disk from compression done while answering.
  writeFileSync(path.join(dist, 'assets', 'pages-Q8m2Lr5x.js'), ASSET_JS);
  writeFileSync(path.join(dist, 'assets', 'pages-Q8m2Lr5x.js.br'), brotliCompressSync(BR_COPY));
  writeFileSync(path.join(dist, 'assets', 'pages-Q8m2Lr5x.js.gz'), gzipSync(GZ_COPY));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'sw.js'), SW_JS);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"UG99","start_url":"/"}');
  writeFileSync(path.join(media, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { root, dist, media };
}

describe.each(testDatabases())('serving the web app on $kind', (target) => {
  const site = makeSite();
  let t: TestApp;
  beforeAll(async () => {
    // Seeded: the round and the provider lobby pages exist only with their rows.
    t = await createTestApp(target, {
      config: {
        webDistDir: site.dist,
        mediaDir: site.media,
        csp: { frameOrigins: ['https://games.example.com'], connectOrigins: ['https://api.example.com'] },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    '/',
    '/member/deposit',
    '/lotto/lobby?tab=2',
    '/liff',
    '/liff/deposit',
    '/lobby',
    '/lobby/hot',
    '/lobby/demo',
  ])(
    'answers the page %s with index.html, HTTP 200 and no-cache so the React router draws it',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/does-not-exist', '/lotto/999999', '/lobby/nonsense', '/liff/nonsense', '/member/statement/x'])(
    'answers %s, which is no page, with HTTP 404 and index.html, whose router shows the 404 page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('answers a round that exists with HTTP 200', async () => {
    await createRoundsAhead(t.database.db, 1, new Date());
    const [round] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from lotto_rounds order by id limit 1`),
    );
    expect(round).toBeDefined();
    expect((await get(`/lotto/${round!.id}`)).statusCode).toBe(200);
  });

  it('serves hashed assets with the immutable one-year cache header', async () => {
    const res = await get('/assets/index-B4xk9Qz1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET_JS);
  });

  it('serves other static files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE.other);
  });

  it('serves the service worker as a script the browser asks for again on every visit', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SW_JS);
  });

  it('serves the web app manifest with its own content type, revalidated on every visit', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404 rather than index.html', async () => {
    const res = await get('/assets/index-gone1234.js');
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404 envelopes when the web app is present', async () => {
    const res = await get('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(1002);
  });

  it('answers a POST to a page path with 404, not index.html', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/member/deposit' });
    expect(res.statusCode).toBe(404);
  });

  it('serves media with a one-day cache and 404 for a missing image', async () => {
    const res = await get('/media/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/media/missing.svg')).statusCode).toBe(404);
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const br = await get('/assets/index-B4xk9Qz1.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/assets/index-B4xk9Qz1.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends the brotli copy written by the build when the browser accepts br, cached like the asset', async () => {
    const res = await get('/assets/pages-Q8m2Lr5x.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe(CACHE.hashedAsset);
    expect(res.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BR_COPY);
  });

  it('sends the gzip copy to a browser without br, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/assets/pages-Q8m2Lr5x.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(GZ_COPY);
    const plain = await get('/assets/pages-Q8m2Lr5x.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
  });

  it('sends a Content-Security-Policy of self only, plus the configured game origins', async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self' https://games.example.com");
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sends a referrer policy that keeps paths private across origins', async () => {
    const res = await get('/');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps API answers out of caches and search indexes', async () => {
    const res = await get('/api/health');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('serves a robots.txt that keeps crawlers out of the API and the member area', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /member/');
  });
});

describe.each(testDatabases())('without a web build on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  it('answers page paths with the NOT_FOUND envelope instead of a missing index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/member/deposit' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(1002);
  });
});
