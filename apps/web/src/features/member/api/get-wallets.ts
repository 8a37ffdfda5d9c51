/** The wallets query is shared with the payment pages, so it lives in shared/session. */
export { getWallets, useWallets, walletsQueryOptions } from '@/shared/session/wallets.ts';
