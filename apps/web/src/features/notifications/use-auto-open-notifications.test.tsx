import type { Notification } from '@ug99/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { renderWithApp } from '@/test/render.tsx';
import { notificationsQueryOptions } from './api/get-notifications.ts';
import { rememberAnnouncementsSeen } from './seen-announcements.ts';
import { useAutoOpenNotifications } from './use-auto-open-notifications.ts';

const one: Notification[] = [
  { id: 1, type: 'announcement', image: '/media/n.svg', title: 'ประกาศ', description: '' },
];

function Host() {
  useAutoOpenNotifications();
  return null;
}

const mount = (list: Notification[]) =>
  renderWithApp(<Host />, { seed: [[notificationsQueryOptions.queryKey, list]] });

beforeEach(() => {
  localStorage.clear();
  useUserStore.getState().clearUser();
  useSessionStore.getState().closeModal('notification');
});

describe('useAutoOpenNotifications', () => {
  it('opens the announcements on mount for a logged-in member when there are some', () => {
    useUserStore.getState().loginSuccess('tok');
    mount(one);
    expect(useSessionStore.getState().modals.notification).toBe(true);
  });

  /** What closing the dialog does (components/notification-dialog.tsx). */
  const dismiss = (list: Notification[]) => {
    rememberAnnouncementsSeen(list);
    useSessionStore.getState().closeModal('notification');
  };

  it('opens again on the next arrival while the member has not closed it', () => {
    useUserStore.getState().loginSuccess('tok');
    mount(one).unmount();
    useSessionStore.getState().closeModal('notification'); // a reload, not a dismissal
    mount(one);
    expect(useSessionStore.getState().modals.notification).toBe(true);
  });

  it('does not open again for announcements the member has closed (reload, return home)', () => {
    useUserStore.getState().loginSuccess('tok');
    mount(one).unmount();
    dismiss(one);
    mount(one);
    expect(useSessionStore.getState().modals.notification).toBe(false);
  });

  it('opens again for a new announcement, and for an edited one', () => {
    useUserStore.getState().loginSuccess('tok');
    dismiss(one);
    const added = [...one, { ...one[0]!, id: 2, title: 'ประกาศใหม่' }];
    mount(added).unmount();
    expect(useSessionStore.getState().modals.notification).toBe(true);
    dismiss(added);

    mount([{ ...added[0]!, description: 'แก้ไขรายละเอียด' }, added[1]!]);
    expect(useSessionStore.getState().modals.notification).toBe(true);
  });

  it('treats an unreadable stored value as nothing seen', () => {
    localStorage.setItem('ug99-announcements-seen', '{not json');
    useUserStore.getState().loginSuccess('tok');
    mount(one);
    expect(useSessionStore.getState().modals.notification).toBe(true);
  });

  it('does not interrupt a visitor', () => {
    mount(one);
    expect(useSessionStore.getState().modals.notification).toBe(false);
  });

  it('stays closed for a member when there is nothing to announce', () => {
    useUserStore.getState().loginSuccess('tok');
    mount([]);
    expect(useSessionStore.getState().modals.notification).toBe(false);
  });
});
