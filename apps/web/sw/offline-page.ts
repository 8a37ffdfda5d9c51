/** The page a navigation gets when the network is gone: built and precached with the app (offline.html). */
export const OFFLINE_PAGE = '/offline.html';

/**
 * Navigations the app's worker leaves alone entirely (docs/PWA.md#what-the-worker-caches): the API (a
 * download opened in a tab), the operators' app, which is not the member site, and the seed images.
 */
export const NOT_MEMBER_PAGES = [/^\/api(\/|$)/, /^\/backoffice(\/|$)/, /^\/media(\/|$)/];
