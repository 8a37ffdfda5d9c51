import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { th } from './src/th.ts';

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

/**
 * The chunks each chunk has loaded by the time its code runs: itself and its static imports, all the way
 * down. Vite's preload list for a dynamic import names every chunk the imported one needs, also those the
 * importer itself imports (react, the JSX runtime, the Rolldown runtime, ...): the entry held their names
 * for nothing, ~100 bytes gzip of the first load's JavaScript, and the browser skipped them anyway. Taken
 * from the bundle before Vite writes the preload lists (its own plugin runs after ours).
 */
function loadedChunksPlugin() {
  const loaded = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'ug99:loaded-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      loaded.clear();
      const closure = (file: string, seen: Set<string>) => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') return seen;
        seen.add(file);
        for (const imported of chunk.imports) closure(imported, seen);
        return seen;
      };
      for (const file of Object.keys(bundle)) loaded.set(file, closure(file, new Set()));
    },
  };
  return {
    plugin,
    notLoadedBy: (host: string, deps: string[]) => deps.filter((dep) => !loaded.get(host)?.has(dep)),
  };
}
const loadedChunks = loadedChunksPlugin();

/** Android's launcher sizes and iOS's (152 iPad, 167 iPad Pro, 180 iPhone): scripts/app-icons.mjs draws them. */
const ICON_SIZES = [48, 72, 96, 128, 144, 152, 167, 180, 192, 256, 384, 512];
const INK = '#0b0f1a';

/**
 * The installable app (docs/PWA.md, decisions/0014): the web app manifest and the one service worker
 * (sw/sw.ts, built with Workbox's modules), which precaches the files listed here. Not index.html: the
 * server draws each page per request (FIRST-LOAD.md), so a page is never served from a cache. Not the
 * .woff fonts (every browser with a service worker reads woff2), the link-preview pictures or the icons a
 * launcher fetches once. The worker is registered by the page itself (src/app/pwa/register-app-worker.ts).
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: th.app.documentTitle,
      short_name: 'UG99',
      description: 'UG99 เว็บหวยออนไลน์ สล็อต คาสิโน กีฬา ครบจบในที่เดียว',
      lang: 'th',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: INK,
      background_color: INK,
      icons: [
        ...ICON_SIZES.map((size) => ({
          src: `/icons/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['assets/*.{js,css,woff2}', 'offline.html', 'favicon.svg', 'icons/icon-192.png'],
      globIgnores: ['index.html'],
      // A classic script: a module worker needs Firefox 147 or later.
      rollupFormat: 'iife',
    },
  });
}

/**
 * The page's code starts after the page has loaded and painted, when the server drew it
 * (src/app/start-script.ts, docs/FIRST-LOAD.md#fifth-pass). Vite names the entry in a module script and its
 * chunks in modulepreload links, which the browser fetches at once, at high priority, and runs before the
 * first frame; in their place the build's index.html names one small classic script, built here with a
 * content hash, that carries the same list and loads it at the right moment.
 */
function startAfterLoad(): Plugin {
  const source = fileURLToPath(new URL('./src/app/start-script.ts', import.meta.url));
  const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  let fileName = '';
  let code = '';
  return {
    name: 'ug99:start-after-load',
    apply: 'build',
    async buildStart() {
      const built = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
      // In a function of its own: a classic script's top-level names would be the page's globals.
      code = (await minify('start-script.js', `(() => {${built.code}})();`)).code;
      fileName = `assets/start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        // Only the site's page: the offline page (docs/PWA.md) has no script at all.
        if (!filename.endsWith('/index.html')) return html;
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no entry module script');
        const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
        return {
          html: html.replace(ENTRY, '').replace(PRELOAD, ''),
          tags: [
            {
              tag: 'script',
              attrs: {
                async: true,
                src: `/${fileName}`,
                'data-entry': entry,
                'data-preload': preloads.join(' '),
              },
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}

/** `@/…` is `src/…` (also in tsconfig.json and vitest.config.ts), so no import climbs `../../`. */
export const webAliases = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    contractHasNoSideEffects(),
    preloadShellFonts(),
    loadedChunks.plugin,
    isSsrBuild ? [] : installableApp(),
    startAfterLoad(),
  ],
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
    // Vite's modulepreload polyfill (for browsers before Safari 17 and Firefox 115) ran in the entry, after
    // the chunks it was to preload had loaded: it could only help later pages' chunks on those browsers, and
    // its 0.4 kB gzip now pays for the start script in the first load's budget (docs/FIRST-LOAD.md#fifth-pass).
    // A lazy chunk's preload list leaves out what its importer has already loaded (docs/FIRST-LOAD.md);
    // index.html's own list is the entry's files, kept as they are (no chunk is loaded by the page itself).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => loadedChunks.notLoadedBy(hostId, deps),
    },
    // The route table's addresses (packages/contract/src/routes) are string constants: inlined where they
    // are called, so no page shares a chunk just to hold them (decisions/0010, docs/FIRST-LOAD.md).
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all' } },
      // The offline page is a page of its own, built beside the app and precached (docs/PWA.md#offline-page).
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              offline: fileURLToPath(new URL('./offline.html', import.meta.url)),
            },
          }),
    },
  },
}));
