import { beforeEach, describe, expect, it } from 'vitest';
import type { Promotion } from '@ug99/contract';
import { STORAGE_KEYS } from './keys.ts';
import { useLobbyStore } from './lobby-store.ts';
import { useLocalStore } from './local-store.ts';
import { useSessionStore } from './session-store.ts';
import { currentAccessToken, useUserStore } from './user-store.ts';

const stored = (storage: Storage, key: string): Record<string, unknown> =>
  (JSON.parse(storage.getItem(key) ?? 'null') as { state: Record<string, unknown> } | null)?.state ?? {};

const promotion: Promotion = {
  id: 7,
  title: 'โบนัสฝากแรก',
  image: '/media/promo.svg',
  description: '',
  type: 'first_deposit',
  min_deposit: 100,
  bonus_percent: 50,
  bonus_cap: 500,
  turnover_multiplier: 5,
  categories: ['slot'],
  max_withdraw: null,
  per_member_limit: 1,
  starts_at: null,
  ends_at: null,
  agent_code: 'ug99',
};

beforeEach(() => {
  useUserStore.getState().clearUser();
  useSessionStore.setState({ navDrawer: false, selectedGame: null, selectedPromotion: null });
});

describe('store persistence', () => {
  it('keeps the bearer token and login state in localStorage, not in sessionStorage', () => {
    useUserStore.getState().loginSuccess('token-abc');
    expect(stored(localStorage, STORAGE_KEYS.user)).toMatchObject({
      authUser: { access_token: 'token-abc' },
      isLoggedIn: true,
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(currentAccessToken()).toBe('token-abc');
  });

  it('clearUser and logout forget the token and the user info', () => {
    useUserStore.getState().loginSuccess('token-abc');
    useUserStore.getState().setUserInfo({ user: { username: 'som', vip_level: 1 }, agent_code: 'ug99' });
    useUserStore.getState().logout();
    expect(stored(localStorage, STORAGE_KEYS.user)).toEqual({
      authUser: null,
      isLoggedIn: false,
      userInfo: null,
    });
    expect(currentAccessToken()).toBeNull();
  });

  it('keeps the agent code and the lobby lists in localStorage', () => {
    useLocalStore.getState().setAgentCode('ug99');
    const game = {
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      sub_provider_id: '',
      source: 'slot',
      name: 'ไก่ทอง',
      image: '',
      supports_demo: true,
      categories: ['slot', 'freespin'],
    };
    useLobbyStore.getState().setLobbyList('hot', [game]);
    expect(stored(localStorage, STORAGE_KEYS.local)).toEqual({ agentCode: 'ug99' });
    expect(stored(localStorage, STORAGE_KEYS.lobby)).toMatchObject({ hot: [game], last: [], freespin: [] });
    expect(sessionStorage.getItem(STORAGE_KEYS.local)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.lobby)).toBeNull();
  });

  it('keeps the selected game and promotion in sessionStorage only', () => {
    const game = {
      game_id: 'baccarat-classic',
      provider_id: 'demo',
      sub_provider_id: '',
      source: 'lobby',
      is_demo: true,
    };
    useSessionStore.getState().selectGame(game);
    useSessionStore.getState().selectPromotion(promotion);
    expect(stored(sessionStorage, STORAGE_KEYS.session)).toEqual({
      selectedGame: game,
      selectedPromotion: promotion,
    });
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('does not persist the drawer or the modal flags, so no dialog reopens after a reload', () => {
    useSessionStore.getState().toggleDrawer();
    useSessionStore.getState().openModal('event');
    expect(useSessionStore.getState().navDrawer).toBe(true);
    expect(useSessionStore.getState().modals.event).toBe(true);
    const persisted = stored(sessionStorage, STORAGE_KEYS.session);
    expect(persisted).not.toHaveProperty('modals');
    expect(persisted).not.toHaveProperty('navDrawer');
    useSessionStore.getState().closeModal('event');
    expect(useSessionStore.getState().modals.event).toBe(false);
  });
});
