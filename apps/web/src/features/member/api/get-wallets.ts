import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@ug99/contract';
import { apiRequest, unwrap } from '../../../shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '../../../shared/session/index.ts';

/** POST /api/member/wallets (spec §7): every wallet of the member with its balance in baht. */
export async function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  return unwrap(await apiRequest<Wallet[]>('/api/member/wallets', { method: 'POST', signal }));
}

export const walletsQueryOptions = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'wallets'],
  queryFn: ({ signal }) => getWallets(signal),
});

export function useWallets() {
  return useQuery(walletsQueryOptions);
}
