// Types of build-web.mjs for the TypeScript code that shares it (e2e/support/server.ts).
export function webIsStale(): boolean;
export function backofficeIsStale(): boolean;
export function ensureBackofficeBuilt(log?: (line: string) => void): boolean;
export function ensureWebBuilt(log?: (line: string) => void): boolean;
