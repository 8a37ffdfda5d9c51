// A club crest drawn by us: a shield in the club's colour with a ball, for the match card.
import { drawing } from './svg.js';

export function crest(color, name) {
  const node = drawing(
    [
      [
        'path',
        {
          d: 'M50 4 L90 16 V48 Q90 80 50 96 Q10 80 10 48 V16 Z',
          fill: color,
          stroke: '#fff3c4',
          'stroke-width': 4,
        },
      ],
      ['path', { d: 'M10 40 H90', stroke: '#ffffff55', 'stroke-width': 10 }],
      ['circle', { cx: 50, cy: 54, r: 18, fill: '#fdfbf5', stroke: '#1a1a1a', 'stroke-width': 2 }],
      ['polygon', { points: '50,44 59,50 56,61 44,61 41,50', fill: '#1a1a1a' }],
    ],
    name,
  );
  node.classList.add('crest');
  return node;
}
