import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '@ug99/contract';
import type { Config } from '#config';
import { METRICS_PATH } from './metrics.ts';
import { CACHE } from './web.ts';
import { trackUnusedConnections } from './lifecycle.ts';

/** Where the back office's pages are served (docs/BACKOFFICE.md#how-it-is-built). */
export const BACKOFFICE_PREFIX = '/backoffice';
/** Where the back office's API answers (docs/BACKOFFICE.md#access). */
export const BACKOFFICE_API_PREFIX = '/api/backoffice';

/**
 * Whether a request's URL is the back office's: one of its pages or assets, one of its calls, or the
 * metrics Prometheus scrapes (operators' too, never public: docs/OPERATIONS.md#metrics).
 */
export function isBackofficeUrl(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return [BACKOFFICE_PREFIX, BACKOFFICE_API_PREFIX, METRICS_PATH].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * The back office's own policy, stricter than the member site's: no game frames, no third-party
 * origins, no inline script or style (the app sets no `style` attribute: its charts are SVG attributes),
 * and no page may frame it (clickjacking an approve button). `data:` images are the enrolment QR code,
 * drawn in the page.
 */
export const BACKOFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The built back office (apps/backoffice/dist) sits beside the member site's build (apps/web/dist), so
 * its folder follows the member site's: the default layout and a test's temporary copy alike.
 */
export function backofficeDistDir(config: Pick<Config, 'webDistDir'>): string {
  return path.resolve(config.webDistDir, '../../backoffice/dist');
}

/** A pre-compressed copy (`x.js.br`) is cached like the file it is a copy of. */
function cacheControlFor(root: string, file: string): string {
  const relative = path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (relative.startsWith('assets/')) return CACHE.hashedAsset;
  if (relative.endsWith('.html')) return CACHE.html;
  return CACHE.other;
}

function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.code(200).header('cache-control', CACHE.html).sendFile('index.html');
}

/**
 * Serves the back office's build under /backoffice when it has been built: hashed assets immutable, the
 * index never cached, the build's brotli and gzip copies as the browser accepts them, and index.html for
 * every other GET under /backoffice so the app's router shows the page. Everything under the prefix,
 * a miss included, carries the back office's own CSP and stays out of search indexes. Its own scope has
 * its own not-found handler, so a miss here never falls through to the member site's index.html.
 */
export async function registerBackofficeWeb(app: FastifyInstance, config: Pick<Config, 'webDistDir'>) {
  const root = backofficeDistDir(config);
  if (!existsSync(path.join(root, 'index.html'))) return;

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (_req, reply) => {
        reply.header('content-security-policy', BACKOFFICE_CSP).header('x-robots-tag', 'noindex, nofollow');
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(root, file)),
      });
      scope.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
      scope.setNotFoundHandler((req, reply) => {
        const pathname = req.url.split('?')[0] ?? '';
        const isPage =
          (req.method === 'GET' || req.method === 'HEAD') &&
          !pathname.startsWith(`${BACKOFFICE_PREFIX}/assets/`);
        return isPage ? sendIndex(reply) : reply.code(404).send(fail('NOT_FOUND'));
      });
    },
    { prefix: BACKOFFICE_PREFIX },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The back office's own listener when BACKOFFICE_PORT is set (docs/BACKOFFICE.md#how-it-is-built):
     * `listen` opens it and answers its address; closed with the app.
     */
    backofficeListener: { listen(): Promise<string> } | undefined;
  }
}

/**
 * BACKOFFICE_PORT (docs/BACKOFFICE.md#how-it-is-built): the back office's pages (/backoffice) and calls
 * (/api/backoffice/…) answer on their own port only, so an operator can keep them off the public
 * address; the public port answers 404 for them, and the back-office port 404 for everything else. The
 * second port hands its requests to the same app (one set of routes, hooks and services): a request that
 * came in through it is remembered, and a hook that runs first on every request checks the pairing.
 * Without the setting nothing changes: the back office is served on the public port.
 */
export function separateBackofficePort(
  app: FastifyInstance,
  config: { backoffice: Pick<Config['backoffice'], 'port' | 'host'> },
): void {
  const { port, host } = config.backoffice;
  if (port === undefined) {
    app.decorate('backofficeListener', undefined);
    return;
  }
  const viaBackofficePort = new WeakSet<IncomingMessage>();
  app.addHook('onRequest', async (req, reply) => {
    if (isBackofficeUrl(req.url) !== viaBackofficePort.has(req.raw)) {
      return reply.code(404).send(fail('NOT_FOUND'));
    }
    return undefined;
  });

  let server: Server | undefined;
  let unused: { destroy(): void } | undefined;
  app.decorate('backofficeListener', {
    async listen() {
      const listening = createServer((req, res) => {
        viaBackofficePort.add(req);
        app.routing(req, res);
      });
      server = listening;
      unused = trackUnusedConnections(listening);
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          listening.off('error', reject);
          resolve();
        });
      });
      const bound = listening.address() as AddressInfo;
      const shownHost = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
      return `http://${shownHost}:${bound.port}`;
    },
  });
  app.addHook('onClose', async () => {
    const listening = server;
    if (!listening?.listening) return;
    await new Promise<void>((resolve) => {
      unused?.destroy();
      listening.close(() => resolve());
      // Keep-alive connections waiting for a next request would hold the close open.
      listening.closeIdleConnections();
    });
  });
}
