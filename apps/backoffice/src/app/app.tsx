import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BoApiError, setUnauthorizedListener } from '#bo/api/client.ts';
import { routes } from './routes.tsx';
import { loginPathFor } from './session.ts';

/** Pages that need no session: a 401 there is the page's own business, not a reason to leave it. */
const PUBLIC_PAGES = /^\/(login|setup)(\/|$)/;

/** Where the server serves the back office (apps/server/src/http/backoffice-web.ts). */
export const BASENAME = '/backoffice';

type AppRouter = {
  navigate: (to: string) => unknown;
  state: { location: { pathname: string; search: string } };
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refused or expired call will not succeed on a retry; a network blip may.
        retry: (failures, error) =>
          failures < 2 &&
          !(error instanceof BoApiError && error.kind !== 'network' && error.kind !== 'server'),
        refetchOnWindowFocus: true,
      },
    },
  });
}

/**
 * Wires a 401 to "forget the operator, go to the login page, and come back here after signing in" (an
 * idle session ends after 30 minutes, docs/BACKOFFICE.md#access), unless the operator is already on a
 * page that needs no session.
 */
export function handleUnauthorized(queryClient: QueryClient, router: AppRouter): void {
  setUnauthorizedListener(() => {
    // The router's own location carries the basename; the app's paths do not.
    const { pathname: full, search } = router.state.location;
    const pathname = full.startsWith(BASENAME) ? full.slice(BASENAME.length) || '/' : full;
    if (PUBLIC_PAGES.test(pathname)) return;
    queryClient.clear();
    void router.navigate(loginPathFor({ pathname, search }));
  });
}

export function createAppRouter(appRoutes: RouteObject[] = routes) {
  return createBrowserRouter(appRoutes, { basename: BASENAME });
}

export function BackofficeApp() {
  const [{ queryClient, router }] = useState(() => {
    const client = createQueryClient();
    const appRouter = createAppRouter();
    handleUnauthorized(client, appRouter);
    return { queryClient: client, router: appRouter };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
