import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { gameDemoRequest, gameLinkRequest, gameListQuery, gameWalletsRequest } from './game.ts';

describe('game calls', () => {
  it('defaults the game list to 60 games on page 1 and caps the limit at 200', () => {
    expect(gameListQuery.parse({})).toEqual({ limit: 60, page: 1 });
    expect(gameListQuery.safeParse({ limit: '201' }).success).toBe(false);
    expect(gameListQuery.safeParse({ category: 'lotto' }).success).toBe(false);
  });

  it('takes ids as strings and an empty sub-provider, as the spec’s client sends them', () => {
    expect(gameWalletsRequest.parse({ game_id: 'slot-golden-reels', provider_id: 'demo' })).toEqual({
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      sub_provider_id: '',
    });
    expect(gameWalletsRequest.safeParse({ game_id: 7, provider_id: 'demo' }).success).toBe(false);
  });

  it('accepts a wallet id as number or numeric text and defaults is_mobile and source', () => {
    expect(gameLinkRequest.parse({ wallet_id: '12', game_id: 'g', provider_id: 'demo' })).toEqual({
      wallet_id: 12,
      game_id: 'g',
      provider_id: 'demo',
      is_mobile: false,
      source: '',
    });
    expect(gameLinkRequest.safeParse({ wallet_id: 'x', game_id: 'g', provider_id: 'demo' }).success).toBe(
      false,
    );
  });

  it('needs the agent code for a demo link', () => {
    expect(gameDemoRequest.safeParse({ game_id: 'g', provider_id: 'demo' }).success).toBe(false);
  });

  it('keeps game errors in the 6xxx block, each with a Thai message', () => {
    const games = Object.values(ERRORS).filter((e) => e.code >= 6000 && e.code < 7000);
    expect(games).toHaveLength(5);
    for (const e of games) expect(e.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
