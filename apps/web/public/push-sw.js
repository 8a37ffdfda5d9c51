/* global self */
/*
 * The web-push service worker (docs/NOTIFICATIONS.md#web-push). It only shows the server's push messages
 * and opens an item's page when one is tapped: it caches nothing and controls no page (it is registered
 * with the scope /push-sw/, where the site has no page), so the installable app's own service worker
 * (issue 36 part 1) can come beside it without the two meeting.
 */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      lang: 'th',
      tag: `inbox-${message.id}`,
      data: {
        link:
          typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/member/inbox',
      },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/member/inbox';
  event.waitUntil(self.clients.openWindow(link));
});
