import { lazy } from 'react';

export { useNotifications } from './api/get-notifications.ts';
export { useAutoOpenNotifications } from './use-auto-open-notifications.ts';
export { NotificationBell } from './components/notification-bell.tsx';

/** Radix Dialog stays out of the entry chunk until an announcement is first opened. */
export const NotificationDialog = lazy(() => import('./components/notification-dialog.tsx'));
