import type { Notification } from '@ug99/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { notificationsQueryOptions } from '../api/get-notifications.ts';
import { hasUnseenAnnouncement } from '../seen-announcements.ts';
import NotificationDialog from './notification-dialog.tsx';

const notifications: Notification[] = [
  { id: 1, type: 'announcement', image: '/media/a.svg', title: 'ปิดปรับปรุงระบบ', description: 'คืนนี้ 02:00' },
  { id: 2, type: 'promotion', image: '/media/b.svg', title: 'โบนัสวันเกิด', description: 'รับเลย' },
];

function renderDialog(list: Notification[]) {
  useSessionStore.getState().openModal('notification');
  return renderWithApp(<NotificationDialog />, { seed: [[notificationsQueryOptions.queryKey, list]] });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().closeModal('notification');
});

describe('NotificationDialog', () => {
  it('steps through the announcements with ถัดไป and closes with ปิด on the last one', () => {
    renderDialog(notifications);
    const dialog = screen.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(within(dialog).getByRole('heading', { name: 'ปิดปรับปรุงระบบ' })).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'ปิด' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'ถัดไป' }));
    expect(within(dialog).getByRole('heading', { name: 'โบนัสวันเกิด' })).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'ถัดไป' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(useSessionStore.getState().modals.notification).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says there is nothing to announce when the list is empty', () => {
    renderDialog([]);
    const dialog = screen.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(within(dialog).getByText('ไม่มีประกาศสำคัญในตอนนี้')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeDefined();
  });

  it('remembers the announcements as seen when it closes, and not before', () => {
    renderDialog(notifications);
    const dialog = screen.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(hasUnseenAnnouncement(notifications)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ถัดไป' }));
    expect(hasUnseenAnnouncement(notifications)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(hasUnseenAnnouncement(notifications)).toBe(false);
  });
});
