import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { stubApi } from '@/test/fake-api.ts';
import { memberInfo } from '@/test/member-fixtures.ts';
import { testQueryClient } from '@/test/render.tsx';
import { Component as LoginPage } from './login.tsx';
import { Component as RegisterPage } from './register.tsx';

const token = { access_token: 'tok-back', token_type: 'Bearer', expires_at: '2026-01-01T12:00:00Z' };
const game = {
  game_id: 'slot-golden-reels',
  provider_id: 'demo',
  sub_provider_id: '',
  source: 'slot',
  is_demo: false,
  name: 'โกลเด้นรีล',
};

/** The login and register pages, and two pages to come back to; `entry` is where the visitor arrives. */
function renderLogin(entry: { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/register', Component: RegisterPage },
      { path: '/slot', element: <h1>หน้าสล็อต</h1> },
      { path: '/member', element: <h1>หน้าสมาชิก</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function logIn() {
  fireEvent.change(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
  fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'tiger-lily-77' } });
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
}

beforeEach(() => {
  useUserStore.getState().clearUser();
  useSessionStore.getState().selectGame(null);
  stubApi({ '/api/login': token, '/api/get_user_info': memberInfo() });
});

// docs/ACCOUNTS.md#coming-back-after-login
describe('/login coming back', () => {
  it('goes back to the page that sent the visitor and opens the game they chose, for real money', async () => {
    const router = renderLogin({ pathname: '/login', search: '?next=%2Fslot', state: { openGame: game } });
    logIn();
    expect(await screen.findByRole('heading', { name: 'หน้าสล็อต' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/slot');
    expect(useSessionStore.getState().selectedGame).toEqual(game);
  });

  it.each(['//evil.example', 'https://evil.example/member', '/\\evil.example', '/login'])(
    'lands in the member area instead of following next=%s',
    async (next) => {
      const router = renderLogin({ pathname: '/login', search: `?next=${encodeURIComponent(next)}` });
      logIn();
      expect(await screen.findByRole('heading', { name: 'หน้าสมาชิก' })).toBeDefined();
      expect(router.state.location.pathname).toBe('/member');
      expect(useSessionStore.getState().selectedGame).toBeNull();
    },
  );

  it('keeps the way back and the game when the visitor switches to register', async () => {
    const router = renderLogin({ pathname: '/login', search: '?next=%2Fslot', state: { openGame: game } });
    fireEvent.click(screen.getByRole('link', { name: 'สมัครสมาชิก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.search).toBe('?next=%2Fslot');
    expect(router.state.location.state).toEqual({ openGame: game });
  });
});
