import type { Notification } from '@ug99/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { renderWithApp } from '@/test/render.tsx';
import { notificationsQueryOptions } from './api/get-notifications.ts';
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
  useUserStore.getState().clearUser();
  useSessionStore.getState().closeModal('notification');
});

describe('useAutoOpenNotifications', () => {
  it('opens the announcements on mount for a logged-in member when there are some', () => {
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
