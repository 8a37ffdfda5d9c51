import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocalStore } from '../shared/store/local-store.ts';
import { useUserStore } from '../shared/store/user-store.ts';
import { stubApi } from '../test/fake-api.ts';
import { memberInfo, walletsWith } from '../test/member-fixtures.ts';
import { renderRoutes } from '../test/render-routes.tsx';
import { validateLogin, validateMember } from './guards.ts';

const memberApi = {
  '/api/get_user_info': memberInfo(),
  '/api/member/wallets': walletsWith(0),
  '/api/member/points': { point: 0 },
};

beforeEach(() => {
  useUserStore.getState().clearUser();
  useLocalStore.setState({ agentCode: null });
});

describe('validateLogin (member pages)', () => {
  it('sends a visitor who came through an agent link to /login too, and keeps the agent code', async () => {
    stubApi(memberApi);
    useLocalStore.getState().setAgentCode('ug99');
    const { location } = renderRoutes('/lotto/bills');
    await waitFor(() => expect(location()).toBe('/login?next=%2Flotto%2Fbills'));
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeDefined();
    expect(useLocalStore.getState().agentCode).toBe('ug99');
  });

  it('sends any other visitor to /login, which will bring them back to the page', async () => {
    stubApi(memberApi);
    const { location } = renderRoutes('/member/statement?page=2');
    await waitFor(() => expect(location()).toBe('/login?next=%2Fmember%2Fstatement%3Fpage%3D2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeDefined();
  });

  it('lets a logged-in member in', () => {
    useUserStore.getState().loginSuccess('tok');
    expect(validateLogin()).toBeNull();
  });
});

describe('validateMember (login, register, forgot)', () => {
  it.each(['/login', '/register', '/forgot'])('sends a logged-in member from %s to /member', async (path) => {
    stubApi(memberApi);
    useUserStore.getState().loginSuccess('tok');
    const { location } = renderRoutes(path);
    await waitFor(() => expect(location()).toBe('/member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้าสมาชิก' })).toBeDefined();
  });

  it('lets a visitor in', () => {
    expect(validateMember()).toBeNull();
  });
});
