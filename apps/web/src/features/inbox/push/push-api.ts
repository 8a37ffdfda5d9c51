import type { Envelope, InboxKind, PushSubscribeResult, PushUnsubscribeResult } from '@ug99/contract';
import { inboxRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { APP_WORKER_SCOPE, registerAppWorker } from '@/shared/pwa/app-worker.ts';

/** Whether this browser can receive web push at all (iOS Safari only once the site is on the home screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's worker, which shows push messages (docs/PWA.md), if this browser has registered it. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(APP_WORKER_SCOPE);
}

/** This device's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Waits until the registration's worker is active (a subscription needs one). Not
 * `navigator.serviceWorker.ready`: it also waits for the worker to control this page, which a page
 * loaded before the worker's first install never is until its next navigation.
 */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    if (!worker) return reject(new Error('no worker'));
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('worker redundant'));
    });
  });
}

/**
 * Asks the browser for a subscription against the server's VAPID key (the permission prompt comes
 * first) and stores it with the kinds chosen. Answers the envelope of the subscribe call; throws when
 * the browser refused.
 */
export async function subscribePush(kinds: InboxKind[]): Promise<Envelope<PushSubscribeResult>> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('permission');
  // Usually registered already, after the page loaded; registering again returns the same registration.
  const registration = await registerAppWorker();
  await activated(registration);
  const { public_key } = unwrap(await callApi(inboxRoutes.pushKey));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  // A subscription always carries its two keys (Push API); the JSON form types them as optional.
  const { p256dh, auth } = subscription.toJSON().keys ?? {};
  if (!p256dh || !auth) throw new Error('subscription without keys');
  return callApi(inboxRoutes.pushSubscribe, {
    body: { endpoint: subscription.endpoint, keys: { p256dh, auth }, kinds },
    toastOnFail: false,
  });
}

/** Forgets this device on the server, then in the browser. */
export async function unsubscribePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const answer: Envelope<PushUnsubscribeResult> = await callApi(inboxRoutes.pushUnsubscribe, {
    body: { endpoint: subscription.endpoint },
  });
  unwrap(answer);
  await subscription.unsubscribe();
}
