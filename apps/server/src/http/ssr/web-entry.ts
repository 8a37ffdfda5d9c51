import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * The member site's server side (apps/web/src/entry-server.tsx), which `npm run build -w @ug99/web`
 * writes to apps/web/dist-server/ beside the browser's build (docs/FIRST-LOAD.md#server-rendering).
 */
export interface WebServerEntry {
  /** Whether the server draws this page's content, or sends the shell (a member's page). */
  isServerRendered(pathname: string): boolean;
  /** The page and the query parameters its content depends on: the page cache's key. */
  renderKey(url: URL): string;
  /** The page as a visitor sees it, or null when the browser is to draw it (a redirect, an error). */
  renderPage(url: URL, origin: string): Promise<{ head: string; html: string; state: string } | null>;
  /** The `<head>` tags of a page the server does not draw. */
  shellHead(url: URL, origin: string): string;
  /** How the pages' API calls reach this server. */
  setApiFetch(fetch: typeof globalThis.fetch): void;
}

export const webEntryPath = (webDistDir: string) =>
  path.join(webDistDir, '..', 'dist-server', 'entry-server.js');

/** The built server entry beside `webDistDir`, or undefined when the web app was built without it. */
export async function loadWebEntry(webDistDir: string): Promise<WebServerEntry | undefined> {
  const file = webEntryPath(webDistDir);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as WebServerEntry;
}

/**
 * A fetch that answers the pages' API calls in this process (Fastify's inject): no socket, no second
 * trip through the network stack, the content calls served from their caches as any visitor's are.
 */
export function fetchThroughApp(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const bodyless = res.statusCode === 204 || res.statusCode === 304;
    return new Response(bodyless ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
