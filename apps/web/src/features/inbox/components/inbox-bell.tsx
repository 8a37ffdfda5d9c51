import { Link } from 'react-router';
import { formatNumber } from '@/shared/format/index.ts';
import { useInboxSummary } from '@/shared/session/inbox.ts';
import { InboxIcon } from '@/shared/ui/icons.tsx';
import { inboxTh } from '../th.ts';

/**
 * The header's inbox bell (docs/NOTIFICATIONS.md#on-the-site): members only, on desktop only and only
 * once the member has an item, as the spec draws the header's bell; phones reach the inbox from the
 * member menu, whose button carries the same count. The count follows the live events.
 */
export function InboxBell() {
  const { unread, any } = useInboxSummary();
  if (!any) return null;
  return (
    <Link
      to="/member/inbox"
      aria-label={unread > 0 ? inboxTh.bell(formatNumber(unread)) : inboxTh.heading}
      className="relative grid size-11 shrink-0 place-items-center rounded-full text-gold-400 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400 max-md:hidden"
    >
      <InboxIcon className="size-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="inbox-bell-count"
          className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-5 font-bold text-white tabular-nums"
        >
          {formatNumber(unread)}
        </span>
      )}
    </Link>
  );
}
