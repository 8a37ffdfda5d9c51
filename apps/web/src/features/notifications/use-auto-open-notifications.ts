import { useEffect } from 'react';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { useNotifications } from './api/get-notifications.ts';
import { hasUnseenAnnouncement } from './seen-announcements.ts';

/**
 * docs/rules/member-site.md#on-arrival: when a member is logged in, the layout opens the announcements if
 * one of them has not been seen in this browser; closing the dialog marks them seen, so a reload or a
 * return home does not open them again, while a new (or edited) announcement does. Visitors are not
 * interrupted. Seen announcements stay reachable from the header's bell.
 */
export function useAutoOpenNotifications(): void {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const { data } = useNotifications();
  const openModal = useSessionStore((s) => s.openModal);

  useEffect(() => {
    if (!isLoggedIn || !data || data.length === 0 || !hasUnseenAnnouncement(data)) return;
    openModal('notification');
  }, [isLoggedIn, data, openModal]);
}
