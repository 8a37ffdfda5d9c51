import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MAIN_WALLET_TYPE_ID, walletRoutes, type Wallet } from '@ug99/contract';
import { callApi, unwrap } from '../api/index.ts';
import { MEMBER_QUERY_KEY } from './user-info.ts';

/**
 * The member's wallets are read by the member panel and by the payment pages (withdrawable balance,
 * the balance after a deposit), so the query lives here rather than in either feature.
 */

/**
 * POST /api/member/wallets (docs/rules/wallets.md#wallet-types): every wallet of the member with its balance
 * in baht.
 */
export async function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  return unwrap(await callApi(walletRoutes.wallets, { signal }));
}

export const walletsQueryOptions = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'wallets'],
  queryFn: ({ signal }) => getWallets(signal),
});

export function useWallets() {
  return useQuery(walletsQueryOptions);
}

/**
 * The main wallet (the contract's MAIN_WALLET_TYPE_ID, docs/rules/wallets.md#wallet-types), the only
 * one deposits credit and withdrawals draw on.
 */

export function mainWalletOf(wallets: readonly Wallet[]): Wallet | undefined {
  return wallets.find((w) => w.wallet_type_id === MAIN_WALLET_TYPE_ID);
}

/**
 * After money moved (a deposit credited, a withdrawal held): the panel's total, the points a deposit
 * earns and the statement are stale. Invalidating refetches what is on screen and marks the rest.
 */
export function refreshMemberMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ['wallets', 'points', 'statement'].map((part) =>
      queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, part] }),
    ),
  ).then(() => undefined);
}
