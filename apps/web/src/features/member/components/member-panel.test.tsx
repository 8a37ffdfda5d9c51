import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import type { InboxPage } from '@ug99/contract';
import { callsTo, type FakeAnswer } from '@/test/fake-api.ts';
import { liveStream, stubApiWithLiveStream, type LiveStream } from '@/test/live-stream.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { renderWithApp } from '@/test/render.tsx';
import MemberPanel from './member-panel.tsx';

const NO_INBOX: InboxPage = { items: [], unread: 0, page: 1, total: 0 };

/** The panel's calls: the member's inbox (empty unless told) and a quiet live stream beside `api`. */
function stubApi(api: Record<string, FakeAnswer>, stream?: LiveStream) {
  return stubApiWithLiveStream({ '/api/member/inbox': NO_INBOX, ...api }, stream);
}

function renderPanel() {
  return renderWithApp(<h1>หน้าแรก</h1>, {
    route: '/member',
    extraRoutes: [{ path: '/member', element: <MemberPanel /> }],
  });
}

beforeEach(() => {
  useUserStore.getState().loginSuccess('tok');
  useUserStore.getState().setUserInfo({ user: { username: '0812345678', vip_level: 2 }, agent_code: 'ug99' });
});

describe('MemberPanel', () => {
  it('shows the username, the VIP level, the total of all wallets and the points linking to /redeem', async () => {
    stubApi({
      '/api/member/wallets': walletsWith(1000.1, 250.25, 0.05, 12),
      '/api/member/points': { point: 1250 },
    });
    renderPanel();
    const panel = screen.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    expect(within(panel).getByText('0812345678')).toBeDefined();
    expect(within(panel).getByText('สมาชิกระดับฮีโร่')).toBeDefined();
    expect(panel.querySelector('svg[data-vip="hero"]')).not.toBeNull();
    expect(await within(panel).findByText('฿1,262.40')).toBeDefined();
    const points = await within(panel).findByRole('link', { name: 'พอยท์ 1,250 แลกของรางวัล' });
    expect(points.getAttribute('href')).toBe('/redeem');
  });

  it('offers deposit and withdraw, shown from 1280 px only', () => {
    stubApi({ '/api/member/wallets': walletsWith(0), '/api/member/points': { point: 0 } });
    renderPanel();
    const deposit = screen.getByRole('link', { name: 'ฝากเงิน' });
    expect(deposit.getAttribute('href')).toBe('/member/deposit');
    expect(screen.getByRole('link', { name: 'ถอนเงิน' }).getAttribute('href')).toBe('/member/withdraw');
    expect(deposit.parentElement?.className).toContain('max-lg:hidden');
  });

  it('refetches the wallets on refresh and looks busy meanwhile', async () => {
    let release: (wallets: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (release = resolve));
    let call = 0;
    const fetchMock = stubApi({
      '/api/member/wallets': () => (call++ === 0 ? walletsWith(0) : held),
      '/api/member/points': { point: 0 },
    });
    renderPanel();
    expect(await screen.findByText('฿0.00')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'อัปเดตยอดเงิน' }));
    const busy = await screen.findByRole('button', { name: 'กำลังอัปเดตยอดเงิน' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.hasAttribute('disabled')).toBe(true);

    release(walletsWith(500));
    expect(await screen.findByText('฿500.00')).toBeDefined();
    expect(callsTo(fetchMock, '/api/member/wallets')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'อัปเดตยอดเงิน' }).hasAttribute('disabled')).toBe(false);
  });

  it('opens the 480 px menu with every item of the spec, in order, then logout', async () => {
    stubApi({ '/api/member/wallets': walletsWith(0), '/api/member/points': { point: 0 } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'เมนูสมาชิก' }));
    const dialog = await screen.findByRole('dialog', { name: 'เมนูสมาชิก' });
    expect(dialog.style.maxWidth).toBe('480px');
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['กล่องข้อความ', '/member/inbox'],
      ['โปรไฟล์', '/member/profile'],
      ['แนะนำเพื่อน', '/affiliate'],
      ['ภารกิจ/เครดิตฟรี', '/member/creditfree'],
      ['กงล้อนำโชค', '/member/wheel'],
      ['แลกของรางวัล', '/redeem'],
      ['คืนยอดเทิร์นรายวัน', '/cashback'],
      ['คืนยอดเสีย', '/winloss'],
      ['รับโปรโมชั่น', '/member/promotions'],
      ['ใช้คูปอง', '/member/coupon'],
      ['ธุรกรรมการเงิน', '/member/statement'],
    ]);
    const items = within(dialog).getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toBe('ออกจากระบบ');
  });

  it("shows the inbox's unread count on the menu button and its item, and re-reads it when an item arrives live", async () => {
    const stream = liveStream();
    let unread = 2;
    const fetchMock = stubApi(
      {
        '/api/member/wallets': walletsWith(0),
        '/api/member/points': { point: 0 },
        '/api/member/inbox': () => ({ ...NO_INBOX, unread, total: 3 }),
      },
      stream,
    );
    renderPanel();
    const button = await screen.findByRole('button', { name: 'เมนูสมาชิก ข้อความยังไม่อ่าน 2 รายการ' });
    await waitFor(() => expect(callsTo(fetchMock, '/api/member/events')).toHaveLength(1));
    unread = 3;
    await act(() => stream.push(`data: ${JSON.stringify({ type: 'inbox' })}\n\n`));
    expect(await screen.findByRole('button', { name: 'เมนูสมาชิก ข้อความยังไม่อ่าน 3 รายการ' })).toBe(button);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'เมนูสมาชิก' });
    expect(within(dialog).getByLabelText('ยังไม่อ่าน 3 รายการ').textContent).toBe('3');
  });

  it('asks before logging out; staying keeps the member logged in', async () => {
    const fetchMock = stubApi({ '/api/member/wallets': walletsWith(0), '/api/member/points': { point: 0 } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'เมนูสมาชิก' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'ออกจากระบบ' });
    expect(within(confirm).getByText('ต้องการออกจากระบบใช่หรือไม่?')).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'เมนูสมาชิก' })).toBeNull();
    const stay = within(confirm).getByRole('button', { name: 'ยังอยู่กับเรา' });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(useUserStore.getState().isLoggedIn).toBe(true);
    expect(callsTo(fetchMock, '/api/logout')).toEqual([]);
  });

  it('on ใช่แล้ว forgets the member, then revokes the token with /api/logout, goes home and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    let loggedInWhenRevoked: boolean | undefined;
    const fetchMock = stubApi({
      '/api/member/wallets': walletsWith(0),
      '/api/member/points': { point: 0 },
      '/api/logout': () => {
        loggedInWhenRevoked = useUserStore.getState().isLoggedIn;
        return null;
      },
    });
    const { router } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'เมนูสมาชิก' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ออกจากระบบ' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'ใช่แล้ว' })));

    await waitFor(() => expect(success).toHaveBeenCalledWith('ออกจากระบบเรียบร้อย'));
    expect(router.state.location.pathname).toBe('/');
    const [revoke, ...more] = callsTo(fetchMock, '/api/logout');
    expect(more).toEqual([]);
    expect(revoke?.headers.get('Authorization')).toBe('Bearer tok');
    // Forgotten first: no member call can follow the revocation and be refused as a lapsed session.
    expect(loggedInWhenRevoked).toBe(false);
    expect(useUserStore.getState()).toMatchObject({ isLoggedIn: false, authUser: null, userInfo: null });
  });
});
