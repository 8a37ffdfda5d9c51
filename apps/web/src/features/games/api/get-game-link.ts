import { AGENT_CODE, gameRoutes, type Envelope, type GameLinkResult } from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';
import type { GameRef } from '@/shared/store/session-store.ts';

/**
 * POST /api/game/link (docs/rules/games.md#launch): a one-time launch link for this game and wallet. The
 * envelope comes back whole, because a non-zero error is shown in the sheet's error dialog rather than as a
 * toast (docs/rules/games.md#choosing-a-wallet).
 */
export function getGameLink(
  game: GameRef,
  walletId: number,
  isMobile: boolean,
  signal?: AbortSignal,
): Promise<Envelope<GameLinkResult>> {
  const body = {
    wallet_id: walletId,
    game_id: game.game_id,
    provider_id: game.provider_id,
    is_mobile: isMobile,
    source: game.source,
  };
  return callApi(gameRoutes.link, { body, signal, toastOnFail: false });
}

/**
 * POST /api/game/demo (docs/rules/games.md#demo): a play-money link; no login needed. A failure is toasted
 * for 3 s by the API client (docs/rules/member-site.md#failures).
 */
export function getDemoLink(
  game: GameRef,
  isMobile: boolean,
  signal?: AbortSignal,
): Promise<Envelope<GameLinkResult>> {
  const body = {
    game_id: game.game_id,
    provider_id: game.provider_id,
    is_mobile: isMobile,
    source: game.source,
    agent_code: AGENT_CODE,
  };
  return callApi(gameRoutes.demo, { body, signal });
}
