import { QueryClient } from '@tanstack/react-query';
import { retryNetworkOnce } from '../shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '../shared/session/index.ts';
import { useUserStore } from '../shared/store/user-store.ts';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: retryNetworkOnce, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  // A member query never runs without a session: during a logout the member panel is still on screen
  // for a moment after the member is forgotten, and a fetch then would only be refused with a 401.
  client.setQueryDefaults(MEMBER_QUERY_KEY, { enabled: () => useUserStore.getState().isLoggedIn });
  return client;
}
