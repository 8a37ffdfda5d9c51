import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { agentConfig, stubApi } from '@/test/fake-api.ts';
import { memberInfo } from '@/test/member-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import { agentConfigQueryOptions } from '@/features/agent/index.ts';
import { AuthDialogs } from './auth-dialogs.tsx';
import { Header } from './header.tsx';

function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: px >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
  }));
}

const renderHeaderWithDialogs = () =>
  renderWithApp(
    <>
      <Header />
      <AuthDialogs />
    </>,
    {
      seed: [
        [agentConfigQueryOptions().queryKey, agentConfig],
        [['notifications'], []],
      ],
    },
  );

beforeEach(() => useUserStore.getState().clearUser());
afterEach(() => useSessionStore.getState().resetSession());

describe('login and register dialogs', () => {
  it('open from the header on a 1280 px screen, over the current page', async () => {
    stubApi();
    screenWidth(1280);
    const { router } = renderHeaderWithDialogs();
    fireEvent.click(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await screen.findByRole('dialog', { name: 'สมัครสมาชิก' })).toBeDefined();
    expect(useSessionStore.getState().modals).toMatchObject({ login: false, register: true });
  });

  it('are plain links to the pages on a phone', () => {
    stubApi();
    screenWidth(390);
    const { router } = renderHeaderWithDialogs();
    fireEvent.click(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().modals.login).toBe(false);
  });

  it('log the member in inside the dialog and close it', async () => {
    const success = vi.spyOn(toast, 'success');
    stubApi({
      '/api/login': { access_token: 'tok-d', token_type: 'Bearer', expires_at: '2026-01-01T12:00:00Z' },
      '/api/get_user_info': memberInfo(),
    });
    useSessionStore.getState().openModal('login');
    renderWithApp(<AuthDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    fireEvent.change(within(dialog).getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
    fireEvent.change(within(dialog).getByLabelText('รหัสผ่าน'), { target: { value: 'secret-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useUserStore.getState().isLoggedIn).toBe(true);
    expect(success).toHaveBeenCalledWith('เข้าสู่ระบบสำเร็จ');
  });
});
