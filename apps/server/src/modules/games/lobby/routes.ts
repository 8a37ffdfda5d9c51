import { gameListResult, gameLobby, lobbyConfig, ok } from '@ug99/contract';
import type { gameRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import { replyCached } from '#shared/cache/cached-reply.ts';
import type { ResponseCache } from '#shared/cache/response-cache.ts';
import type { GameService } from './service.ts';

/**
 * The game catalogue and launch calls (docs/GAMES.md#member-calls), as the route table lists them. The
 * catalogue calls (list, lobby, lobby configs) are the same for everyone: served from `cache`.
 */
export function gameHandlers(games: GameService, cache: ResponseCache): ApiHandlers<typeof gameRouteSchemas> {
  return {
    list: async (req, reply) => {
      const { provider, category, hot, page, limit } = req.query;
      const key = `game-list:${JSON.stringify([provider, category, hot, page, limit])}`;
      return replyCached(cache, req, reply, key, gameListResult, async () => ({
        data: await games.list(req.query),
      }));
    },
    lobby: async (req, reply) => {
      const key = `game-lobby:${JSON.stringify([req.query.category, req.query.provider])}`;
      return replyCached(cache, req, reply, key, gameLobby, async () => ({
        data: await games.lobby(req.query),
      }));
    },
    lobbyConfig: async (req, reply) =>
      replyCached(cache, req, reply, `lobby-config:${req.query.lobby_key}`, lobbyConfig, async () => ({
        data: await games.lobbyConfig(req.query.lobby_key),
      })),
    wallets: async (req) => ok(await games.wallets(memberOf(req), req.body)),
    link: async (req) => ok(await games.link(memberOf(req), req.body)),
    demo: async (req) => ok(await games.demo(req.body)),
    last: async (req) => ok(await games.last(memberOf(req))),
  };
}
