import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import '@fontsource/noto-sans-thai/latin-400.css';
import '@fontsource/noto-sans-thai/latin-700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { reloadOnceForChunkError } from './app/chunk-reload.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRouter, routes } from './app/router.tsx';
import { AfterHydration, hydrateQueries, loadFirstPage } from './app/ssr/hydrate.tsx';
import { readServerState } from './app/ssr/server-state.ts';
import { RenderTimeProvider } from './shared/render-time.tsx';
import { useUserStore } from './shared/store/user-store.ts';

// Vite fires this when a lazily imported chunk's preload fails (typically after a deploy). Reloading
// once fetches the new index; preventDefault keeps Vite from throwing the error we are handling.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page arrives drawn by the server with the data it was drawn from (docs/FIRST-LOAD.md#server-rendering):
// the browser hydrates that markup instead of drawing it again, and asks for none of that data again.
const serverState = readServerState();
if (serverState) {
  hydrateQueries(queryClient, serverState);
  const table = routes(queryClient);
  await loadFirstPage(table, window.location.pathname);
  const router = createRouter(queryClient, { routes: table, hydrationData: serverState.router });
  // The server drew the page for a visitor and without the address's arrival parameters: a member's own
  // view (a guard's redirect) and an agent or referral link's effects follow once the markup is hydrated.
  const arrive = () => {
    if (useUserStore.getState().isLoggedIn || window.location.search) void router.revalidate();
  };
  hydrateRoot(container, app(router, serverState.renderedAt, arrive));
} else {
  createRoot(container).render(app(createRouter(queryClient)));
}

function app(router: ReturnType<typeof createRouter>, renderedAt?: number, hydrated = () => {}) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RenderTimeProvider at={renderedAt}>
          <AfterHydration then={hydrated}>
            <RouterProvider router={router} />
          </AfterHydration>
        </RenderTimeProvider>
      </Providers>
    </StrictMode>
  );
}
