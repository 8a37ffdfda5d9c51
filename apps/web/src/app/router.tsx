import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { agentConfigQueryOptions } from '../features/agent/index.ts';
import { setApiNavigator } from '../shared/api/index.ts';
import { ErrorPage, RootErrorPage } from './error-page.tsx';
import { DefaultLayout } from './layouts/default/default-layout.tsx';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout.tsx';

/**
 * The route table. The default layout is in the entry chunk because every first visit needs it; pages
 * and the other layouts load on demand. The other layouts have no pages yet: each feature adds its
 * routes under the layout the spec gives it.
 */
export function routes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorPage,
      HydrateFallback: RootHydrateFallback,
      children: [
        {
          id: 'default-layout',
          Component: DefaultLayout,
          // Starts the agent config request with the page's code, without waiting for it (spec §4).
          loader: () => {
            void queryClient.prefetchQuery(agentConfigQueryOptions());
            return null;
          },
          children: [
            {
              ErrorBoundary: ErrorPage,
              children: [
                { index: true, lazy: () => import('./routes/home.tsx') },
                {
                  path: '*',
                  // Never rendered: the loader always throws, and the boundary above shows the 404.
                  element: null,
                  loader: () => {
                    throw data(null, { status: 404 });
                  },
                },
              ],
            },
          ],
        },
        {
          id: 'auth-layout',
          lazy: async () => ({ Component: (await import('./layouts/auth-layout.tsx')).AuthLayout }),
          children: [],
        },
        {
          id: 'game-layout',
          lazy: async () => ({ Component: (await import('./layouts/game-layout.tsx')).GameLayout }),
          children: [],
        },
        {
          id: 'liff-layout',
          lazy: async () => ({ Component: (await import('./layouts/liff-layout.tsx')).LiffLayout }),
          children: [],
        },
        {
          id: 'lobby-layout',
          lazy: async () => ({ Component: (await import('./layouts/lobby-layout.tsx')).LobbyLayout }),
          children: [],
        },
        {
          id: 'payment-layout',
          lazy: async () => ({ Component: (await import('./layouts/payment-layout.tsx')).PaymentLayout }),
          children: [],
        },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes(queryClient));
  setApiNavigator((to) => void router.navigate(to));
  return router;
}
