import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { UI } from '@ug99/contract';

// The toast library is not needed to draw the first page, so it loads beside it rather than in the entry
// chunk (docs/rules/member-site.md#first-load); toasts raised meanwhile appear once it has mounted.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster
          theme="dark"
          position="top-center"
          richColors
          duration={UI.toastMs}
          toastOptions={{ className: 'font-sans text-base' }}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
