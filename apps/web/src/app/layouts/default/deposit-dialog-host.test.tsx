import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { DepositLink } from '@/shared/ui/deposit-link.tsx';
import { FakeResponse, stubApi } from '@/test/fake-api.ts';
import { paymentChannels, paymentInfo } from '@/test/payment-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { DepositDialogHost } from './deposit-dialog-host.tsx';

function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: px >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
  }));
}

const renderFrame = () =>
  renderWithApp(
    <>
      <h1>หน้าแรก</h1>
      <DepositLink className="btn">ฝากเงิน</DepositLink>
      <DepositDialogHost />
    </>,
    { extraRoutes: [{ path: '/member/deposit', element: <h1>หน้าฝากเงิน</h1> }] },
  );

beforeEach(() => {
  useUserStore.getState().loginSuccess('tok');
  stubApi({
    '/api/member/payment/channels': paymentChannels(),
    '/api/payment/info': paymentInfo(),
    '/api/payment/qrcode_info': new FakeResponse(200, {
      error: 5004,
      data: null,
      message: 'ไม่พบรายการฝากเงิน',
    }),
  });
});
afterEach(() => useSessionStore.getState().resetSession());

describe('the deposit buttons of the frame', () => {
  it('on a phone go to the /member/deposit page', async () => {
    screenWidth(390);
    const { router } = renderFrame();
    fireEvent.click(screen.getByRole('link', { name: 'ฝากเงิน' }));
    expect(await screen.findByRole('heading', { name: 'หน้าฝากเงิน' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/member/deposit');
    expect(useSessionStore.getState().modals.deposit).toBe(false);
  });

  it('from 1280 px turn on the deposit flag and open the flow as a dialog over the page', async () => {
    screenWidth(1280);
    const { router } = renderFrame();
    fireEvent.click(screen.getByRole('link', { name: 'ฝากเงิน' }));
    expect(useSessionStore.getState().modals.deposit).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'ฝากเงิน' });
    expect(await screen.findByRole('button', { name: 'ดำเนินการฝากเงิน' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(useSessionStore.getState().modals.deposit).toBe(false);
    expect(dialog.isConnected).toBe(false);
  });
});
