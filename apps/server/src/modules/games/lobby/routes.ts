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
import type { GameService } from './service.ts';

const tags = ['game'];
const security = [{ bearerAuth: [] }];

export function gameRoutes(games: GameService, requireMember: RequireMember): FastifyPluginAsyncZod {
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
      async (req) => ok(await games.list(req.query)),
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
      async (req) => ok(await games.lobby(req.query)),
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
      async (req) => ok(await games.lobbyConfig(req.query.lobby_key)),
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
