import { th } from '@/th.ts';
import { BellIcon } from '@/shared/ui/icons.tsx';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { useNotifications } from '../api/get-notifications.ts';

/**
 * Members only, on desktop only, and only when announcements exist (docs/rules/member-site.md#header):
 * visitors never see it, as the spec draws the header.
 */
export function NotificationBell() {
  const { data } = useNotifications();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const openModal = useSessionStore((s) => s.openModal);
  const count = data?.length ?? 0;
  if (!isLoggedIn || count === 0) return null;
  return (
    <button
      type="button"
      onClick={() => openModal('notification')}
      aria-label={th.header.announcements}
      className="relative grid size-11 shrink-0 place-items-center rounded-full text-gold-400 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400 max-md:hidden"
    >
      <BellIcon className="size-6" />
      <span
        aria-hidden="true"
        className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-5 font-bold text-white tabular-nums"
      >
        {count}
      </span>
    </button>
  );
}
