import { toast } from 'sonner';
import { UI } from '@ug99/contract';

/**
 * The one way the site shows an error toast: 3 s (docs/rules/member-site.md#ui-constants), keyed by its text
 * so that several queries failing for the same reason show one toast rather than a stack.
 */
export function toastError(message: string): void {
  toast.error(message, { id: message, duration: UI.toastMs });
}
