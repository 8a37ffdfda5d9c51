import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (apps/server) answers /api and serves seed images under /media; in development the
// Vite server forwards both so the browser sees one origin, as it does in production.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * The contract's modules build zod schemas at load time, which a bundler must assume has effects, so
 * importing one constant would ship all of zod. They have no effects beyond their exports; saying so
 * per module lets Rolldown drop the schemas the browser never uses. (The package's own
 * `"sideEffects": false` is not applied to workspace sources reached through a symlink, measured: the
 * entry grows by ~45 kB gzip without this.)
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

/** `@/…` is `src/…` (also in tsconfig.json and vitest.config.ts), so no import climbs `../../`. */
export const webAliases = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react(), tailwindcss(), contractHasNoSideEffects()],
  resolve: { alias: webAliases },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/media': { target: apiOrigin, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/media': { target: apiOrigin, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
  },
});
