import { useEffect, useRef } from 'react';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { useNotifications } from './api/get-notifications.ts';

/**
 * docs/rules/member-site.md#on-arrival: when a member is logged in, the layout opens the announcements once
 * on mount if there are any. Visitors are not interrupted; they open them from the header's announcements
 * button.
 */
export function useAutoOpenNotifications(): void {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const { data } = useNotifications();
  const openModal = useSessionStore((s) => s.openModal);
  const opened = useRef(false);
  const count = data?.length ?? 0;

  useEffect(() => {
    if (opened.current || !isLoggedIn || count === 0) return;
    opened.current = true;
    openModal('notification');
  }, [isLoggedIn, count, openModal]);
}
