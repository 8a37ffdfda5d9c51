import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { memberInfo, rgSettings, walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';

const memberApi = {
  '/api/get_user_info': memberInfo({
    sub_bank: {
      bank_code: 'SCB',
      bank_name: 'ธนาคารไทยพาณิชย์',
      bank_account_no: 'xxxxxx4321',
      account_name: 'สมชาย ใจดี',
    },
  }),
  '/api/member/wallets': walletsWith(250.5, 100),
  '/api/member/points': { point: 30 },
  '/api/member/responsible_gaming': rgSettings(),
};

beforeEach(() => {
  useUserStore.getState().clearUser();
  useUserStore.getState().loginSuccess('tok');
});

describe('auth layout (member pages)', () => {
  it('asks the server who the member is on mount', async () => {
    const fetchMock = stubApi(memberApi);
    renderRoutes('/member');
    await screen.findByRole('heading', { level: 1, name: 'หน้าสมาชิก' });
    await waitFor(() => expect(callsTo(fetchMock, '/api/get_user_info').length).toBeGreaterThan(0));
    expect(await screen.findByText('สวัสดี 0812345678')).toBeDefined();
  });

  it('forgets a member whose token the server no longer accepts and goes to /login', async () => {
    stubApi({ ...memberApi, '/api/get_user_info': failWith('UNAUTHORIZED') });
    const { location } = renderRoutes('/member');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(useUserStore.getState()).toMatchObject({ isLoggedIn: false, authUser: null, userInfo: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeDefined();
  });

  it('shows the member home with each wallet and the panel’s total', async () => {
    stubApi(memberApi);
    renderRoutes('/member');
    const wallets = await screen.findByRole('region', { name: 'กระเป๋าเงิน' });
    expect(await within(wallets).findByText('฿250.50')).toBeDefined();
    const panel = screen.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    expect(await within(panel).findByText('฿350.50')).toBeDefined();
  });

  it('shows the profile with masked bank accounts and the responsible-gaming settings', async () => {
    stubApi(memberApi);
    renderRoutes('/member/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'โปรไฟล์' })).toBeDefined();
    expect(await screen.findByText('xxxxxx7890')).toBeDefined();
    expect(screen.getByText('xxxxxx4321')).toBeDefined();
    expect(screen.getByText('เลขบัญชีลงท้ายด้วย 7890')).toBeDefined();
    expect(screen.getByRole('form', { name: 'เปลี่ยนรหัสผ่าน' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'การเล่นอย่างรับผิดชอบ' })).toBeDefined();
  });
});
