import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';

// The web build's index.html as far as the server reads it: the generic head, the boot shell, the root.
const INDEX_HTML = [
  '<!doctype html><html lang="th"><head><meta name="description" content="generic" />',
  '<title>UG99</title></head><body>',
  '<!--boot-shell--><div id="boot-shell">menu</div><!--/boot-shell-->',
  '<div id="root"></div></body></html>',
].join('');

/**
 * A stand-in for apps/web/dist-server/entry-server.js with the same exports: it draws the page's path,
 * how many times it has drawn, and the banner list it asks the server for through the fetch it was given.
 */
const ENTRY = `
let apiFetch;
let draws = 0;
export const setApiFetch = (fetch) => { apiFetch = fetch; };
export const isServerRendered = (pathname) => !pathname.startsWith('/member');
export const renderKey = (url) => url.pathname + (url.searchParams.has('date') ? '?date=' + url.searchParams.get('date') : '');
export const shellHead = (url, origin) => '<title>member</title><link rel="canonical" href="' + origin + url.pathname + '" /><meta name="robots" content="noindex" />';
export async function renderPage(url, origin) {
  if (url.pathname === '/lotto') return null;
  const banners = await (await apiFetch('/api/banner?agent_code=ug99')).json();
  draws += 1;
  return {
    head: '<title>page ' + url.pathname + '</title><link rel="canonical" href="' + origin + url.pathname + '" />',
    html: '<p>' + renderKey(url) + ' draw ' + draws + ' banners ' + banners.data.length + '</p>',
    state: '<script type="application/json" id="ug99-server-state">{}</script>',
  };
}
`;

function makeSite() {
  const root = mkdtempSync(path.join(tmpdir(), 'ug99-ssr-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
  return root;
}

describe.each(testDatabases())('server-rendered pages on $kind', (target) => {
  const site = makeSite();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      config: { webDistDir: path.join(site, 'dist'), siteUrl: 'https://ug99.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(site, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers a public page with its markup, its head and its data in place of the boot shell', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/<div id="root"><p>\/ draw \d+ banners 3<\/p><\/div>/);
    expect(res.body).toContain('<title>page /</title><link rel="canonical" href="https://ug99.example/" />');
    expect(res.body).toContain('id="ug99-server-state"');
    expect(res.body).not.toContain('boot-shell');
    expect(res.body).not.toContain('content="generic"');
  });

  it('sends the kept page until an operator changes content, then draws it again', async () => {
    const first = (await get('/promotions')).body;
    expect((await get('/promotions')).body).toBe(first);
    // Query parameters the page does not depend on share the page; those it does are a page of their own.
    expect((await get('/promotions?utm=line')).body).toBe(first);
    expect((await get('/promotions?date=2026-11-01')).body).not.toBe(first);
    await t.app.contentChanged();
    expect((await get('/promotions')).body).not.toBe(first);
  });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const res = await get('/slot', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>/slot draw');
  });

  it("answers a member's page with the shell and its noindex head", async () => {
    const res = await get('/member/deposit');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<div id="boot-shell">menu</div>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers index.html when the page is the browser’s to draw, and 404 for an address that is no page', async () => {
    const redirect = await get('/lotto');
    expect(redirect.statusCode).toBe(200);
    expect(redirect.body).toBe(INDEX_HTML);
    const missing = await get('/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
  });

  it('serves robots.txt naming the sitemap, and the sitemap of the public pages on the public address', async () => {
    expect((await get('/robots.txt')).body).toContain('Sitemap: https://ug99.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const page of ['/', '/promotions', '/slot', '/lotto/lobby', '/lotto/results', '/affiliate']) {
      expect(sitemap.body).toContain(`<loc>https://ug99.example${page}</loc>`);
    }
    expect(sitemap.body).not.toContain('/member');
  });
});
