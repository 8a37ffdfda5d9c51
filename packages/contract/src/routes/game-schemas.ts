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
} from '../game.ts';
import type { RouteSchemas } from './define.ts';

/**
 * The game catalogue and launch calls (docs/GAMES.md#member-calls): the catalogue and the demo are public,
 * the member's wallets, links and last games need a session.
 */
export const gameRouteSchemas = {
  list: {
    auth: 'public',
    summary: 'Games by provider and category, in lobby order, paged (default 60)',
    query: gameListQuery,
    response: gameListResult,
  },
  lobby: {
    auth: 'public',
    summary: "A category's providers and games",
    query: gameLobbyQuery,
    response: gameLobby,
  },
  lobbyConfig: {
    auth: 'public',
    summary: 'The sections a lobby page shows, in order',
    query: lobbyConfigQuery,
    response: lobbyConfig,
  },
  wallets: {
    auth: 'member',
    summary: "The member's wallets this game may be played with",
    body: gameWalletsRequest,
    response: gameWalletsResult,
  },
  link: {
    auth: 'member',
    summary: 'A one-time launch link for the game, playing from the chosen wallet',
    body: gameLinkRequest,
    response: gameLinkResult,
  },
  demo: {
    auth: 'public',
    summary: 'A demo link: play money, no wallet, no login',
    body: gameDemoRequest,
    response: gameLinkResult,
  },
  last: {
    auth: 'member',
    summary: "The member's recently played games, newest first",
    response: lastPlayedList,
  },
} as const satisfies Record<string, RouteSchemas>;
