import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './index.ts';
import { gameRtp, rtpBasisPoints } from './rtp.ts';

const catalogueDoc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/GAMES.md'), 'utf8');

describe('configured RTP', () => {
  it('is known for every game, each row between 85% and 99%', () => {
    for (const game of GAME_IDS) {
      const rows = gameRtp(game);
      expect(rows.length, game).toBeGreaterThan(0);
      for (const { rtp } of rows) {
        expect(rtp).toBeGreaterThan(0.85);
        expect(rtp).toBeLessThan(0.99);
      }
    }
  });

  it('is the figure the catalogue table in docs/GAMES.md shows for every game and bet', () => {
    for (const game of GAME_IDS) {
      const row = catalogueDoc.split('\n').find((line) => line.includes(`| \`${game}\``));
      expect(row, game).toBeDefined();
      for (const { rtp } of gameRtp(game))
        expect(row, game).toContain(`${(rtpBasisPoints(rtp) / 100).toFixed(2)}%`);
    }
  });
});
