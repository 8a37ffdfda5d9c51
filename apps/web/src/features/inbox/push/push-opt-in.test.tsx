import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi, type FakeCall } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { inboxTh } from '../th.ts';
import { PushOptIn } from './push-opt-in.tsx';

const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/** A browser with push: a registration whose push manager hands out one subscription. */
function fakePushBrowser(permission: NotificationPermission) {
  let subscription: {
    endpoint: string;
    toJSON(): typeof subscriptionJson;
    unsubscribe(): Promise<boolean>;
  } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: string }) => {
      expect(options.applicationServerKey).toBe('PUBLIC-KEY');
      subscription = {
        endpoint: subscriptionJson.endpoint,
        toJSON: () => subscriptionJson,
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
      };
      return subscription;
    }),
  };
  const registration = { scope: 'http://localhost/', active: {}, pushManager };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => 'granted') });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistration: vi.fn(async () => (subscription ? registration : undefined)) },
  });
  return { register, pushManager };
}

describe('web push opt-in on the inbox page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says so when the browser cannot receive push, pointing iPhone users to the home screen', async () => {
    stubApi({});
    renderWithApp(<PushOptIn />);
    expect(await screen.findByText(inboxTh.pushUnsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: inboxTh.pushTurnOn })).toBeNull();
  });

  it('says where to allow it when the browser blocked notifications', async () => {
    fakePushBrowser('denied');
    stubApi({});
    renderWithApp(<PushOptIn />);
    expect(await screen.findByText(inboxTh.pushDenied)).toBeTruthy();
  });

  describe('with a browser that can', () => {
    let browser: ReturnType<typeof fakePushBrowser>;
    let api: ReturnType<typeof stubApi>;
    beforeEach(() => {
      browser = fakePushBrowser('default');
      api = stubApi({
        '/api/member/push/key': () => ({ public_key: 'PUBLIC-KEY' }),
        '/api/member/push/subscribe': (call: FakeCall) => ({
          kinds: (call.body as { kinds: string[] }).kinds,
        }),
        '/api/member/push/unsubscribe': () => ({ removed: true }),
      });
    });

    it('subscribes this device with the chosen groups, then turns it off', async () => {
      renderWithApp(<PushOptIn />);
      fireEvent.click(await screen.findByRole('checkbox', { name: inboxTh.pushGroups.rewards }));
      fireEvent.click(screen.getByRole('button', { name: inboxTh.pushTurnOn }));
      expect((await screen.findByRole('status')).textContent).toBe(inboxTh.pushSaved);
      // The site's one worker, which also precaches the app (docs/PWA.md).
      expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
      expect(callsTo(api, '/api/member/push/subscribe').map((c) => c.body)).toEqual([
        {
          ...subscriptionJson,
          kinds: [
            'deposit_credited',
            'deposit_flagged',
            'withdrawal_paid',
            'withdrawal_rejected',
            'bill_won',
            'bill_lost',
            'limit_changed',
            'announcement',
          ],
        },
      ]);

      fireEvent.click(screen.getByRole('button', { name: inboxTh.pushTurnOff }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(inboxTh.pushTurnedOff));
      expect(callsTo(api, '/api/member/push/unsubscribe').map((c) => c.body)).toEqual([
        { endpoint: subscriptionJson.endpoint },
      ]);
      expect(screen.getByRole('button', { name: inboxTh.pushTurnOn })).toBeTruthy();
    });

    it('cannot turn on with no group chosen', async () => {
      renderWithApp(<PushOptIn />);
      for (const name of Object.values(inboxTh.pushGroups)) {
        fireEvent.click(await screen.findByRole('checkbox', { name }));
      }
      expect((screen.getByRole('button', { name: inboxTh.pushTurnOn }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    });
  });
});
