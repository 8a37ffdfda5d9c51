import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { th } from '@/th.ts';
import { CloseIcon } from './icons.tsx';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The most the dialog grows to; on a phone it is the screen width less a margin. */
  maxWidth?: number;
  children: ReactNode;
}

const contentClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-gold-600/40 bg-ink-800 shadow-2xl shadow-black/60 focus:outline-none data-[state=open]:animate-pop-in';

/**
 * The site's modal: dark card with a gold title and a close button. Import it only from lazily loaded
 * code, so Radix stays out of the entry chunk.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  maxWidth = 480,
  children,
}: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          style={{ maxWidth }}
          className={contentClass}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-center gap-3 border-b border-ink-600 py-2 pr-2 pl-5">
            <Dialog.Title className="flex-1 text-xl font-bold text-gold-400">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={th.dialog.close}
              className="grid size-11 shrink-0 place-items-center rounded-full text-muted transition hover:bg-ink-700 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto overscroll-contain p-5">
            {description && (
              <Dialog.Description className="mb-4 text-base text-ink-100">{description}</Dialog.Description>
            )}
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** Which answer the dialog presents as the main one; the other is outlined. */
  emphasis?: 'confirm' | 'cancel';
}

/**
 * A question with two answers. Focus starts on the cancel answer, so a stray Enter never confirms
 * something the member cannot take back.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  emphasis = 'confirm',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const outlined = 'btn border border-ink-500 bg-ink-700 text-white';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          style={{ maxWidth: 400 }}
          className={contentClass}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <div className="space-y-3 p-5 text-center">
            <Dialog.Title className="text-xl font-bold text-gold-400">{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="text-base text-ink-100">{message}</div>
            </Dialog.Description>
          </div>
          <div className="grid grid-cols-2 gap-3 border-t border-ink-600 p-4">
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending || undefined}
              className={`${emphasis === 'confirm' ? 'btn btn-red' : outlined} whitespace-normal disabled:cursor-wait disabled:opacity-70`}
            >
              {confirmLabel}
            </button>
            <Dialog.Close
              ref={cancelRef}
              disabled={pending}
              className={`${emphasis === 'cancel' ? 'btn btn-gold' : outlined} whitespace-normal`}
            >
              {cancelLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
