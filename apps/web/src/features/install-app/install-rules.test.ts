import { describe, expect, it } from 'vitest';
import { INSTALL_QUIET_MS, installCardKind, isIosSafari } from './install-rules.ts';

const NOW = Date.UTC(2026, 10, 29, 5, 0, 0);
const chromium = { standalone: false, iosSafari: false, hasOffer: true };
const iosSafari = { standalone: false, iosSafari: true, hasOffer: false };

describe('when the install card shows', () => {
  it("shows Chromium's offer, or iOS Safari's steps, to a device that never put it away", () => {
    expect(installCardKind(chromium, null, NOW)).toBe('prompt');
    expect(installCardKind(iosSafari, null, NOW)).toBe('ios-steps');
    expect(installCardKind({ ...chromium, hasOffer: false }, null, NOW)).toBeNull();
  });

  it('never shows in the installed app', () => {
    expect(installCardKind({ ...chromium, standalone: true }, null, NOW)).toBeNull();
    expect(installCardKind({ ...iosSafari, standalone: true }, null, NOW)).toBeNull();
  });

  it('stays away for 7 days after it was put away, then shows again', () => {
    expect(installCardKind(chromium, NOW - INSTALL_QUIET_MS + 1, NOW)).toBeNull();
    expect(installCardKind(iosSafari, NOW - 60_000, NOW)).toBeNull();
    expect(installCardKind(chromium, NOW - INSTALL_QUIET_MS, NOW)).toBe('prompt');
    expect(installCardKind(iosSafari, NOW - INSTALL_QUIET_MS, NOW)).toBe('ios-steps');
  });

  it('is not hidden for good by a dismissal dated after the device clock', () => {
    expect(installCardKind(chromium, NOW + 60_000, NOW)).toBe('prompt');
  });
});

describe('iOS Safari', () => {
  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const IPAD_DESKTOP =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

  it('is told apart from other iOS browsers, in-app browsers and desktop Safari', () => {
    expect(isIosSafari(SAFARI_IPHONE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP, 0)).toBe(false);
    expect(isIosSafari(SAFARI_IPHONE.replace('Version/18.1', 'CriOS/131.0'), 5)).toBe(false);
    expect(isIosSafari(`${SAFARI_IPHONE} Line/14.19.0`, 5)).toBe(false);
    expect(
      isIosSafari(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        5,
      ),
    ).toBe(false);
  });
});
