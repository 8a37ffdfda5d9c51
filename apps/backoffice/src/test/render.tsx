import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { BASENAME, createQueryClient, handleUnauthorized } from '#bo/app/app.tsx';
import { routes } from '#bo/app/routes.tsx';

/**
 * Renders the whole app at a path (relative to /backoffice, as the app's links are), under the same
 * basename, with a fresh query client and the app's own 401 handling. `location()` is the path the app
 * sees; `router.state.location` is the full address.
 */
export function renderApp(path: string, appRoutes: RouteObject[] = routes) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [`${BASENAME}${path}`],
    basename: BASENAME,
  });
  handleUnauthorized(queryClient, router);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => {
    const { pathname, search } = router.state.location;
    return `${pathname.slice(BASENAME.length) || '/'}${search}`;
  };
  return { ...view, router, queryClient, location };
}
