import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agentConfigQueryOptions } from '@/features/agent/index.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { returnPathOf } from '@/shared/session/return-to.ts';
import { agentConfig } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { Header } from './header.tsx';

const announcement = { id: 1, type: 'announcement', image: '/media/n.svg', title: 'ประกาศ', description: '' };

const renderHeader = (notifications: unknown[] = [], route = '/') =>
  renderWithApp(<Header />, {
    route,
    seed: [
      [agentConfigQueryOptions().queryKey, agentConfig],
      [['notifications'], notifications],
    ],
  });

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  scrollTo(0);
  useUserStore.getState().clearUser();
});

describe('Header', () => {
  it('lists the eight menu links in the spec order', () => {
    renderHeader();
    const links = within(screen.getByRole('navigation', { name: 'เมนูหลัก' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/slot',
      '/lotto/lobby',
      '/casino',
      '/sport',
      '/affiliate',
      '/promotions',
      '/winloss',
      '/redeem',
    ]);
  });

  it('shows register and login to visitors only', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');
    act(() => useUserStore.getState().loginSuccess('tok'));
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิก' })).toBeNull();
  });

  it('sends login to /login with this page as next, so the member comes back to it, except from home and the auth pages', () => {
    const { router, unmount } = renderHeader([], '/lotto/42?tab=bills');
    const login = screen.getByRole('link', { name: 'เข้าสู่ระบบ' });
    expect(login.getAttribute('href')).toBe('/login?next=%2Flotto%2F42%3Ftab%3Dbills');
    // jsdom has no matchMedia: a phone, where the link leaves the page instead of opening the dialog.
    fireEvent.click(login);
    expect(router.state.location.pathname).toBe('/login');
    expect(returnPathOf(router.state.location.search)).toBe('/lotto/42?tab=bills');
    unmount();

    for (const route of ['/', '/login?next=%2Fslot', '/register?ref=ABC123', '//evil.example/x']) {
      const view = renderHeader([], route);
      expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href'), route).toBe('/login');
      view.unmount();
    }
  });

  it('becomes fixed only after 80 px of scroll', () => {
    const { container } = renderHeader();
    const bar = container.querySelector('[data-fixed]');
    scrollTo(80);
    expect(bar?.getAttribute('data-fixed')).toBe('false');
    scrollTo(81);
    expect(bar?.getAttribute('data-fixed')).toBe('true');
    scrollTo(10);
    expect(bar?.getAttribute('data-fixed')).toBe('false');
  });

  it('shows the announcement bell to members on desktop only, never to visitors (issue 18 §7)', () => {
    renderHeader([announcement]);
    expect(screen.queryByRole('button', { name: 'ประกาศ' })).toBeNull();
    act(() => useUserStore.getState().loginSuccess('tok'));
    const bell = screen.getByRole('button', { name: 'ประกาศ' });
    expect(bell.className.split(' ')).toContain('max-md:hidden');
  });
});
