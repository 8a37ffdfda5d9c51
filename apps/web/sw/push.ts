/**
 * Web push (docs/NOTIFICATIONS.md#web-push): shows the server's push messages and opens an item's page
 * when one is tapped. The message is `{ id, title, body, link }` (the server's push payload).
 */
declare const self: ServiceWorkerGlobalScope;

const INBOX = '/member/inbox';

interface PushMessage {
  id?: unknown;
  title: string;
  body?: string;
  link?: unknown;
}

function readMessage(event: PushEvent): PushMessage | null {
  try {
    const message: unknown = event.data ? event.data.json() : null;
    if (!message || typeof message !== 'object') return null;
    return typeof (message as PushMessage).title === 'string' ? (message as PushMessage) : null;
  } catch {
    return null;
  }
}

export function listenForPush(): void {
  self.addEventListener('push', (event) => {
    const message = readMessage(event);
    if (!message) return;
    // Only a path of this site is opened: a message never sends the member elsewhere.
    const link = typeof message.link === 'string' && message.link.startsWith('/') ? message.link : INBOX;
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-96.png',
        lang: 'th',
        tag: `inbox-${String(message.id)}`,
        data: { link },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: string } | null;
    event.waitUntil(self.clients.openWindow(data?.link ?? INBOX));
  });
}
