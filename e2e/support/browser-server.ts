// One Chromium for the whole e2e run (docs/ARCHITECTURE.md#tests): each journey file connects to it and
// opens contexts of its own, which share nothing with another file's (cookies, storage, service workers).
// Launching one per file cost about 0.7 s of CPU a file and its wait. It is the headless shell when installed
// (scripts/chromium-args.mjs). The visual check launches its own, the full browser with the rendering flags
// its baselines were taken with.
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { journeysChromiumPath, PLAYWRIGHT_CHROMIUM_OPTIONS } from '../../scripts/chromium-args.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: journeysChromiumPath(),
    ...PLAYWRIGHT_CHROMIUM_OPTIONS,
  });
  const disableSwitches = launchedArgs(server.process().pid).filter((arg) =>
    arg.startsWith('--disable-features='),
  );
  if (disableSwitches.length > 1) {
    await server.close();
    throw new Error(
      `Chromium started with ${disableSwitches.length} --disable-features switches and honours only the last: ` +
        `Playwright's list changed; copy it into scripts/chromium-args.mjs.\n${disableSwitches.join('\n')}`,
    );
  }
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}

/** The browser's command line as Linux recorded it (empty elsewhere, where the check is skipped). */
function launchedArgs(pid: number | undefined): string[] {
  const file = `/proc/${pid}/cmdline`;
  return pid !== undefined && existsSync(file) ? readFileSync(file, 'utf8').split('\0') : [];
}
