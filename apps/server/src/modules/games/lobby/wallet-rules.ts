import { GAME_CATALOGUE_CATEGORIES } from '@ug99/contract';
import type { CatalogueCategory, WalletTypeId } from '@ug99/contract';

/**
 * Which wallets may stake on which game categories (docs/rules/wallets.md#game-wallets). The main wallet
 * always; free credit everywhere for now; the promotion wallet only on the categories of the member's
 * active promotion (none without one: docs/rules/promotions.md#where-the-promotion-wallet-plays); the
 * affiliate wallet never, since commission is redeemed into main first.
 */
export const WALLET_CATEGORIES: Record<Exclude<WalletTypeId, 2>, readonly CatalogueCategory[]> = {
  1: GAME_CATALOGUE_CATEGORIES,
  3: GAME_CATALOGUE_CATEGORIES,
  4: [],
};

/** `promotionCategories`: the active promotion's categories, [] when the member has none. */
export function walletAllowsCategory(
  wallet: WalletTypeId,
  category: CatalogueCategory,
  promotionCategories: readonly string[],
): boolean {
  if (wallet === 2) return promotionCategories.includes(category);
  return WALLET_CATEGORIES[wallet].includes(category);
}
