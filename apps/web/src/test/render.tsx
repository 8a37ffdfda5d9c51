import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export function testQueryClient(seed: [QueryKey, unknown][] = []): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

/** Renders a component at `route` inside a memory router, with query data seeded instead of fetched. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', seed = [] as [QueryKey, unknown][], extraRoutes = [] as RouteObject[] } = {},
) {
  const queryClient = testQueryClient(seed);
  const router = createMemoryRouter(
    [{ path: '/', element: ui }, ...extraRoutes, { path: '*', element: ui }],
    {
      initialEntries: [route],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
