import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './keys.ts';

/** The member as the site knows them after login (docs/rules/member-site.md#store). */
export interface UserInfo {
  user: { username: string; vip_level: number };
  agent_code: string;
}

export interface AuthUser {
  access_token: string;
}

interface UserState {
  authUser: AuthUser | null;
  isLoggedIn: boolean;
  userInfo: UserInfo | null;
  /**
   * Login answered error 0: keep the bearer token for member calls (docs/rules/member-site.md#session-state).
   */
  loginSuccess: (accessToken: string) => void;
  setUserInfo: (userInfo: UserInfo) => void;
  /** Failed login, 401, or a finished logout: forget the member entirely. */
  clearUser: () => void;
  logout: () => void;
}

const signedOut = { authUser: null, isLoggedIn: false, userInfo: null } as const;

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      ...signedOut,
      loginSuccess: (accessToken) => set({ authUser: { access_token: accessToken }, isLoggedIn: true }),
      setUserInfo: (userInfo) => set({ userInfo }),
      clearUser: () => set(signedOut),
      logout: () => set(signedOut),
    }),
    {
      name: STORAGE_KEYS.user,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ authUser, isLoggedIn, userInfo }) => ({ authUser, isLoggedIn, userInfo }),
    },
  ),
);

/** The bearer token to send, or null for a visitor. */
export function currentAccessToken(): string | null {
  const { isLoggedIn, authUser } = useUserStore.getState();
  return isLoggedIn && authUser ? authUser.access_token : null;
}
