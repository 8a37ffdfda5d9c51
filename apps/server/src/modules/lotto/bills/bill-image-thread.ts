import { Worker } from 'node:worker_threads';
import { AppError } from '#http/app-error.ts';
import type { BillDetail } from './answers.ts';
import type { BillImageDone, BillImageJob } from './bill-image-worker.ts';

/** Pictures waiting for the thread, beyond which a request is LOTTO_BILL_IMAGE_BUSY rather than queued. */
const MAX_WAITING = 16;

/**
 * Names a compiled worker for a server running from source to start instead of the TypeScript file: the
 * server tests build one once per run (test/server-bundle.ts), since through tsx each thread first spent
 * about 2 s of CPU compiling (10 s of wait beside a loaded run).
 */
export const BILL_IMAGE_WORKER_ENV = 'UG99_BILL_IMAGE_WORKER';

/**
 * The worker: the compiled file beside the bundle (`dist/bill-image-worker.js`, scripts/build-server.mjs)
 * when the server runs compiled; from source (under tsx, in development and tests), the file
 * BILL_IMAGE_WORKER_ENV names, or else the TypeScript file beside this one, loaded through tsx's loader,
 * which a worker thread does not inherit (tsx is found from the working directory, the repository or its
 * server folder).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./bill-image-worker.js', import.meta.url));
  const compiled = process.env[BILL_IMAGE_WORKER_ENV];
  if (compiled) return new Worker(compiled);
  const source = new URL('./bill-image-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true });
}

type Waiting = { resolve: (png: Buffer) => void; reject: (err: Error) => void };

/**
 * Draws bill pictures on one worker thread per instance, started at the first picture and not keeping the
 * process alive; a thread that dies fails what it held and the next picture starts a new one.
 */
export function createBillImageThread() {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function failAll(err: Error) {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorker();
    started.unref();
    started.on('message', (done: BillImageDone) => {
      const w = waiting.get(done.id);
      if (!w) return;
      waiting.delete(done.id);
      if ('png' in done) w.resolve(Buffer.from(done.png));
      else w.reject(new Error(`bill picture: ${done.error}`));
    });
    started.on('error', (err) => failAll(err));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll(new Error('bill picture thread stopped'));
    });
    worker = started;
    return started;
  }

  return {
    render(bill: BillDetail, pageUrl: string): Promise<Buffer> {
      if (waiting.size >= MAX_WAITING) return Promise.reject(new AppError('LOTTO_BILL_IMAGE_BUSY'));
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread().postMessage({ id, bill, pageUrl } satisfies BillImageJob);
      });
    },
    async close(): Promise<void> {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
