import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { agentConfig, callsTo, FakeResponse, stubApi } from '@/test/fake-api.ts';
import { paymentChannels, paymentInfo } from '@/test/payment-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { DepositDialogHost } from './default/deposit-dialog-host.tsx';
import { PaymentLayout } from './payment-layout.tsx';

const RIBBON = 'ระบบชำระเงินทดสอบ (Sandbox) — ไม่มีการโอนเงินจริง';

function paymentApi(sandbox: boolean) {
  return stubApi({
    '/api/agent/config': { ...agentConfig, settings: { ...agentConfig.settings, sandbox_payments: sandbox } },
    '/api/member/payment/channels': paymentChannels(),
    '/api/payment/info': paymentInfo(),
    '/api/payment/qrcode_info': new FakeResponse(200, {
      error: 5004,
      data: null,
      message: 'ไม่พบรายการฝากเงิน',
    }),
  });
}

afterEach(() => useSessionStore.getState().resetSession());

describe('the sandbox ribbon', () => {
  it('is on the payment pages while the server runs the sandbox gateway', async () => {
    paymentApi(true);
    renderWithApp(<PaymentLayout />, { route: '/member/deposit' });
    expect((await screen.findByRole('note')).textContent).toBe(RIBBON);
  });

  it('is absent from the payment pages where payments are real', async () => {
    const fetchMock = paymentApi(false);
    renderWithApp(<PaymentLayout />, { route: '/member/deposit' });
    await waitFor(() => expect(callsTo(fetchMock, '/api/agent/config')).toHaveLength(1));
    expect(await screen.findByRole('link')).toBeDefined();
    expect(screen.queryByText(RIBBON)).toBeNull();
  });

  it('is in the deposit dialog of large screens too', async () => {
    paymentApi(true);
    useUserStore.getState().loginSuccess('tok');
    useSessionStore.getState().setModal('deposit', true);
    renderWithApp(<DepositDialogHost />);
    const dialog = await screen.findByRole('dialog', { name: 'ฝากเงิน' });
    expect(await within(dialog).findByText(RIBBON)).toBeDefined();
  });
});
