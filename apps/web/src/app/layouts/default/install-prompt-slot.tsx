import { Suspense } from 'react';
import { InstallPrompt } from '@/features/install-app/index.ts';
import { useHydrating } from '@/shared/hooks/use-hydrating.ts';

/**
 * Where the install card appears (docs/PWA.md#install-prompt). The server never draws it: whether it
 * shows depends on this device (its storage, its browser, the installed app), so it loads once the page
 * has hydrated and cannot make the browser's markup differ from the server's.
 */
export function InstallPromptSlot() {
  if (useHydrating()) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}
