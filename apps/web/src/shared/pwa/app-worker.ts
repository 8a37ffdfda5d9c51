/**
 * Registers the site's one service worker (apps/web/sw/sw.ts, docs/PWA.md), at scope `/`. Loaded in a
 * chunk of its own after the page's `load` event, so it adds nothing to the first load.
 */
export const APP_WORKER_URL = '/sw.js';
export const APP_WORKER_SCOPE = '/';

/** Where builds before the installable app registered the web-push worker (docs/NOTIFICATIONS.md#web-push). */
const RETIRED_PUSH_SCOPE = '/push-sw/';

export async function registerAppWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration> {
  const registration = await container.register(APP_WORKER_URL, { scope: APP_WORKER_SCOPE });
  // The app's worker shows push messages now; the old worker's subscription ends with it, and the member
  // turns notifications on again on /member/inbox (its endpoint is dropped by the server when gone).
  const retired = await container.getRegistration(RETIRED_PUSH_SCOPE);
  if (retired && new URL(retired.scope).pathname === RETIRED_PUSH_SCOPE) await retired.unregister();
  return registration;
}
