import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallOffer, forgetInstallOffer } from '@/shared/pwa/install-offer.ts';
import { INSTALL_DISMISSED_KEY, INSTALL_QUIET_MS } from '../install-rules.ts';
import { installAppTh as t } from '../th.ts';
import { InstallPrompt } from './install-prompt.tsx';

const NOW = Date.UTC(2026, 10, 29, 5, 0, 0);
const browser = { standalone: false, iosSafari: false };

captureInstallOffer(window);

/** Chromium's `beforeinstallprompt`, answered with `outcome` when prompted. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the install card', () => {
  afterEach(() => {
    act(() => forgetInstallOffer());
    localStorage.clear();
  });

  it("shows once Chromium offers to install, and keeps the browser's own mini-bar away", () => {
    render(<InstallPrompt now={() => NOW} storage={localStorage} device={browser} />);
    expect(screen.queryByRole('region', { name: t.promptHeading })).toBeNull();
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: t.promptHeading })).toBeTruthy();
  });

  it('asks the browser to install on ติดตั้ง and is gone once accepted, storing no dismissal', async () => {
    render(<InstallPrompt now={() => NOW} storage={localStorage} device={browser} />);
    const event = offerInstall('accepted');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.install })));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: t.promptHeading })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it("is put away for a week when the member cancels the browser's dialog", async () => {
    render(<InstallPrompt now={() => NOW} storage={localStorage} device={browser} />);
    offerInstall('dismissed');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.install })));
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe(String(NOW));
  });

  it('is put away on ไว้ทีหลัง with the time, hidden for 7 days, and shown again after', () => {
    const view = render(<InstallPrompt now={() => NOW} storage={localStorage} device={browser} />);
    offerInstall('accepted');
    fireEvent.click(screen.getByRole('button', { name: t.later }));
    expect(screen.queryByRole('region', { name: t.promptHeading })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe(String(NOW));
    view.unmount();

    const sixDaysOn = render(
      <InstallPrompt now={() => NOW + INSTALL_QUIET_MS - 60_000} storage={localStorage} device={browser} />,
    );
    expect(screen.queryByRole('region', { name: t.promptHeading })).toBeNull();
    sixDaysOn.unmount();

    render(<InstallPrompt now={() => NOW + INSTALL_QUIET_MS} storage={localStorage} device={browser} />);
    expect(screen.getByRole('region', { name: t.promptHeading })).toBeTruthy();
  });

  it('shows iOS Safari the steps to add the site to the home screen, with the same weekly rule', () => {
    const ios = { standalone: false, iosSafari: true };
    const view = render(<InstallPrompt now={() => NOW} storage={localStorage} device={ios} />);
    const card = screen.getByRole('region', { name: t.iosHeading });
    expect(card.textContent).toContain('เพิ่มไปยังหน้าจอโฮม');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual([
      `${t.iosShareStep.before}  ${t.iosShareStep.after}`,
      ...t.iosSteps,
    ]);
    expect(screen.getByRole('img', { name: t.shareButton })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.understood }));
    expect(screen.queryByRole('region', { name: t.iosHeading })).toBeNull();
    view.unmount();
    render(<InstallPrompt now={() => NOW + 3 * 24 * 3600_000} storage={localStorage} device={ios} />);
    expect(screen.queryByRole('region', { name: t.iosHeading })).toBeNull();
  });

  it('works on a browser that refuses storage: shown, and put away for this visit', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    render(<InstallPrompt now={() => NOW} storage={refusing} device={{ ...browser, iosSafari: true }} />);
    fireEvent.click(screen.getByRole('button', { name: t.understood }));
    expect(screen.queryByRole('region', { name: t.iosHeading })).toBeNull();
  });

  it('never shows in the installed app, even with an offer', () => {
    render(
      <InstallPrompt now={() => NOW} storage={localStorage} device={{ ...browser, standalone: true }} />,
    );
    offerInstall('accepted');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
