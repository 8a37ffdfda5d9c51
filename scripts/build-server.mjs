// The compiled server (docs/PERFORMANCE.md#compiled-server): esbuild bundles the server, the operator
// command line and the built-in game provider, each with the workspace packages it imports
// (@ug99/contract, @ug99/sandbox-gateway — their `exports` point at TypeScript sources), into one ESM
// file per program. Everything from npm stays external and is loaded from node_modules at run time, so
// native and wasm packages (argon2, PGlite) keep finding their own files. Production runs these files
// with plain `node`: no runtime transpiler, nothing compiled after start.
//
// `node scripts/build-server.mjs` builds; start.mjs and the cluster script import `ensureServerBuilt`
// and `spawnCompiled` so every launcher runs the same files the same way.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * Each program's source and its compiled file. The bundles sit one folder below their package, as the
 * sources' entry files do, so `new URL('..', import.meta.url)` (the package folder) means the same in both.
 */
export const PROGRAMS = {
  server: { source: 'apps/server/src/main.ts', compiled: 'apps/server/dist/main.js' },
  operator: { source: 'apps/server/src/operator/cli.ts', compiled: 'apps/server/dist/operator.js' },
  provider: { source: 'packages/demo-provider/src/main.ts', compiled: 'packages/demo-provider/dist/main.js' },
  // Not a program of its own: the thread the server draws bill pictures on, found beside the server's bundle.
  billImageWorker: {
    source: 'apps/server/src/modules/lotto/bills/bill-image-worker.ts',
    compiled: 'apps/server/dist/bill-image-worker.js',
  },
};

/** What a compiled file is made of: a newer file here means the build is stale. */
const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/sandbox-gateway/src',
  'packages/sandbox-gateway/package.json',
  'packages/demo-provider/src',
  'packages/demo-provider/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

export function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function serverIsStale() {
  const outputs = Object.values(PROGRAMS).map((p) => path.join(root, p.compiled));
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = INPUTS.map((p) => path.join(root, p)).filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > built;
}

/**
 * npm packages stay external (resolved by Node from node_modules at run time); the workspace's own
 * packages are bundled, since Node cannot run their TypeScript entry points without a transpiler.
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@ug99/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const started = performance.now();
  for (const program of Object.values(PROGRAMS)) await buildProgram(program.source, program.compiled);
  return Math.round(performance.now() - started);
}

/**
 * Bundles one program's `source` into `outfile` (both relative to the repository). The server's start-up
 * tests build their own copy this way (apps/server/test/server-bundle.ts) beside `npm test`'s build of dist/.
 */
export async function buildProgram(source, outfile) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: [source],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    plugins: [externalNpmPackages],
    // Readable output with a linked map: NODE_OPTIONS=--enable-source-maps turns stack traces back
    // into TypeScript lines when needed; by default Node does not load the maps (less memory).
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** Builds when a compiled file is missing or older than its sources; says so when it does. */
export async function ensureServerBuilt(log = console.log) {
  if (!serverIsStale()) return false;
  log('Building the server…');
  const ms = await buildServer();
  log(
    `Server built in ${ms} ms (${Object.values(PROGRAMS)
      .map((p) => p.compiled)
      .join(', ')}).`,
  );
  return true;
}

/** Starts a compiled program with plain node (no tsx). `options` are child_process.spawn's. */
export function spawnCompiled(program, args = [], options = {}) {
  return spawn(process.execPath, [path.join(root, PROGRAMS[program].compiled), ...args], {
    cwd: root,
    ...options,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ms = await buildServer();
  console.log(`Server built in ${ms} ms.`);
}
