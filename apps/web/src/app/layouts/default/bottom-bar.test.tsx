import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { agentConfigQueryOptions } from '@/features/agent/index.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { agentConfig } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { BottomBar } from './bottom-bar.tsx';

const renderBar = () =>
  renderWithApp(<BottomBar />, { seed: [[agentConfigQueryOptions().queryKey, agentConfig]] });

const items = () =>
  within(screen.getByRole('navigation', { name: 'เมนูด้านล่าง' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => useUserStore.getState().clearUser());

describe('BottomBar', () => {
  it('offers a visitor home, affiliate, login, promotions and LINE contact', () => {
    renderBar();
    expect(items()).toEqual([
      ['หน้าแรก', '/'],
      ['แนะนำเพื่อน', '/affiliate'],
      ['เข้าสู่ระบบ', '/login'],
      ['โปรโมชั่น', '/promotions'],
      ['ติดต่อเรา(เปิดในหน้าต่างใหม่)', agentConfig.info.line_contact_url],
    ]);
  });

  it('offers a member profile, deposit and withdraw instead', () => {
    useUserStore.getState().loginSuccess('tok');
    renderBar();
    expect(items().slice(1, 4)).toEqual([
      ['โปรไฟล์', '/member/profile'],
      ['ฝากเงิน', '/member/deposit'],
      ['ถอนเงิน', '/member/withdraw'],
    ]);
  });

  it('opens the LINE contact in a new tab without giving it this window', () => {
    renderBar();
    const contact = screen.getByRole('link', { name: /ติดต่อเรา/ });
    expect(contact.getAttribute('target')).toBe('_blank');
    expect(contact.getAttribute('rel')).toContain('noopener');
  });
});
