/**
 * When the install card shows (docs/PWA.md#install-prompt): never in the installed app; at most once a
 * week after the member has put it away; Chromium's own offer where the browser made one, otherwise, on
 * iPhone and iPad Safari, which makes no offer, the steps to add the site to the home screen.
 */
export const INSTALL_DISMISSED_KEY = 'ug99-install-dismissed-at';
export const INSTALL_QUIET_MS = 7 * 24 * 60 * 60 * 1000;

export type InstallCardKind = 'prompt' | 'ios-steps';

export interface InstallDevice {
  /** The site runs as the installed app (display-mode standalone, or iOS's `navigator.standalone`). */
  standalone: boolean;
  iosSafari: boolean;
  /** The browser fired `beforeinstallprompt` and the event is unused. */
  hasOffer: boolean;
}

export function installCardKind(
  device: InstallDevice,
  dismissedAt: number | null,
  now: number,
): InstallCardKind | null {
  if (device.standalone) return null;
  // A dismissal "in the future" (the device's clock was moved back) does not hide the card for good.
  if (dismissedAt !== null && now >= dismissedAt && now - dismissedAt < INSTALL_QUIET_MS) return null;
  if (device.hasOffer) return 'prompt';
  if (device.iosSafari) return 'ios-steps';
  return null;
}

/** Other browsers on iOS and apps' in-app browsers (LINE, Facebook, Instagram) cannot add to the home screen. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|Line\/|FBAN|FBAV|Instagram/;

/** iPhone and iPad Safari; an iPad asks for desktop pages and says Macintosh, with a touch screen. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

/** A browser that refuses storage (a private window on an old Safari) shows the card on every visit. */
export function readDismissedAt(storage: Storage): number | null {
  try {
    const stored = Number(storage.getItem(INSTALL_DISMISSED_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function rememberDismissal(storage: Storage, at: number): void {
  try {
    storage.setItem(INSTALL_DISMISSED_KEY, String(at));
  } catch {
    // Put away for this visit only (readDismissedAt).
  }
}

export function isStandalone(win: Window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || win.matchMedia?.('(display-mode: standalone)').matches === true;
}
