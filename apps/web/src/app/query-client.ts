import { QueryClient } from '@tanstack/react-query';
import { retryNetworkOnce } from '../shared/api/index.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryNetworkOnce, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
