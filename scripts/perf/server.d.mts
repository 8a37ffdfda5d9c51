// Types of server.mjs for the TypeScript benchmarks that share it (apps/server/src/perf/soak.bench.ts).
export type StartedServer = {
  url: string;
  pid: number;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
};
export function freePort(): Promise<number>;
export function uptime(): string;
export function rssOfTreeMb(pid: number): number;
export function postgresBaseUrl(): string | undefined;
export function freshPostgresDatabase(
  baseUrl: string | undefined,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }>;
export function startServer(options: {
  database: string;
  env?: Record<string, string>;
}): Promise<StartedServer>;
export function settledRssMb(pid: number): Promise<number>;
