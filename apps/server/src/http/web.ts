import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_SITE_PAGE_PATHS } from '@ug99/contract';
import type { Config } from '#config';
import type { CachedPage, PageCache } from './ssr/page-cache.ts';
import { pageHtml } from './ssr/page-html.ts';
import { fetchThroughApp, loadWebEntry, type WebServerEntry } from './ssr/web-entry.ts';

export const CACHE = {
  /** Vite puts a content hash in every file name under assets/, so a name never changes content. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** index.html names the current hashed files: always revalidate it so a deploy shows at once. */
  html: 'no-cache',
  /**
   * The service worker and the app's manifest (docs/PWA.md#serving): each build's worker lists that build's
   * files, so the browser must ask for it on every visit to install a new build at once.
   */
  appWorker: 'no-cache',
  /** Favicon, fonts and other unhashed files: short enough that a change reaches members the same day. */
  other: 'public, max-age=3600',
  media: 'public, max-age=86400',
} as const;

/** Crawlers read the public pages (docs/FIRST-LOAD.md#tags); the member's, LINE's and the operators' are not theirs. */
const robotsTxt = (siteUrl: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /member/',
    'Disallow: /liff',
    'Disallow: /backoffice',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');

const sitemapXml = (siteUrl: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_SITE_PAGE_PATHS.map((page) => `  <url><loc>${siteUrl}${page}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/** Paths that are never the React app: a miss there is a real 404, not a page for the router. */
const NOT_APP_PATHS = /^\/(api|assets|media)(\/|$)/;

export type SpaFallback = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | undefined;

/**
 * Whether a path is a page of the member site (docs/rules/member-site.md#not-found): app.ts answers it
 * from the contract's copy of the route table and, for a round or a provider's lobby, the database.
 */
export type PageExists = (pathname: string) => Promise<boolean>;

/** A pre-compressed copy (`x.js.br`, `x.js.gz`) is cached like the file it is a copy of. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** The installable app's files at the root of the build (apps/web/vite.config.ts, docs/PWA.md). */
const APP_WORKER_FILES = new Set(['sw.js', 'manifest.webmanifest']);

function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/').replace(COMPRESSED_COPY, '');
  if (relative.startsWith('assets/')) return CACHE.hashedAsset;
  if (relative.endsWith('.html')) return CACHE.html;
  if (APP_WORKER_FILES.has(relative)) return CACHE.appWorker;
  return CACHE.other;
}

/**
 * Serves the operator's images from apps/server/media and, when it has been built, the web app.
 * Returns the fallback that answers client-side routes with index.html, or undefined without a build.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  pageExists: PageExists,
  pages: PageCache,
): Promise<SpaFallback | undefined> {
  if (existsSync(config.mediaDir)) {
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', CACHE.media),
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE.other)
      .send(robotsTxt(config.siteUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE.other)
      .send(sitemapXml(config.siteUrl)),
  );

  const root = config.webDistDir;
  if (!existsSync(path.join(root, 'index.html'))) return undefined;

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // The web build writes brotli and gzip copies of every asset (apps/web/scripts/compress.mjs); the copy
    // the browser accepts is sent as is, so nothing is compressed per request
    // (docs/rules/member-site.md#first-load). Without a copy the file goes through the compression hook.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(root, file)),
  });

  const entry = await loadWebEntry(root);
  entry?.setApiFetch(fetchThroughApp(app));
  const indexHtml = path.join(root, 'index.html');

  /**
   * The page as the server sends it (docs/FIRST-LOAD.md#server-rendering): a public page drawn with its
   * content, a member's page as the shell with its own tags; null without the web app's server entry, or
   * when the browser is to draw the page (a redirect, a failed render), which then gets index.html.
   */
  const pageFor = (url: URL, webEntry: WebServerEntry): Promise<CachedPage | null> => {
    const drawn = webEntry.isServerRendered(url.pathname);
    const key = drawn ? webEntry.renderKey(url) : `shell ${url.pathname}`;
    return pages.page(key, async () => {
      const template = await readFile(indexHtml, 'utf8');
      if (!drawn) return pageHtml(template, { head: webEntry.shellHead(url, config.siteUrl) });
      const rendered = await webEntry.renderPage(url, config.siteUrl);
      return rendered && pageHtml(template, rendered);
    });
  };

  // The React router draws every page, its own 404 page included, so they all get index.html; the status
  // is the server's: 404 for an address that is no page, so crawlers and link checkers see what a
  // person sees.
  const servePage: SpaFallback = (req, reply) => {
    const pathname = req.url.split(/[?#]/)[0] ?? '/';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP_PATHS.test(pathname)) return undefined;
    return pageExists(pathname).then(async (exists) => {
      reply.code(exists ? 200 : 404).header('cache-control', CACHE.html);
      const page = exists && entry ? await pageFor(new URL(req.url, config.siteUrl), entry) : null;
      if (!page) return reply.sendFile('index.html');
      return sendPage(req, reply, page);
    });
  };
  // `/` is a page like any other, not the static folder's index file.
  app.get('/', { schema: { hide: true } }, (req, reply) => servePage(req, reply) ?? reply.callNotFound());
  return servePage;
}

/** A page from memory, in the encoding the browser accepts, compressed once per encoding (page-cache.ts). */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  const accepts = req.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page.encoded(encoding));
}
