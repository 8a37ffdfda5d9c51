import { DEMO_GAME_NAMES } from '@ug99/contract';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../games/index.ts';
import { gamePage } from './render.ts';

// docs/GAMES.md#one-name: the page of a game carries the name its lobby tile shows.
describe('game page names', () => {
  it('has a catalogue name for every game the provider hosts, and no name without a game', () => {
    expect([...GAME_IDS].sort()).toEqual(Object.keys(DEMO_GAME_NAMES).sort());
  });

  it.each(GAME_IDS)('titles %s with its catalogue name', (game) => {
    const html = gamePage(game, 'session-1', 'demo');
    const name = DEMO_GAME_NAMES[game];
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain(`<h1>${name}</h1>`);
  });
});
