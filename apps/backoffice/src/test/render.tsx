import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient, handleUnauthorized } from '#bo/app/app.tsx';
import { routes } from '#bo/app/routes.tsx';

/** Renders the whole app at a path, with a fresh query client and the app's own 401 handling. */
export function renderApp(path: string, appRoutes: RouteObject[] = routes) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  handleUnauthorized(queryClient, router);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
