// The flags every headless Chromium of the project's own runs starts with (the journeys' shared browser,
// Lighthouse): no sandbox (run as root in CI), no GPU, and none of the background traffic a fresh profile
// would start (updates, sync, first-run pages), which would only load the machine.
//
// Debian's Chromium runs headless as the full browser: every new window, which is every journey context,
// started a renderer of its own for the address bar's suggestion popup (a WebUI page, never shown
// headless), about 1.3 s of CPU each on this machine. Turned off, two journey files took 160 s of the
// machine's CPU against 190 s, and the pages are drawn the same (the popup is the browser's, not the page's).
export const HEADLESS_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
