import { lazy } from 'react';

export { useEvents } from './api/get-events.ts';
export { EventIcon } from './components/event-icon.tsx';
export { eventDialogTitle } from './event-title.ts';

/** Loaded when the event flag first turns on, keeping Radix Dialog out of the entry chunk. */
export const EventDialog = lazy(() => import('./components/event-dialog.tsx'));
