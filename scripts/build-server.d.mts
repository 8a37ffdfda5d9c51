// Types of build-server.mjs for the TypeScript code that shares it (packages/demo-provider/scripts/bench-provider.ts).
export const root: string;
export const PROGRAMS: Record<
  'server' | 'operator' | 'provider' | 'billImageWorker',
  { source: string; compiled: string }
>;
export function buildProgram(source: string, outfile: string): Promise<void>;
export function ensureServerBuilt(log?: (line: string) => void): Promise<boolean>;
