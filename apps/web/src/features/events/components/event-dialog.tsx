import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { UI } from '@ug99/contract';
import { eventsTh } from '../th.ts';
import { CloseIcon } from '@/shared/ui/icons.tsx';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useEvents } from '../api/get-events.ts';
import { eventDialogTitle } from '../event-title.ts';

const preventClose = (event: Event) => event.preventDefault();

/** One column on phones; on wider screens as many as there are images, up to three. */
function columnsFor(count: number): string {
  if (count >= 3) return 'sm:grid-cols-2 md:grid-cols-3';
  return count === 2 ? 'sm:grid-cols-2' : '';
}

/**
 * Event announcements (docs/rules/member-site.md#event-dialog): modal, at most 800 px wide, persistent
 * (neither a click outside nor Escape closes it), overlay at 0.75; only the red round button turns the flag
 * off. Every image leads to the campaign page.
 */
export default function EventDialog() {
  const open = useSessionStore((s) => s.modals.event);
  const setModal = useSessionStore((s) => s.setModal);
  const { data: events = [] } = useEvents();
  const close = () => setModal('event', false);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setModal('event', next)}>
      <Dialog.Portal>
        <Dialog.Overlay style={{ opacity: UI.eventOverlayOpacity }} className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content
          aria-describedby={undefined}
          onInteractOutside={preventClose}
          onEscapeKeyDown={preventClose}
          style={{ maxWidth: UI.eventDialogMaxWidth }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-gold-600/40 bg-ink-800 shadow-2xl data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center gap-3 border-b border-ink-600 py-3 pr-3 pl-5">
            <Dialog.Title className="flex-1 text-lg font-bold text-gold-400 tabular-nums">
              {eventDialogTitle(events.length)}
            </Dialog.Title>
            <button
              type="button"
              onClick={close}
              aria-label={eventsTh.close}
              className="grid size-11 shrink-0 place-items-center rounded-full bg-red-600 text-white shadow-md transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <ul className={`grid gap-3 overflow-y-auto p-3 ${columnsFor(events.length)}`}>
            {events.map((item) => (
              <li key={item.id}>
                <Link
                  to={UI.campaignRoute}
                  onClick={close}
                  className="block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-gold-400"
                >
                  <img
                    src={item.image}
                    alt={item.title}
                    loading="lazy"
                    width={800}
                    height={800}
                    className="aspect-square h-auto w-full bg-ink-700 object-cover"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
