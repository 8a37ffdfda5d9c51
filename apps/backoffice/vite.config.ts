import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server answers /api; in development Vite forwards it so the browser sees one origin, as in
// production where the server serves this build under /backoffice (apps/server/src/http/backoffice-web.ts).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * The contract's modules build zod schemas at load time, which a bundler must assume has effects; they
 * have none beyond their exports, so saying so lets Rolldown drop the schemas this app never uses (the
 * member site does the same, apps/web/vite.config.ts).
 */
function contractHasNoSideEffects(): Plugin {
  return {
    name: 'ug99:contract-has-no-side-effects',
    transform: {
      filter: { id: /[\\/]packages[\\/]contract[\\/]src[\\/]/ },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  // Served under /backoffice by the API server, never at the member site's root.
  base: '/backoffice/',
  plugins: [react(), tailwindcss(), contractHasNoSideEffects()],
  // The Host header is passed on unchanged: the server refuses a state-changing call whose Origin is not
  // the origin it was asked at (docs/BACKOFFICE.md#access), and here both are the dev server's.
  server: { proxy: { '/api': { target: apiOrigin, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: apiOrigin, changeOrigin: false } } },
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true, target: 'es2022' },
});
