import { th } from '@/th.ts';
import { LineContactButton } from '@/features/agent/index.ts';
import { EventIcon } from '@/features/events/index.ts';
import { useFormFieldFocused } from '@/shared/hooks/use-form-field-focused.ts';

/**
 * The floating event star and LINE button (docs/rules/member-site.md#floating-buttons): one column at the
 * right edge just above the bottom bar, clear of the safe areas. Below 600 px only the star floats: the
 * bottom bar's "ติดต่อเรา" is the same LINE link in the same thumb reach, and a second button there would
 * only cover the page. The layout reserves the column's height below the page (PAGE_BOTTOM_CLEARANCE), so
 * the last content can always be scrolled above it; below 1280 px the column steps aside while a form
 * field has the focus, when the phone's keyboard or picker needs the room.
 */
export function QuickActions() {
  const fieldFocused = useFormFieldFocused();
  return (
    <aside
      aria-label={th.app.quickActions}
      data-field-focused={fieldFocused}
      className="fixed right-[max(0.75rem,env(safe-area-inset-right))] bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 flex flex-col items-center gap-2 data-[field-focused=true]:max-lg:hidden sm:right-[max(1rem,env(safe-area-inset-right))] sm:bottom-[calc(5.25rem+env(safe-area-inset-bottom))] sm:gap-3"
    >
      <EventIcon />
      <div className="max-sm:hidden">
        <LineContactButton />
      </div>
    </aside>
  );
}

/**
 * The space kept free under the page's last content, up to the top of the buttons' column plus a small
 * margin: the column starts 4.75 rem up and holds the 44 px star below 600 px; from 600 px it starts
 * 5.25 rem up and holds two 48 px buttons with a 0.75 rem gap.
 */
export const PAGE_BOTTOM_CLEARANCE =
  'h-[calc(8rem+env(safe-area-inset-bottom))] sm:h-[calc(12.5rem+env(safe-area-inset-bottom))]';
