import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildProgram, PROGRAMS, root } from '../../../scripts/build-server.mjs';
import { BILL_IMAGE_WORKER_ENV } from '#lotto/bills/bill-image-thread.ts';
import { SERVER_BUNDLE_ENV } from '#testing/run-main.ts';

/**
 * The server project's global setup for the tests that start the real server in a child process
 * (src/testing/run-main.ts): the server compiled once per run, as `npm start` runs it. With tsx each child
 * spent about 4 s of CPU compiling the sources before its first line of start-up, in every start of
 * main.test.ts and drain.test.ts (docs/ARCHITECTURE.md#tests). The bundle goes in a folder of the run's own
 * one level below apps/server, where the server finds its package folder as from dist/ (`npm test`'s build
 * step writes dist/ meanwhile), with the operator command line and the bill-picture worker beside it; it is
 * removed when the run ends.
 */
export default async function setup(): Promise<() => void> {
  const folder = path.join('apps/server', `dist-test-${randomBytes(4).toString('hex')}`);
  const bundle = path.join(folder, 'main.js');
  await buildProgram(PROGRAMS.server.source, bundle);
  await buildProgram(PROGRAMS.operator.source, path.join(folder, 'operator.js'));
  const worker = path.join(folder, 'bill-image-worker.js');
  await buildProgram(PROGRAMS.billImageWorker.source, worker);
  process.env[SERVER_BUNDLE_ENV] = path.join(root, bundle);
  // The tests' servers draw bill pictures on the compiled worker too (bill-image-thread.ts).
  process.env[BILL_IMAGE_WORKER_ENV] = path.join(root, worker);
  return () => rmSync(path.join(root, folder), { recursive: true, force: true });
}
