import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { UI } from '@ug99/contract';
import { notificationsTh } from '../th.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { rememberAnnouncementsSeen } from '../seen-announcements.ts';

/**
 * 'ประกาศสำคัญ' (docs/rules/member-site.md#announcements): one announcement at a time, ถัดไป until the last,
 * then ปิด.
 */
export default function NotificationDialog() {
  const open = useSessionStore((s) => s.modals.notification);
  const setModal = useSessionStore((s) => s.setModal);
  const { data: notifications = [] } = useNotifications();
  const [index, setIndex] = useState(0);

  const onOpenChange = (next: boolean) => {
    // Closing is the member's "seen": the layout does not open these again (docs/rules/member-site.md#on-arrival).
    if (!next) rememberAnnouncementsSeen(notifications);
    setModal('notification', next);
    if (!next) setIndex(0);
  };
  const current = notifications[Math.min(index, notifications.length - 1)];
  const isLast = index >= notifications.length - 1;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          style={{ maxWidth: UI.notificationDialogWidth }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-gold-600/40 bg-ink-800 shadow-2xl data-[state=open]:animate-pop-in"
        >
          <Dialog.Title className="border-b border-ink-600 px-5 py-4 text-center text-xl font-bold text-gold-400">
            {notificationsTh.title}
          </Dialog.Title>
          {current ? (
            <article className="flex min-h-0 flex-col overflow-y-auto" aria-label={current.title}>
              <img
                key={current.id}
                src={current.image}
                alt=""
                width={800}
                height={450}
                className="aspect-video w-full bg-ink-700 object-cover"
              />
              <div className="space-y-2 px-5 py-4">
                <h3 className="text-lg font-bold text-white">{current.title}</h3>
                <Dialog.Description className="text-base leading-relaxed whitespace-pre-line text-muted">
                  {current.description}
                </Dialog.Description>
                <p className="text-sm text-muted tabular-nums">
                  {notificationsTh.step(index + 1, notifications.length)}
                </p>
              </div>
            </article>
          ) : (
            <Dialog.Description className="px-5 py-8 text-center text-base text-muted">
              {notificationsTh.empty}
            </Dialog.Description>
          )}
          <div className="border-t border-ink-600 p-4">
            {current && !isLast ? (
              <button type="button" onClick={() => setIndex(index + 1)} className="btn btn-gold w-full">
                {notificationsTh.next}
              </button>
            ) : (
              <Dialog.Close className="btn btn-red w-full">{notificationsTh.close}</Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
