import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { UI } from '@ug99/contract';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        theme="dark"
        position="top-center"
        richColors
        duration={UI.toastMs}
        toastOptions={{ className: 'font-sans text-base' }}
      />
    </QueryClientProvider>
  );
}
