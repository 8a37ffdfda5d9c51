// `npm run typecheck`: every TypeScript project checked by TypeScript 7's native compiler (the
// `typescript-7` package), about three times less CPU than TypeScript 5's tsc and spread over the cores.
// TypeScript 5 stays the `typescript` dependency for the tools that use its JavaScript API (typescript-eslint,
// editors); docs/decisions/0009-typecheck-with-typescript-7.md says why.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);
const projects = [
  'packages/contract',
  'packages/sandbox-gateway',
  'packages/demo-provider',
  'apps/server',
  'apps/web',
  // The service worker: WebWorker's types, which cannot share a program with the DOM's (docs/PWA.md).
  'apps/web/sw',
  'apps/backoffice',
  'e2e',
];

let failed = 0;
for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✖ tsc -p ${project} failed`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
