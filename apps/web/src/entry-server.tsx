import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/router.tsx';
import { headTags, pageMeta } from './app/ssr/page-meta.ts';
import { SERVER_STATE_ID, type ServerState } from './app/ssr/server-state.ts';
import { settleQueries } from './app/ssr/settle-queries.ts';
import type { PageKey } from './app/page-titles.ts';
import { RenderTimeProvider } from './shared/render-time.tsx';

export { setApiFetch } from './shared/api/client.ts';

/**
 * The server's side of the member site (docs/FIRST-LOAD.md#server-rendering), built by Vite into
 * dist-server/ and loaded by apps/server/src/http/ssr/. A public page is drawn as a visitor sees it, with
 * the data its loaders and components ask for; the browser hydrates that markup with the same data.
 */

/** Layouts whose pages are a member's (or LINE's, or a game's): the server sends the shell for them. */
const CLIENT_ONLY_ROUTES = new Set(['auth-layout', 'payment-member', 'liff-layout', 'game-layout']);

/** A render asks for queries its components need; each pass fetches them and draws again, at most this often. */
const MAX_PASSES = 4;

/** The query parameters a public page's content or tags depend on; any other is left to the browser. */
const CONTENT_PARAMS = ['date', 'category_id', 'page', 'ref'];

export interface RenderedPage {
  /** The tags for `<head>`: title, description, canonical address, link-preview and robots tags. */
  head: string;
  /** The markup of `#root`. */
  html: string;
  /** The `<script type="application/json">` the browser hydrates from. */
  state: string;
}

/** The address the server draws: the path and the parameters that change what it draws. */
export function renderKey(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of CONTENT_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The route table, for matching addresses only (its loaders never run). */
const table = routes(createQueryClient());
const routeIdsOf = (pathname: string) => (matchRoutes(table, pathname) ?? []).map((match) => match.route.id);

/**
 * Paths already answered by `isServerRendered`. React Router's `matchRoutes` flattens and ranks the whole
 * route table on every call (~1 ms): asked on every page request, before the page cache, it made a cached
 * page several times slower to send than a static file (`npm run bench:http`, docs/FIRST-LOAD.md#page-cache).
 * The table never changes while the server runs; the bound keeps a crawler's made-up paths from growing it.
 */
const drawnByPath = new Map<string, boolean>();
const DRAWN_BY_PATH_MAX = 1_000;

/** Whether the server draws this page's content; else it sends the shell and the browser draws it. */
export function isServerRendered(pathname: string): boolean {
  const known = drawnByPath.get(pathname);
  if (known !== undefined) return known;
  const ids = routeIdsOf(pathname);
  const drawn = ids.length > 0 && !ids.some((id) => id !== undefined && CLIENT_ONLY_ROUTES.has(id));
  if (drawnByPath.size >= DRAWN_BY_PATH_MAX) drawnByPath.clear();
  drawnByPath.set(pathname, drawn);
  return drawn;
}

function pageKeyOf(context: StaticHandlerContext): PageKey {
  for (const match of [...context.matches].reverse()) {
    const handle: unknown = match.route.handle;
    if (typeof handle === 'object' && handle !== null && 'title' in handle) return handle.title as PageKey;
  }
  return 'home';
}

/**
 * The page's markup once every lazy part of it has loaded (a Suspense boundary left unfinished would make
 * the browser throw the server's markup away and draw it again).
 */
async function prerender(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON inside a script element: `<` escaped so no string in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Draws `url` (its `renderKey`) for a visitor. Null when the page is not the server's to draw: a member's
 * page, a redirect, an error or a 404, all of which the browser draws from the shell as before.
 */
export async function renderPage(url: URL, origin: string): Promise<RenderedPage | null> {
  if (!isServerRendered(url.pathname)) return null;
  const queryClient = createQueryClient();
  const handler = createStaticHandler(routes(queryClient));
  const context = await handler.query(new Request(new URL(renderKey(url), origin)));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = Date.now();

  await settleQueries(queryClient);
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = await prerender(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RenderTimeProvider at={renderedAt}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RenderTimeProvider>
        </Providers>
      </StrictMode>,
    );
    if (!(await settleQueries(queryClient))) break;
  }

  const state: ServerState = {
    renderedAt,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  queryClient.clear();
  return {
    head: headTags(pageMeta(pageKeyOf(context), url, origin, false)),
    html,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
  };
}

/** The tags of a page the server does not draw (a member's page): its address, and noindex. */
export function shellHead(url: URL, origin: string): string {
  return headTags(pageMeta('member', url, origin, true));
}
