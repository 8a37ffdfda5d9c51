// Sea creatures drawn by us as SVG shapes in a 100 × 60 box, facing right. The game model gives each
// fish a shape and colour (info.fish[].shape/color, from src/pages/labels.ts); this file knows shapes only.
import { drawing } from './svg.js';

const eye = (cx, cy) => [
  ['circle', { cx, cy, r: 4, fill: '#fff' }],
  ['circle', { cx: cx + 1, cy, r: 2, fill: '#111' }],
];

const SHAPES = {
  fish: (c) => [
    ['polygon', { points: '4,10 26,30 4,50', fill: c }],
    ['ellipse', { cx: 56, cy: 30, rx: 36, ry: 22, fill: c, stroke: '#fff', 'stroke-width': 2 }],
    ['path', { d: 'M46 10 V50 M62 10 V50', stroke: '#fff', 'stroke-width': 5 }],
    ...eye(78, 24),
  ],
  round: (c) => [
    ['polygon', { points: '6,18 22,30 6,42', fill: c }],
    ['circle', { cx: 54, cy: 30, r: 26, fill: c, stroke: '#fff6', 'stroke-width': 2 }],
    [
      'path',
      {
        d: 'M54 0 V6 M30 8 L36 12 M78 8 L72 12 M28 52 L34 48 M80 52 L74 48 M54 60 V54',
        stroke: c,
        'stroke-width': 4,
      },
    ],
    ...eye(68, 24),
  ],
  shell: (c) => [
    ['ellipse', { cx: 20, cy: 44, rx: 10, ry: 5, fill: '#9fd39b' }],
    ['ellipse', { cx: 70, cy: 46, rx: 12, ry: 5, fill: '#9fd39b' }],
    ['circle', { cx: 88, cy: 30, r: 9, fill: '#9fd39b' }],
    ['ellipse', { cx: 48, cy: 30, rx: 34, ry: 20, fill: c, stroke: '#2f6b3b', 'stroke-width': 3 }],
    [
      'path',
      {
        d: 'M30 22 L48 14 L66 22 L66 38 L48 46 L30 38 Z',
        fill: 'none',
        stroke: '#2f6b3b',
        'stroke-width': 2,
      },
    ],
    ['circle', { cx: 91, cy: 27, r: 2, fill: '#111' }],
  ],
  long: (c) => [
    ['polygon', { points: '2,8 18,30 2,52', fill: c }],
    [
      'path',
      { d: 'M14 30 Q40 10 80 22 L98 28 L80 34 Q40 50 14 30 Z', fill: c, stroke: '#fff', 'stroke-width': 2 },
    ],
    ['polygon', { points: '44,16 52,0 60,18', fill: c }],
    ...eye(74, 25),
  ],
  big: (c) => [
    ['path', { d: 'M2 12 Q14 30 2 48 L20 36 Z', fill: c }],
    [
      'path',
      {
        d: 'M16 32 Q30 6 70 8 Q98 12 96 34 Q92 54 56 54 Q26 54 16 32 Z',
        fill: c,
        stroke: '#fff',
        'stroke-width': 2,
      },
    ],
    ['path', { d: 'M40 44 Q64 50 90 40', stroke: '#cfe3ff', 'stroke-width': 3, fill: 'none' }],
    ...eye(80, 26),
  ],
  serpent: (c) => [
    [
      'path',
      {
        d: 'M4 36 Q18 10 32 34 T60 32 T80 26',
        stroke: c,
        'stroke-width': 12,
        fill: 'none',
        'stroke-linecap': 'round',
      },
    ],
    [
      'path',
      {
        d: 'M4 36 Q18 10 32 34 T60 32 T80 26',
        stroke: '#fff8',
        'stroke-width': 3,
        fill: 'none',
        'stroke-dasharray': '3 5',
      },
    ],
    ['ellipse', { cx: 86, cy: 24, rx: 12, ry: 9, fill: c, stroke: '#fff', 'stroke-width': 2 }],
    ['path', { d: 'M82 14 L78 4 M90 14 L94 4', stroke: '#fff', 'stroke-width': 3 }],
    ...eye(88, 21),
  ],
  crab: (c) => [
    ['path', { d: 'M30 40 L16 54 M40 44 L32 58 M70 40 L84 54 M60 44 L68 58', stroke: c, 'stroke-width': 4 }],
    ['ellipse', { cx: 50, cy: 34, rx: 28, ry: 16, fill: c, stroke: '#fff', 'stroke-width': 2 }],
    ['path', { d: 'M26 28 Q10 20 14 8 M74 28 Q90 20 86 8', stroke: c, 'stroke-width': 5, fill: 'none' }],
    ['circle', { cx: 14, cy: 8, r: 7, fill: c }],
    ['circle', { cx: 86, cy: 8, r: 7, fill: c }],
    ...eye(42, 22),
    ...eye(56, 22),
  ],
  tentacles: (c) => [
    [
      'path',
      {
        d: 'M40 34 Q20 40 4 30 M40 40 Q22 52 6 48 M44 44 Q30 58 14 58 M46 30 Q24 24 10 14',
        stroke: c,
        'stroke-width': 5,
        fill: 'none',
        'stroke-linecap': 'round',
      },
    ],
    ['ellipse', { cx: 66, cy: 30, rx: 28, ry: 20, fill: c, stroke: '#fff', 'stroke-width': 2 }],
    ...eye(78, 26),
  ],
  ray: (c) => [
    ['path', { d: 'M2 30 L30 30', stroke: c, 'stroke-width': 3 }],
    [
      'path',
      {
        d: 'M30 30 Q56 -6 70 14 Q84 22 98 30 Q84 38 70 46 Q56 66 30 30 Z',
        fill: c,
        stroke: '#fff',
        'stroke-width': 2,
      },
    ],
    ['circle', { cx: 82, cy: 27, r: 2, fill: '#fff' }],
  ],
};

export function fishArt(shape, color, name) {
  return drawing((SHAPES[shape] ?? SHAPES.fish)(color), name, '0 0 100 60');
}
