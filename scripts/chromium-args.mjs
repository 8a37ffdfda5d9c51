import { existsSync } from 'node:fs';

/**
 * Debian's Chromium: the full browser, run headless. The visual check (its baselines were drawn by it: the
 * headless shell anti-aliases text a little differently, 0.57 % of the pixels of the densest page) and
 * Lighthouse (a phone's browser) use it; CHROMIUM_PATH names another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the journeys drive: Debian's headless shell (package chromium-headless-shell, the same
 * Chromium's pages without the full browser's windows and profile services) when it is installed, unless
 * CHROMIUM_PATH names a browser. A journey opens a browser context for each page it needs, and the full
 * browser spent about 0.7 s of CPU creating each one (its window, its compositor, a profile's services)
 * against 0.3 s; the journeys assert on the page, which is the same either way (docs/ARCHITECTURE.md#tests).
 */
export function journeysChromiumPath() {
  const shell = '/usr/bin/chromium-headless-shell';
  return process.env.CHROMIUM_PATH ?? (existsSync(shell) ? shell : CHROMIUM_PATH);
}

// The flags every headless Chromium of the project's own runs starts with (the journeys' shared browser,
// Lighthouse): no sandbox (run as root in CI), no GPU, and none of the background traffic a fresh profile
// would start (updates, sync, first-run pages), which would only load the machine.
//
// Debian's Chromium runs headless as the full browser: every new window, which is every journey context,
// started a renderer of its own for the address bar's suggestion popup (a WebUI page, never shown
// headless), about 1.3 s of CPU each on this machine. Turned off, two journey files took 160 s of the
// machine's CPU against 190 s, and the pages are drawn the same (the popup is the browser's, not the page's).
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const HEADLESS_SWITCHES = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const HEADLESS_CHROMIUM_ARGS = [
  ...HEADLESS_SWITCHES,
  `--disable-features=${OUR_DISABLED_FEATURES.join(',')}`,
];

// Chromium honours only the last `--disable-features` switch, and Playwright starts its browsers with one of
// its own (features that make automation unreliable: paint holding, the media router, HTTPS upgrades…).
// A browser Playwright launches therefore gets one switch holding both lists, in place of Playwright's
// (`ignoreDefaultArgs` drops Playwright's by its exact text). Playwright exports no such list, so this is
// its list as of playwright-core 1.65; the journeys' set-up reads the launched browser's command line and
// stops when it holds two switches (an upgrade changed Playwright's list: copy the new one here).
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const PLAYWRIGHT_CHROMIUM_OPTIONS = {
  args: [
    ...HEADLESS_SWITCHES,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
  ],
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
};
