/**
 * The member site's one service worker, at scope `/` (docs/PWA.md, decisions/0014): built by
 * vite-plugin-pwa's injectManifest from this file, which Workbox's modules do the caching for.
 *
 * - The build's static files (hashed scripts, the stylesheet, the fonts, the offline page, the icons) are
 *   precached; the list is written into `self.__WB_MANIFEST` by the build, so each build's worker differs
 *   from the last one's and the browser installs it on the next visit.
 * - Pages are never cached: the server draws them per request, with the member's data (FIRST-LOAD.md).
 *   A navigation goes to the network; only when the network fails does it get the precached offline page.
 * - The API and the event stream are no route of this worker, so they go to the network untouched.
 * - A new worker takes over at once (skipWaiting, clientsClaim) and drops the last build's precache.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { NOT_MEMBER_PAGES, OFFLINE_PAGE } from './offline-page.ts';
import { listenForPush } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error() }],
    }),
    { denylist: NOT_MEMBER_PAGES },
  ),
);

listenForPush();
