import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './keys.ts';
import type { GameRef } from './session-store.ts';

/**
 * A game as a lobby list shows it: what opening it needs, its name and picture, whether it has a demo,
 * and the lobbies it is listed in (so a cached "hot" or "last" list can be narrowed to one category).
 */
export interface LobbyGame extends GameRef {
  name: string;
  image: string;
  supports_demo: boolean;
  categories: string[];
}

export const LOBBY_LISTS = ['last', 'hot', 'casino', 'slot', 'sport', 'fishing', 'freespin'] as const;
export type LobbyListName = (typeof LOBBY_LISTS)[number];

type LobbyLists = Record<LobbyListName, LobbyGame[]>;

interface LobbyState extends LobbyLists {
  setLobbyList: (name: LobbyListName, games: LobbyGame[]) => void;
}

const emptyLists = Object.fromEntries(LOBBY_LISTS.map((name) => [name, []])) as unknown as LobbyLists;

/** Cached lobby lists, so a returning member sees their last and hot games before the network answers. */
export const useLobbyStore = create<LobbyState>()(
  persist(
    (set) => ({
      ...emptyLists,
      setLobbyList: (name, games) => set({ [name]: games }),
    }),
    {
      name: STORAGE_KEYS.lobby,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) =>
        Object.fromEntries(LOBBY_LISTS.map((name) => [name, state[name]])) as unknown as LobbyLists,
    },
  ),
);
