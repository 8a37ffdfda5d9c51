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

/**
 * The shell's text is Noto Sans Thai (regular and bold, Thai and Latin subsets, ~39 kB of woff2 in all).
 * Discovered only through the stylesheet, the fonts arrived after the first paint and swapped in,
 * moving the page (Lighthouse counted 0.04-0.12 of layout shift on `/` and `/slot`); preloading them
 * starts their download with the HTML so the first paint already has them (docs/FIRST-LOAD.md).
 */
function preloadShellFonts(): Plugin {
  const SHELL_FONT = /noto-sans-thai-(thai|latin)-(400|700)-normal-[\w-]+\.woff2$/;
  return {
    name: 'ug99:preload-shell-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        Object.keys(ctx.bundle ?? {})
          .filter((file) => SHELL_FONT.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

/** `@/…` is `src/…` (also in tsconfig.json and vitest.config.ts), so no import climbs `../../`. */
export const webAliases = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), contractHasNoSideEffects(), preloadShellFonts()],
  resolve: { alias: webAliases },
  // The server's build (src/entry-server.tsx into dist-server/, docs/FIRST-LOAD.md#server-rendering) draws
  // pages for the server; the public folder's files are the browser build's to serve.
  publicDir: isSsrBuild ? false : 'public',
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
    // The route table's addresses (packages/contract/src/routes) are string constants: inlined where they
    // are called, so no page shares a chunk just to hold them (decisions/0010, docs/FIRST-LOAD.md).
    rolldownOptions: { optimization: { inlineConst: { mode: 'all' } } },
  },
}));
