import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';
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
      handler(html) {
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

/**
 * The entry and the chunks it imports, which have loaded before any lazy import runs: a lazy chunk's list
 * of files to preload leaves them out. Vite lists every file a lazy chunk needs in the entry (its
 * `__vite__mapDeps`), these among them for nearly every page, where they only cost the first load's bytes.
 */
const entryFiles = new Set<string>();
function recordEntryFiles(): Plugin {
  return {
    name: 'ug99:record-entry-files',
    apply: 'build',
    // Before Vite's own generateBundle, which asks resolveDependencies: the files' final names are known.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) {
          for (const file of [chunk.fileName, ...chunk.imports]) entryFiles.add(file);
        }
      }
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
    startAfterLoad(),
    recordEntryFiles(),
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
    modulePreload: {
      polyfill: false,
      // index.html's own list (hostType 'html') is the entry's files, kept as they are.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !entryFiles.has(dep)),
    },
    // The route table's addresses (packages/contract/src/routes) are string constants: inlined where they
    // are called, so no page shares a chunk just to hold them (decisions/0010, docs/FIRST-LOAD.md).
    rolldownOptions: { optimization: { inlineConst: { mode: 'all' } } },
  },
}));
