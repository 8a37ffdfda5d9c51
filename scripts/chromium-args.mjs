// The flags every headless Chromium of the project's own runs starts with (the journeys' shared browser,
// Lighthouse): no sandbox (run as root in CI), no GPU, and none of the background traffic a fresh profile
// would start (updates, sync, first-run pages), which would only load the machine.
export const HEADLESS_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
