import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import type { createRouter } from './router.tsx';

export interface SiteAppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}

/** The member site in the browser, drawn from scratch (main.tsx) or hydrated (app/ssr/hydrate.tsx). */
export function SiteApp({ queryClient, router }: SiteAppProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
