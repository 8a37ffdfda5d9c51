import { GAME_CATALOGUE_CATEGORIES } from '@ug99/contract';
import type { CatalogueCategory, WalletTypeId } from '@ug99/contract';

/**
 * Which wallets may stake on which game categories (docs/rules/wallets.md#game-wallets). The main wallet
 * always; free credit everywhere for now; a promotion's locked money only on slot and fishing, the
 * games promotions' turnover is meant for; the affiliate wallet never, since commission is redeemed
 * into main first. A promotion or free-credit rule that names its own categories will narrow this.
 */
export const WALLET_CATEGORIES: Record<WalletTypeId, readonly CatalogueCategory[]> = {
  1: GAME_CATALOGUE_CATEGORIES,
  2: ['slot', 'fishing'],
  3: GAME_CATALOGUE_CATEGORIES,
  4: [],
};

export function walletAllowsCategory(wallet: WalletTypeId, category: CatalogueCategory): boolean {
  return WALLET_CATEGORIES[wallet].includes(category);
}
