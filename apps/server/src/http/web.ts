import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#config';

export const CACHE = {
  /** Vite puts a content hash in every file name under assets/, so a name never changes content. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** index.html names the current hashed files: always revalidate it so a deploy shows at once. */
  html: 'no-cache',
  /** Favicon, fonts and other unhashed files: short enough that a change reaches members the same day. */
  other: 'public, max-age=3600',
  media: 'public, max-age=86400',
} as const;

const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\nDisallow: /member/\n';

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

function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/').replace(COMPRESSED_COPY, '');
  if (relative.startsWith('assets/')) return CACHE.hashedAsset;
  if (relative.endsWith('.html')) return CACHE.html;
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

  const root = config.webDistDir;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (!hasWeb || !existsSync(path.join(root, 'robots.txt'))) {
    app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE.other).send(ROBOTS_TXT),
    );
  }
  if (!hasWeb) return undefined;

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

  // The React router draws every page, its own 404 page included, so they all get index.html; the status
  // is the server's: 404 for an address that is no page, so crawlers and link checkers see what a
  // person sees.
  return (req, reply) => {
    const pathname = req.url.split(/[?#]/)[0] ?? '/';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_APP_PATHS.test(pathname)) return undefined;
    return pageExists(pathname).then((exists) =>
      reply
        .code(exists ? 200 : 404)
        .header('cache-control', CACHE.html)
        .sendFile('index.html'),
    );
  };
}
