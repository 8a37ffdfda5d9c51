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
