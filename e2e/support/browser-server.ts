// One Chromium for the whole e2e run (docs/ARCHITECTURE.md#tests): each journey file connects to it and
// opens contexts of its own, which share nothing with another file's (cookies, storage, service workers).
// Launching one per file cost about 0.7 s of CPU a file and its wait. The visual check launches its own, with
// the rendering flags its baselines were taken with.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { HEADLESS_CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...HEADLESS_CHROMIUM_ARGS],
  });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
