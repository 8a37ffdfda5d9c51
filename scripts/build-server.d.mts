// Types of build-server.mjs for the TypeScript code that shares it (packages/demo-provider/scripts/bench-provider.ts).
export const PROGRAMS: Record<'server' | 'operator' | 'provider', { source: string; compiled: string }>;
export function ensureServerBuilt(log?: (line: string) => void): Promise<boolean>;
