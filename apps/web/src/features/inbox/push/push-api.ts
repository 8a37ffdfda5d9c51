import type {
  Envelope,
  InboxKind,
  PushKey,
  PushSubscribeResult,
  PushUnsubscribeResult,
} from '@ug99/contract';
import { apiRequest, unwrap } from '@/shared/api/index.ts';

/** The worker that shows push messages; its scope holds no page, so it controls none. */
export const PUSH_WORKER_URL = '/push-sw.js';
export const PUSH_WORKER_SCOPE = '/push-sw/';

/** Whether this browser can receive web push at all (iOS Safari only once the site is on the home screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker's registration, if this browser has it. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
}

/** This device's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Waits until the registration's worker is active (a subscription needs one). `navigator.serviceWorker.ready`
 * would wait forever: it waits for a worker controlling this page, and this one controls none.
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
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  await activated(registration);
  const { public_key } = unwrap(await apiRequest<PushKey>('/api/member/push/key'));
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  const json = subscription.toJSON();
  return apiRequest<PushSubscribeResult>('/api/member/push/subscribe', {
    method: 'POST',
    body: { endpoint: json.endpoint, keys: json.keys, kinds },
    toastOnFail: false,
  });
}

/** Forgets this device on the server, then in the browser. */
export async function unsubscribePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const answer: Envelope<PushUnsubscribeResult> = await apiRequest<PushUnsubscribeResult>(
    '/api/member/push/unsubscribe',
    { method: 'POST', body: { endpoint: subscription.endpoint } },
  );
  unwrap(answer);
  await subscription.unsubscribe();
}
