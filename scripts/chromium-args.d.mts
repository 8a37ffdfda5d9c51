// Types of chromium-args.mjs for the TypeScript code that shares it (e2e/support/browser-server.ts).
export const HEADLESS_CHROMIUM_ARGS: readonly string[];
export const PLAYWRIGHT_CHROMIUM_OPTIONS: { readonly args: string[]; readonly ignoreDefaultArgs: string[] };
