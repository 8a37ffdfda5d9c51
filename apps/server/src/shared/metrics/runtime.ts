import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from './registry.ts';

/** The process's own work (docs/OPERATIONS.md#metrics): HTTP, jobs, live streams. */
const registers = [registry];

export const httpRequests = new Counter({
  name: 'ug99_http_requests_total',
  help: 'HTTP requests answered, by route template, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  registers,
});
export const httpDuration = new Histogram({
  name: 'ug99_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route template, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const jobLastSuccess = new Gauge({
  name: 'ug99_job_last_success_timestamp_seconds',
  help: 'When this instance last ran the job to the end (an instance that found the job running elsewhere did not)',
  labelNames: ['job'] as const,
  registers,
});
const jobInterval = new Gauge({
  name: 'ug99_job_interval_seconds',
  help: 'How often the job is due',
  labelNames: ['job'] as const,
  registers,
});
const jobDuration = new Histogram({
  name: 'ug99_job_duration_seconds',
  help: 'Time one run of the job took',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers,
});
const jobFailures = new Counter({
  name: 'ug99_job_failures_total',
  help: 'Runs of the job that failed',
  labelNames: ['job'] as const,
  registers,
});

const sseClients = new Gauge({
  name: 'ug99_sse_clients',
  help: 'Open server-sent event streams, by route template (the yeekee feed, the member events…)',
  labelNames: ['route'] as const,
  registers,
});

export const jobMetrics = {
  /** The runner knows its jobs: their intervals are published before the first run. */
  scheduled(job: string, everyMs: number): void {
    jobInterval.set({ job }, everyMs / 1000);
  },
  succeeded(job: string, at: Date, seconds: number): void {
    jobLastSuccess.set({ job }, at.getTime() / 1000);
    jobDuration.observe({ job }, seconds);
  },
  failed(job: string): void {
    jobFailures.inc({ job });
  },
};

/** A stream opened on `route`; the answer counts it closed (once, however often it is called). */
export function sseClientOpened(route: string): () => void {
  sseClients.inc({ route });
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    sseClients.dec({ route });
  };
}
