import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Promotion } from '@ug99/contract';
import { STORAGE_KEYS } from './keys.ts';

/**
 * What opening a game needs (docs/rules/member-site.md#store). Ids are strings, as the game calls send them;
 * sub_provider_id is '' for a provider without sub-providers. `source` says where the game was opened
 * from ('slot', 'lobby', 'play'...).
 */
export interface GameRef {
  game_id: string;
  provider_id: string;
  sub_provider_id: string;
  source: string;
}

export interface SelectedGame extends GameRef {
  is_demo: boolean;
  /** The game's Thai name, for the sheet's title; not sent to the server. */
  name?: string;
}

export const MODALS = ['promotion', 'notification', 'deposit', 'login', 'register', 'event'] as const;
export type ModalName = (typeof MODALS)[number];

type ModalFlags = Record<ModalName, boolean>;

interface SessionState {
  navDrawer: boolean;
  modals: ModalFlags;
  selectedPromotion: Promotion | null;
  selectedGame: SelectedGame | null;
  toggleDrawer: () => void;
  openModal: (name: ModalName) => void;
  closeModal: (name: ModalName) => void;
  setModal: (name: ModalName, open: boolean) => void;
  selectPromotion: (promotion: Promotion | null) => void;
  selectGame: (game: SelectedGame | null) => void;
  /**
   * Logout: nothing of the member's journey in this tab survives (docs/rules/member-site.md#session-state).
   */
  resetSession: () => void;
}

const closedModals = Object.fromEntries(MODALS.map((name) => [name, false])) as ModalFlags;

/** UI state of this tab. Only the selections survive a reload (see keys.ts). */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      navDrawer: false,
      modals: closedModals,
      selectedPromotion: null,
      selectedGame: null,
      toggleDrawer: () => set((s) => ({ navDrawer: !s.navDrawer })),
      openModal: (name) => set((s) => ({ modals: { ...s.modals, [name]: true } })),
      closeModal: (name) => set((s) => ({ modals: { ...s.modals, [name]: false } })),
      setModal: (name, open) => set((s) => ({ modals: { ...s.modals, [name]: open } })),
      selectPromotion: (selectedPromotion) => set({ selectedPromotion }),
      selectGame: (selectedGame) => set({ selectedGame }),
      resetSession: () =>
        set({ navDrawer: false, modals: closedModals, selectedPromotion: null, selectedGame: null }),
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ selectedPromotion, selectedGame }) => ({ selectedPromotion, selectedGame }),
    },
  ),
);
