import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { testQueryClient } from '@/test/render.tsx';
import { renderRoutes } from '@/test/render-routes.tsx';
import type { LiffSdk } from '../connect-line.ts';
import { LiffPage, liffLoader } from './liff.tsx';

/** A stand-in for `@line/liff`: logged in or not, with the ID token LINE would hand out. */
function fakeSdk(opts: { loggedIn: boolean; idToken?: string }) {
  const sdk = {
    init: vi.fn(async () => undefined),
    isLoggedIn: vi.fn(() => opts.loggedIn),
    login: vi.fn(),
    getIDToken: vi.fn(() => opts.idToken ?? null),
  } satisfies LiffSdk;
  return { sdk, load: vi.fn(async () => sdk) };
}

function renderLiff(path: string, liffId: string | undefined, load: () => Promise<LiffSdk>) {
  const router = createMemoryRouter(
    [
      { path: '/liff/:name?', loader: liffLoader(async () => liffId), element: <LiffPage sdk={load} /> },
      { path: '/member/deposit', element: <p>หน้าฝากเงิน</p> },
      { path: '/lotto/lobby', element: <p>หน้าหวย</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useUserStore.getState().clearUser();
});

describe('/liff/{name}', () => {
  it('without a LIFF id never loads the SDK and opens the site page at once', async () => {
    stubApi();
    const { load } = fakeSdk({ loggedIn: true });
    const router = renderLiff('/liff/lotto', undefined, load);
    expect(await screen.findByText('หน้าหวย')).toBeDefined();
    expect(router.state.location.pathname).toBe('/lotto/lobby');
    expect(load).not.toHaveBeenCalled();
  });

  it('with a LIFF id sends a visitor who is not logged in with LINE to LINE login', async () => {
    stubApi();
    const { sdk, load } = fakeSdk({ loggedIn: false });
    renderLiff('/liff/deposit', '1650000000-AbCdEfGh', load);
    await waitFor(() => expect(sdk.login).toHaveBeenCalledTimes(1));
    expect(sdk.init).toHaveBeenCalledWith({ liffId: '1650000000-AbCdEfGh' });
    expect(sdk.login.mock.calls[0]![0]).toEqual({ redirectUri: expect.stringContaining('/liff/deposit') });
    expect(screen.getByRole('status').textContent).toBe('กำลังเชื่อมต่อกับ LINE…');
  });

  it("links the LINE user with the ID token, then opens the site's page", async () => {
    useUserStore.getState().loginSuccess('tok');
    const fetchMock = stubApi({ '/api/member/line/link': { line_user_id: 'U1', display_name: 'สมชาย' } });
    const { load } = fakeSdk({ loggedIn: true, idToken: 'id-token-from-line' });
    const router = renderLiff('/liff/deposit', '1650000000-AbCdEfGh', load);
    expect(await screen.findByText('หน้าฝากเงิน')).toBeDefined();
    expect(callsTo(fetchMock, '/api/member/line/link').map((c) => c.body)).toEqual([
      { id_token: 'id-token-from-line' },
    ]);
    expect(router.state.location.pathname).toBe('/member/deposit');
  });

  it('asks a LINE user who is not logged in on the site to log in, and links nothing', async () => {
    const fetchMock = stubApi();
    const { load } = fakeSdk({ loggedIn: true, idToken: 'id-token-from-line' });
    renderLiff('/liff/deposit', '1650000000-AbCdEfGh', load);
    expect(await screen.findByText('เข้าสู่ระบบบัญชีสมาชิกก่อน เพื่อเชื่อมกับบัญชี LINE ของคุณ')).toBeDefined();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe(
      '/login?next=%2Fliff%2Fdeposit',
    );
    expect(callsTo(fetchMock, '/api/member/line/link')).toEqual([]);
  });

  it('works as a plain page when the link is refused', async () => {
    useUserStore.getState().loginSuccess('tok');
    stubApi({ '/api/member/line/link': failWith('LINE_USER_TAKEN') });
    const { load } = fakeSdk({ loggedIn: true, idToken: 'id-token-from-line' });
    renderLiff('/liff/deposit', '1650000000-AbCdEfGh', load);
    expect(await screen.findByText('เชื่อมต่อกับ LINE ไม่สำเร็จ ยังใช้งานหน้านี้ได้ตามปกติ')).toBeDefined();
    expect(screen.getByRole('link', { name: 'ไปหน้าฝากเงิน' }).getAttribute('href')).toBe('/member/deposit');
  });

  it('answers an unknown page name with the 404 page', async () => {
    stubApi();
    renderRoutes('/liff/casino');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeDefined();
  });

  it('/liff alone lists the LINE pages instead of the 404 page', async () => {
    stubApi();
    renderRoutes('/liff');
    expect(await screen.findByRole('heading', { level: 1, name: 'บริการผ่าน LINE' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'ฝากเงิน' }).getAttribute('href')).toBe('/liff/deposit');
    expect(screen.getByRole('link', { name: 'แทงหวย' }).getAttribute('href')).toBe('/liff/lotto');
    expect(screen.queryByRole('heading', { level: 1, name: '404' })).toBeNull();
  });
});
