import { Suspense } from 'react';
import { EventDialog } from '@/features/events/index.ts';
import { NotificationDialog } from '@/features/notifications/index.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';

/** The announcement and event dialogs; their code loads the first time their flag turns on. */
export function AnnouncementDialogs() {
  const notificationOpen = useSessionStore((s) => s.modals.notification);
  const eventOpen = useSessionStore((s) => s.modals.event);
  return (
    <Suspense fallback={null}>
      {notificationOpen && <NotificationDialog />}
      {eventOpen && <EventDialog />}
    </Suspense>
  );
}
