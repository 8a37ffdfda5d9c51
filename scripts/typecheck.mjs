// `npm run typecheck`: every TypeScript project checked by TypeScript 7's native compiler (the
// `typescript-7` package), about three times less CPU than TypeScript 5's tsc. TypeScript 5 stays the
// `typescript` dependency for the tools that use its JavaScript API (typescript-eslint, editors);
// docs/decisions/0009-typecheck-with-typescript-7.md says why.
//
// Each compiler runs single-threaded, two projects at a time (TYPECHECK_JOBS). By default tsc 7 splits a
// project over four checkers, and each checker builds again the types that every file needs (the
// contract's schemas): on this 2-core machine, where `npm test` runs another step beside this one, that
// cost more CPU than it saved time (README's Tests section has the figures). The flag changes how the work
// is scheduled, not what is checked: each project keeps its own tsconfig.json.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? 2) || 2);
// The longest first, so that the two slots end close together.
const projects = [
  'apps/server',
  'e2e',
  'apps/web',
  'apps/backoffice',
  'packages/demo-provider',
  'packages/contract',
  'packages/sandbox-gateway',
  // The service worker: WebWorker's types, which cannot share a program with the DOM's (docs/PWA.md).
  'apps/web/sw',
];

/** Checks one project; its output is printed whole when it ends, so two projects' errors never interleave. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--singleThreaded'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`✖ tsc -p ${project} failed`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = 0;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (queue.length > 0) if (!(await check(queue.shift()))) failed += 1;
  }),
);
process.exit(failed === 0 ? 0 : 1);
