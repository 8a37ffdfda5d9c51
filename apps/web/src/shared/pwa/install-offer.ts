/**
 * Chromium's install offer (docs/PWA.md#install-prompt). The browser fires `beforeinstallprompt` once,
 * whenever it decides the site is installable, possibly before the install card's code has loaded; the
 * entry keeps the event here (its default mini-bar suppressed) until the card asks for it.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

/** The browser's pending offer to install the app, or null (none yet, used, or the app is installed). */
export function installOffer(): BeforeInstallPromptEvent | null {
  return offer;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An offer can be shown once: the browser refuses a second `prompt()` on the same event. */
export function forgetInstallOffer(): void {
  setOffer(null);
}

export function captureInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setOffer(null));
}
