import { describe, expect, it } from 'vitest';
import { walletsWith } from '@/test/member-fixtures.ts';
import { dragonWays, goldenReels } from '../test/catalogue.ts';
import { autoSelectedWallet, filterGames, inCategory, playableWallets, toLobbyGame } from './game-rules.ts';

const lobbyGames = [toLobbyGame(goldenReels, 'slot'), toLobbyGame(dragonWays, 'slot')];

describe('playableWallets', () => {
  it('keeps wallets with a balance above 0 and the main wallet even when it is empty', () => {
    expect(playableWallets(walletsWith(0, 10, 0, 0.01)).map((w) => w.wallet_type_id)).toEqual([1, 2, 4]);
  });

  it('drops a negative or zero wallet that is not the main one', () => {
    expect(playableWallets(walletsWith(5, 0, -1, 0)).map((w) => w.wallet_type_id)).toEqual([1]);
  });
});

describe('autoSelectedWallet', () => {
  it('chooses the wallet when exactly one is left, and none otherwise', () => {
    const [main, promotion] = walletsWith(1, 2);
    expect(autoSelectedWallet([main!])).toBe(main);
    expect(autoSelectedWallet([main!, promotion!])).toBeNull();
    expect(autoSelectedWallet([])).toBeNull();
  });
});

describe('filterGames', () => {
  it('keeps the games of the chosen provider', () => {
    expect(filterGames(lobbyGames, { provider: 'pgx', search: '' }).map((g) => g.game_id)).toEqual([
      'dragon-ways',
    ]);
  });

  it('matches any part of the Thai name, ignoring spaces', () => {
    expect(filterGames(lobbyGames, { provider: '', search: 'เด้น รี' }).map((g) => g.game_id)).toEqual([
      'slot-golden-reels',
    ]);
  });

  it('matches Latin names whatever their case', () => {
    expect(filterGames(lobbyGames, { provider: '', search: 'dragon' }).map((g) => g.game_id)).toEqual([
      'dragon-ways',
    ]);
  });

  it('applies provider and search together', () => {
    expect(filterGames(lobbyGames, { provider: 'demo', search: 'dragon' })).toEqual([]);
  });
});

describe('inCategory', () => {
  it('narrows a cached list to the games listed in a category, the slot with free spins included', () => {
    expect(inCategory(lobbyGames, 'freespin').map((g) => g.game_id)).toEqual(['slot-golden-reels']);
    expect(inCategory(lobbyGames, '')).toHaveLength(2);
  });
});
