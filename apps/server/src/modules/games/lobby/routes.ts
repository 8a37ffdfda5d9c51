import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameDemoRequest,
  gameLinkRequest,
  gameLinkResult,
  gameListQuery,
  gameListResult,
  gameLobby,
  gameLobbyQuery,
  gameWalletsRequest,
  gameWalletsResult,
  lastPlayedList,
  lobbyConfig,
  lobbyConfigQuery,
  ok,
} from '@ug99/contract';
import { memberOf } from '#members';
import type { RequireMember } from '#members';
import { memberResponses } from '#members';
import { responses } from '#shared/responses.ts';
import { replyCached } from '#shared/cache/cached-reply.ts';
import type { ResponseCache } from '#shared/cache/response-cache.ts';
import type { GameService } from './service.ts';

const tags = ['game'];
const security = [{ bearerAuth: [] }];

/** The catalogue calls (list, lobby, lobby configs) are the same for everyone: served from `cache`. */
export function gameRoutes(
  games: GameService,
  requireMember: RequireMember,
  cache: ResponseCache,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/game/list',
      {
        schema: {
          tags,
          summary: 'Games by provider and category, in lobby order, paged (default 60)',
          querystring: gameListQuery,
          response: responses(gameListResult),
        },
      },
      (req, reply) => {
        const { provider, category, hot, page, limit } = req.query;
        const key = `game-list:${JSON.stringify([provider, category, hot, page, limit])}`;
        return replyCached(cache, req, reply, key, gameListResult, async () => ({
          data: await games.list(req.query),
        }));
      },
    );

    app.get(
      '/api/game/lobby',
      {
        schema: {
          tags,
          summary: "A category's providers and games",
          querystring: gameLobbyQuery,
          response: responses(gameLobby),
        },
      },
      (req, reply) => {
        const key = `game-lobby:${JSON.stringify([req.query.category, req.query.provider])}`;
        return replyCached(cache, req, reply, key, gameLobby, async () => ({
          data: await games.lobby(req.query),
        }));
      },
    );

    app.get(
      '/api/lobby/configs',
      {
        schema: {
          tags,
          summary: 'The sections a lobby page shows, in order',
          querystring: lobbyConfigQuery,
          response: responses(lobbyConfig),
        },
      },
      (req, reply) =>
        replyCached(cache, req, reply, `lobby-config:${req.query.lobby_key}`, lobbyConfig, async () => ({
          data: await games.lobbyConfig(req.query.lobby_key),
        })),
    );

    app.post(
      '/api/game/wallets',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's wallets this game may be played with",
          body: gameWalletsRequest,
          response: memberResponses(gameWalletsResult),
        },
      },
      async (req) => ok(await games.wallets(memberOf(req), req.body)),
    );

    app.post(
      '/api/game/link',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'A one-time launch link for the game, playing from the chosen wallet',
          body: gameLinkRequest,
          response: memberResponses(gameLinkResult),
        },
      },
      async (req) => ok(await games.link(memberOf(req), req.body)),
    );

    app.post(
      '/api/game/demo',
      {
        schema: {
          tags,
          summary: 'A demo link: play money, no wallet, no login',
          body: gameDemoRequest,
          response: responses(gameLinkResult),
        },
      },
      async (req) => ok(await games.demo(req.body)),
    );

    app.get(
      '/api/game/last',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's recently played games, newest first",
          response: memberResponses(lastPlayedList),
        },
      },
      async (req) => ok(await games.last(memberOf(req))),
    );
  };
}
