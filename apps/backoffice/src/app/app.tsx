import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BoApiError, setUnauthorizedListener } from '#bo/api/client.ts';
import { routes } from './routes.tsx';

/** Pages that need no session: a 401 there is the page's own business, not a reason to leave it. */
const PUBLIC_PAGES = /^\/backoffice\/(login|setup)(\/|$)/;

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
 * Wires a 401 to "forget the operator, go to the login page" for the given client and router, unless
 * the operator is already on a page that needs no session.
 */
export function handleUnauthorized(queryClient: QueryClient, navigate: (to: string) => unknown): void {
  setUnauthorizedListener(() => {
    if (PUBLIC_PAGES.test(window.location.pathname)) return;
    queryClient.clear();
    void navigate('/login');
  });
}

export function createAppRouter(appRoutes: RouteObject[] = routes) {
  return createBrowserRouter(appRoutes, { basename: '/backoffice' });
}

export function BackofficeApp() {
  const [{ queryClient, router }] = useState(() => {
    const client = createQueryClient();
    const appRouter = createAppRouter();
    handleUnauthorized(client, (to) => appRouter.navigate(to));
    return { queryClient: client, router: appRouter };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
