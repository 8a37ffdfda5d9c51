import { MAIN_WALLET_TYPE_ID, type Game, type Wallet } from '@ug99/contract';
import type { LobbyGame } from '@/shared/store/lobby-store.ts';

/**
 * docs/rules/games.md#choosing-a-wallet: keep the wallets with a balance above 0, and the main wallet
 * whatever its balance (an empty main wallet still shows, so the member sees why a game cannot start).
 */
export function playableWallets(wallets: readonly Wallet[]): Wallet[] {
  return wallets.filter((w) => w.balance > 0 || w.wallet_type_id === MAIN_WALLET_TYPE_ID);
}

/**
 * docs/rules/games.md#choosing-a-wallet: exactly one wallet left is chosen for the member; otherwise they
 * pick.
 */
export function autoSelectedWallet(wallets: readonly Wallet[]): Wallet | null {
  return wallets.length === 1 ? wallets[0]! : null;
}

/**
 * A catalogue game as the lobby lists keep it (docs/rules/games.md#lobby-lists), tagged with the list it was
 * opened from.
 */
export function toLobbyGame(game: Game, source: string): LobbyGame {
  return {
    game_id: game.game_id,
    provider_id: game.provider_id,
    sub_provider_id: game.sub_provider_id,
    source,
    name: game.name,
    image: game.image,
    supports_demo: game.supports_demo,
    categories: game.categories,
  };
}

export interface GameFilter {
  /** '' for every provider. */
  provider: string;
  search: string;
}

// Thai has no letter case, but members type game names in Latin letters too ("Baccarat").
const normalise = (text: string) => text.normalize('NFC').toLocaleLowerCase('th-TH').replace(/\s+/g, '');

/** The lobby's provider filter and search: the search matches any part of the name, ignoring spaces. */
export function filterGames<T extends LobbyGame>(games: readonly T[], filter: GameFilter): T[] {
  const search = normalise(filter.search);
  return games.filter(
    (g) =>
      (filter.provider === '' || g.provider_id === filter.provider) &&
      (search === '' || normalise(g.name).includes(search)),
  );
}

/** Phones and tablets get the provider's touch layout (the `is_mobile` of the link calls). */
export function isMobileDevice(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse)').matches || window.matchMedia('(max-width: 959px)').matches;
}

/** The games of a cached list that are listed in `category` ('' keeps them all). */
export function inCategory<T extends LobbyGame>(games: readonly T[], category: string): T[] {
  return category === '' ? [...games] : games.filter((g) => g.categories.includes(category));
}
