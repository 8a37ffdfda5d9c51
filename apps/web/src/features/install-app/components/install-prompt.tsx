import { useState, useSyncExternalStore } from 'react';
import { installOffer, subscribeInstallOffer, forgetInstallOffer } from '@/shared/pwa/install-offer.ts';
import {
  installCardKind,
  isIosSafari,
  isStandalone,
  readDismissedAt,
  rememberDismissal,
  type InstallDevice,
} from '../install-rules.ts';
import { InstallCard } from './install-card.tsx';

export interface InstallPromptProps {
  /** The device's clock, in milliseconds (tests pass their own). */
  now?: () => number;
  storage?: Storage;
  /** What this browser is; read from `window` unless given. */
  device?: Omit<InstallDevice, 'hasOffer'>;
}

function thisDevice(): Omit<InstallDevice, 'hasOffer'> {
  return {
    standalone: isStandalone(window),
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  };
}

/**
 * The install card of the member site (docs/PWA.md#install-prompt): shows Chromium's captured offer or
 * iOS Safari's steps, and remembers on this device when the member put it away, for a week.
 */
export function InstallPrompt({ now = Date.now, storage = localStorage, device }: InstallPromptProps) {
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, () => null);
  const [dismissedAt, setDismissedAt] = useState(() => readDismissedAt(storage));
  const [current] = useState(() => device ?? thisDevice());
  const kind = installCardKind({ ...current, hasOffer: offer !== null }, dismissedAt, now());
  if (!kind) return null;

  const dismiss = () => {
    const at = now();
    rememberDismissal(storage, at);
    setDismissedAt(at);
  };
  const install = async () => {
    if (!offer) return;
    forgetInstallOffer();
    await offer.prompt();
    // Cancelling the browser's own dialog puts the card away for the same week as ไว้ทีหลัง does.
    if ((await offer.userChoice).outcome === 'dismissed') dismiss();
  };
  // The browser refusing the prompt (already shown) leaves nothing to do: the card is gone either way.
  return (
    <InstallCard kind={kind} onInstall={() => void install().catch(() => undefined)} onDismiss={dismiss} />
  );
}
