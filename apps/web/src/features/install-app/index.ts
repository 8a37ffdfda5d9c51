import { lazy } from 'react';

/**
 * The install card (docs/PWA.md#install-prompt). It loads after the page has hydrated, never with the
 * entry chunk (docs/rules/member-site.md#first-load).
 */
export const InstallPrompt = lazy(() =>
  import('./components/install-prompt.tsx').then(({ InstallPrompt }) => ({ default: InstallPrompt })),
);
