// The thread that draws bill pictures (docs/LOTTO.md#the-bill-as-a-picture): satori's layout and resvg's
// rasterising take about 10 ms a line, too long for the thread that answers every member.
import { parentPort } from 'node:worker_threads';
import type { BillDetail } from './answers.ts';
import { renderBillImage } from './bill-image.ts';

export type BillImageJob = { id: number; bill: BillDetail; pageUrl: string };
export type BillImageDone = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: BillImageJob) => {
  renderBillImage(job.bill, job.pageUrl).then(
    (png) => parentPort?.postMessage({ id: job.id, png } satisfies BillImageDone),
    (err: unknown) => parentPort?.postMessage({ id: job.id, error: String(err) } satisfies BillImageDone),
  );
});
