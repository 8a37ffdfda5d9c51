import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router.tsx';
import { setApiNavigator } from '../shared/api/index.ts';
import { testQueryClient } from './render.tsx';

/** The whole route table (layouts, guards, lazy pages) at `path`, as the app runs it. */
export function renderRoutes(path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes(queryClient), { initialEntries: [path] });
  // As createRouter does: the API client's redirects (401 → /login, 400 → /) go through this router.
  setApiNavigator((to) => void router.navigate(to));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
