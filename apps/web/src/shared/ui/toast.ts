import { UI } from '@ug99/contract';

/**
 * The one way the site shows an error toast: 3 s (docs/rules/member-site.md#ui-constants), keyed by its text
 * so that several queries failing for the same reason show one toast rather than a stack.
 *
 * The toast library loads on first use rather than with the entry chunk (docs/rules/member-site.md#first-load);
 * a toast raised before the Toaster has mounted is shown as soon as it subscribes.
 */
export function toastError(message: string): void {
  void import('sonner').then(({ toast }) => {
    toast.error(message, { id: message, duration: UI.toastMs });
  });
}
