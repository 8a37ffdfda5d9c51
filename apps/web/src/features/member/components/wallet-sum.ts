import { bahtToSatang, satangToBaht, type Wallet } from '@ug99/contract';

/**
 * docs/rules/wallets.md#total-balance: the member's total is the sum of all wallets, added up in satang so no
 * satang is lost.
 */
export function totalOfWallets(wallets: readonly Pick<Wallet, 'balance'>[]): number {
  return satangToBaht(wallets.reduce((sum, wallet) => sum + bahtToSatang(wallet.balance), 0n));
}
