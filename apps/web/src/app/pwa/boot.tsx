import type { createRoot } from 'react-dom/client';
import { InstallPrompt } from '@/features/install-app/index.ts';
import { registerAppWorker } from '@/shared/pwa/app-worker.ts';
import { captureInstallOffer } from '@/shared/pwa/install-offer.ts';

/**
 * The installable app in the page (docs/PWA.md), a chunk the entry imports without waiting for it, so the
 * first load's JavaScript does not grow (docs/rules/member-site.md#first-load):
 * - keeps Chromium's install offer, which comes after the page's `load` and the manifest;
 * - once the page has loaded, registers the service worker and draws the install card in a root of its
 *   own: it depends on this device only (its storage, its browser), never on the page or the server.
 */
captureInstallOffer();

/** The entry's createRoot, passed in: importing react-dom here would split it out of the entry chunk. */
export default function startInstallableApp(render: typeof createRoot): void {
  whenLoaded(() => {
    if ('serviceWorker' in navigator) {
      registerAppWorker().catch((error: unknown) => console.warn('service worker not registered', error));
    }
    if (NO_INSTALL_CARD.test(window.location.pathname)) return;
    const host = document.createElement('div');
    host.id = 'install-app';
    document.body.append(host);
    render(host).render(<InstallPrompt />);
  });
}

function whenLoaded(then: () => void) {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** LINE's in-app pages (/liff) cannot install anything. */
const NO_INSTALL_CARD = /^\/liff(\/|$)/;
