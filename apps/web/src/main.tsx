import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import '@fontsource/noto-sans-thai/latin-400.css';
import '@fontsource/noto-sans-thai/latin-700.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { reloadOnceForChunkError } from './app/chunk-reload.ts';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { SiteApp } from './app/site-app.tsx';
import { serverStateElement } from './app/ssr/server-state.ts';

// Vite fires this when a lazily imported chunk's preload fails (typically after a deploy). Reloading
// once fetches the new index; preventDefault keeps Vite from throwing the error we are handling.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

// The installable app: its service worker and install card (docs/PWA.md), in a chunk of its own that
// the first render does not wait for; the development server has no worker to serve.
if (import.meta.env.PROD) void import('./app/pwa/boot.tsx').then(({ default: start }) => start(createRoot));

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page arrives drawn by the server with the data it was drawn from (docs/FIRST-LOAD.md#server-rendering):
// the browser hydrates that markup instead of drawing it again. The page is already on screen, so the
// hydration code loads after the entry rather than in it (docs/rules/member-site.md#first-load).
// No top-level await: it would keep the lazy chunks from importing the entry's modules from the entry,
// splitting them into many small preloaded chunks (docs/FIRST-LOAD.md#server-rendering).
const serverState = serverStateElement();
if (serverState) {
  void import('./app/ssr/hydrate.tsx').then(({ hydratePage }) =>
    hydratePage(container, queryClient, serverState),
  );
} else {
  createRoot(container).render(<SiteApp queryClient={queryClient} router={createRouter(queryClient)} />);
}
