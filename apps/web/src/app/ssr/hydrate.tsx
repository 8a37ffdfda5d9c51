import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { RenderTimeProvider } from '@/shared/render-time.tsx';
import { useUserStore } from '@/shared/store/user-store.ts';
import { createRouter, routes } from '../router.tsx';
import { SiteApp } from '../site-app.tsx';
import type { ServerState } from './server-state.ts';

/**
 * How long the answers a server-rendered page came with count as fresh: the page mounts without asking
 * for them again (docs/FIRST-LOAD.md#server-rendering); the server's content caches keep an answer as long.
 */
export const SERVER_ANSWER_FRESH_MS = 60_000;

/** Puts the server's answers in the browser's cache, fresh from now. */
function hydrateQueries(queryClient: QueryClient, state: ServerState): void {
  const now = Date.now();
  for (const query of state.queries.queries) {
    query.state.dataUpdatedAt = now;
    queryClient.setQueryDefaults(query.queryKey, { staleTime: SERVER_ANSWER_FRESH_MS });
  }
  hydrate(queryClient, state.queries);
}

/** What a lazy route may add to itself; anything else a route module exports is not the router's. */
const ROUTE_PROPERTIES = [
  'Component',
  'loader',
  'ErrorBoundary',
  'HydrateFallback',
  'handle',
  'shouldRevalidate',
];

/**
 * Loads the code of the page the server drew before the router starts, as React Router asks for lazy
 * routes: otherwise the first render would be the loading fallback, not the server's markup.
 */
async function loadFirstPage(table: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(table, pathname) ?? []).map((match) => match.route).filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      const loaded = (await load()) as Record<string, unknown>;
      const picked = Object.fromEntries(
        ROUTE_PROPERTIES.filter((key) => key in loaded).map((key) => [key, loaded[key]]),
      );
      Object.assign(route, picked, { lazy: undefined });
    }),
  );
}

/**
 * Runs `then` once the server's markup has been hydrated: a change of page before that (a guard's redirect)
 * would not match the markup and make React draw everything again.
 */
function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * Hydrates the page the server drew (docs/FIRST-LOAD.md#server-rendering): its answers in the query cache
 * (nothing is asked again on mount), its first page's code loaded and the router started from the loaders'
 * data, so the first render is the server's markup.
 */
export async function hydratePage(container: HTMLElement, queryClient: QueryClient, element: HTMLElement) {
  const state = JSON.parse(element.textContent) as ServerState;
  hydrateQueries(queryClient, state);
  const table = routes(queryClient);
  await loadFirstPage(table, window.location.pathname);
  const router = createRouter(queryClient, { routes: table, hydrationData: state.router });
  // The server drew the page for a visitor and without the address's arrival parameters: a member's own
  // view (a guard's redirect) and an agent or referral link's effects follow once the markup is hydrated.
  // The data the page was drawn from is in the query cache and the router now: its element goes, and
  // with it the sign that the page is still the server's markup (docs/FIRST-LOAD.md#before-hydration).
  const arrive = () => {
    element.remove();
    if (useUserStore.getState().isLoggedIn || window.location.search) void router.revalidate();
  };
  // Hydrated as a transition, which React renders in slices of a few milliseconds, yielding to the browser
  // between them (a default-priority hydration is one task: 100-400 ms on a phone's CPU, which Lighthouse
  // counts as blocking time, docs/FIRST-LOAD.md#fifth-pass). The markup is on screen meanwhile, and an
  // input on a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      container,
      <AfterHydration then={arrive}>
        <RenderTimeProvider at={state.renderedAt}>
          <SiteApp queryClient={queryClient} router={router} />
        </RenderTimeProvider>
      </AfterHydration>,
    );
  });
}
