import { queryOptions } from '@tanstack/react-query';
import { gameRoutes, type Wallet } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';
import type { GameRef } from '@/shared/store/session-store.ts';

/**
 * POST /api/game/wallets (docs/rules/games.md#choosing-a-wallet): the member's wallets allowed for this game,
 * ids as strings. A failure is toasted for 3 s by the API client (docs/rules/member-site.md#failures).
 */
export async function getGameWallets(game: GameRef, signal?: AbortSignal): Promise<Wallet[]> {
  const body = {
    game_id: game.game_id,
    provider_id: game.provider_id,
    sub_provider_id: game.sub_provider_id,
  };
  return unwrap(await callApi(gameRoutes.wallets, { body, signal }));
}

export const gameWalletsQueryOptions = (game: GameRef) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'game-wallets', game.provider_id, game.sub_provider_id, game.game_id],
    queryFn: ({ signal }) => getGameWallets(game, signal),
    // Balances move while the member plays: every opening of the sheet asks again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
