// Types of chromium-args.mjs for the TypeScript code that shares it (e2e/support/browser-server.ts).
export const CHROMIUM_PATH: string;
export function journeysChromiumPath(): string;
export const HEADLESS_CHROMIUM_ARGS: readonly string[];
export const PLAYWRIGHT_CHROMIUM_OPTIONS: { readonly args: string[]; readonly ignoreDefaultArgs: string[] };
