import type { QueryClient } from '@tanstack/react-query';
import { useLobbyStore } from '../store/lobby-store.ts';
import { useSessionStore } from '../store/session-store.ts';
import { useUserStore } from '../store/user-store.ts';
import { MEMBER_QUERY_KEY, userInfoQueryOptions } from './user-info.ts';

/**
 * Login or register answered error 0 (docs/rules/member-site.md#session-state): keep the bearer token, mark
 * the member logged in, and load their info before the caller moves on, so the next screen already knows the
 * member's name.
 */
export async function startSession(queryClient: QueryClient, accessToken: string): Promise<void> {
  queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
  // The "last played" list cached on this device may be the previous member's.
  useLobbyStore.getState().setLobbyList('last', []);
  useUserStore.getState().loginSuccess(accessToken);
  // prefetchQuery never throws: a failed info call is toasted, and the login itself still stands.
  await queryClient.prefetchQuery(userInfoQueryOptions);
}

/**
 * Forgets the member on this device: token, user info, the tab's selections and open dialogs, their
 * recently played games, and every cached member query.
 */
export function endSession(queryClient: QueryClient): void {
  useUserStore.getState().logout();
  useSessionStore.getState().resetSession();
  useLobbyStore.getState().setLobbyList('last', []);
  queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
}
