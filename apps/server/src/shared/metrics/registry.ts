import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * This process's metrics (docs/OPERATIONS.md#metrics): one registry per process, read by `GET /metrics`.
 * Every instance exposes its own; Prometheus adds them up. Node's default metrics (CPU, memory, event
 * loop lag, garbage collection) come with it under their usual names.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Satang as a counter's number: exact below 2^53 satang, about 90 trillion baht. */
export function satang(amount: bigint): number {
  return Number(amount);
}
