import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { UI } from '@ug99/contract';

// The toast library is not needed to draw the first page, so it loads beside it rather than in the entry
// chunk (docs/rules/member-site.md#first-load); toasts raised meanwhile appear once it has mounted.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Toasts sit below the header at every width (docs/rules/member-site.md#toasts): the header is 6.75 rem
 * tall below 1280 px and 4.5 rem from there, fixed or not, so 7.25 rem from the top clears it everywhere;
 * from the top they never reach the bottom bar.
 */
const BELOW_HEADER = { top: 'calc(7.25rem + env(safe-area-inset-top))' };

/**
 * A toast is a message only (docs/rules/member-site.md#toasts): it takes no tap or click, which reaches
 * what lies under it, as a phone's own toasts do. Below the header on a phone that is the member panel: the
 * login toast sat over its menu button for its 3 s and swallowed the member's tap. None of the site's
 * toasts has a button, so nothing is lost but sonner's swipe to dismiss and its pause on hover.
 */
const TAKES_NO_TAP = 'pointer-events-none';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster
          theme="dark"
          className={TAKES_NO_TAP}
          position="top-center"
          offset={BELOW_HEADER}
          mobileOffset={BELOW_HEADER}
          richColors
          duration={UI.toastMs}
          toastOptions={{ className: 'font-sans text-base' }}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
