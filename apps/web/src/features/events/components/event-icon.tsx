import { eventsTh } from '../th.ts';
import { StarIcon } from '@/shared/ui/icons.tsx';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useEvents } from '../api/get-events.ts';

/**
 * Floating button that turns the event-modal flag on; absent while there are no events
 * (docs/rules/member-site.md#event-dialog). The layout places it (docs/rules/member-site.md#floating-buttons).
 */
export function EventIcon() {
  const { data } = useEvents();
  const openModal = useSessionStore((s) => s.openModal);
  if (!data || data.length === 0) return null;
  return (
    <button
      type="button"
      onClick={() => openModal('event')}
      aria-label={eventsTh.openButton}
      className="grid size-11 place-items-center rounded-full sm:size-12 bg-linear-to-b from-gold-300 to-gold-600 text-ink-950 shadow-lg shadow-black/40 ring-2 ring-gold-300/40 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <StarIcon className="size-6 animate-wiggle fill-current sm:size-7" />
    </button>
  );
}
