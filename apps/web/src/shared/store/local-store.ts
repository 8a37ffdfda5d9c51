import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './keys.ts';

interface LocalState {
  /** The agent code a member arrived with (`/?ag=CODE`); null until one is seen. */
  agentCode: string | null;
  setAgentCode: (agentCode: string) => void;
}

export const useLocalStore = create<LocalState>()(
  persist(
    (set) => ({
      agentCode: null,
      setAgentCode: (agentCode) => set({ agentCode }),
    }),
    {
      name: STORAGE_KEYS.local,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ agentCode }) => ({ agentCode }),
    },
  ),
);
