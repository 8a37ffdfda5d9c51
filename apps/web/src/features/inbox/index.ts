import { lazy } from 'react';

/**
 * The member's inbox (docs/NOTIFICATIONS.md). The header's bell is for logged-in members only, so it
 * loads lazily rather than with the entry chunk (docs/rules/member-site.md#first-load); the page loads
 * lazily through the router.
 */
export const InboxBell = lazy(() =>
  import('./components/inbox-bell.tsx').then(({ InboxBell }) => ({ default: InboxBell })),
);
