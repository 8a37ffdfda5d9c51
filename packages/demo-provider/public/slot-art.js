// The slot symbols, drawn by us as SVG shapes in a 100 × 100 box. The game model names a symbol's art
// (info.symbols[].art, from src/pages/labels.ts); this file only knows drawings, never model ids.
import { drawing } from './svg.js';

const GOLD = '#e6b93d';
const GOLD_DARK = '#9c7420';
const star = (cx, cy, outer, inner) =>
  Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
const letter = (text, color) => [
  [
    'text',
    {
      x: 50,
      y: 72,
      'text-anchor': 'middle',
      'font-size': 64,
      'font-weight': 800,
      'font-family': 'Georgia, serif',
      fill: color,
      stroke: '#1a1408',
      'stroke-width': 3,
      'paint-order': 'stroke',
    },
    text,
  ],
];
const wildText = (color) => [
  'text',
  {
    x: 50,
    y: 92,
    'text-anchor': 'middle',
    'font-size': 16,
    'font-weight': 800,
    fill: color,
    stroke: '#1a1408',
    'stroke-width': 2,
    'paint-order': 'stroke',
  },
  'WILD',
];

const ART = {
  star: [
    ['polygon', { points: star(50, 44, 40, 17), fill: GOLD, stroke: '#fff3c4', 'stroke-width': 3 }],
    wildText('#fff3c4'),
  ],
  'rainbow-star': [
    ['polygon', { points: star(50, 44, 40, 17), fill: '#ff6fa8', stroke: '#ffe066', 'stroke-width': 4 }],
    ['polygon', { points: star(50, 44, 22, 9), fill: '#7fd4ff' }],
    wildText('#ffe066'),
  ],
  crown: [
    [
      'polygon',
      {
        points: '14,72 10,28 32,48 50,18 68,48 90,28 86,72',
        fill: GOLD,
        stroke: '#fff3c4',
        'stroke-width': 3,
      },
    ],
    ['rect', { x: 14, y: 66, width: 72, height: 12, fill: GOLD_DARK }],
    ['circle', { cx: 50, cy: 52, r: 7, fill: '#d8344f' }],
    wildText('#fff3c4'),
  ],
  gem: [
    ['polygon', { points: '50,8 88,40 50,92 12,40', fill: '#57b8ff', stroke: '#d6f0ff', 'stroke-width': 3 }],
    ['polyline', { points: '12,40 88,40', stroke: '#d6f0ff', 'stroke-width': 2, fill: 'none' }],
    [
      'polyline',
      { points: '32,40 50,8 68,40 50,92 32,40', stroke: '#d6f0ff', 'stroke-width': 2, fill: 'none' },
    ],
  ],
  gift: [
    ['rect', { x: 16, y: 40, width: 68, height: 50, rx: 4, fill: '#e0604a' }],
    ['rect', { x: 12, y: 30, width: 76, height: 16, rx: 3, fill: '#f27a63' }],
    ['rect', { x: 44, y: 30, width: 12, height: 60, fill: '#ffe066' }],
    ['ellipse', { cx: 38, cy: 24, rx: 12, ry: 8, fill: 'none', stroke: '#ffe066', 'stroke-width': 5 }],
    ['ellipse', { cx: 62, cy: 24, rx: 12, ry: 8, fill: 'none', stroke: '#ffe066', 'stroke-width': 5 }],
  ],
  lotus: [
    ['ellipse', { cx: 50, cy: 50, rx: 13, ry: 34, fill: '#f5a3c7', stroke: '#fff', 'stroke-width': 2 }],
    ['ellipse', { cx: 50, cy: 56, rx: 12, ry: 30, fill: '#ef86b4', transform: 'rotate(-35 50 80)' }],
    ['ellipse', { cx: 50, cy: 56, rx: 12, ry: 30, fill: '#ef86b4', transform: 'rotate(35 50 80)' }],
    ['ellipse', { cx: 50, cy: 60, rx: 10, ry: 26, fill: '#e5679f', transform: 'rotate(-65 50 84)' }],
    ['ellipse', { cx: 50, cy: 60, rx: 10, ry: 26, fill: '#e5679f', transform: 'rotate(65 50 84)' }],
    ['path', { d: 'M20 88 Q50 78 80 88', stroke: '#3fae6a', 'stroke-width': 5, fill: 'none' }],
  ],
  dragon: [
    [
      'path',
      {
        d: 'M18 86 C10 60 46 66 44 48 S26 26 50 20',
        stroke: '#3fae6a',
        'stroke-width': 12,
        fill: 'none',
        'stroke-linecap': 'round',
      },
    ],
    [
      'path',
      {
        d: 'M18 86 C10 60 46 66 44 48 S26 26 50 20',
        stroke: GOLD,
        'stroke-width': 3,
        fill: 'none',
        'stroke-dasharray': '4 6',
      },
    ],
    ['ellipse', { cx: 62, cy: 22, rx: 18, ry: 13, fill: '#3fae6a', stroke: GOLD, 'stroke-width': 3 }],
    ['path', { d: 'M56 10 L50 0 M66 10 L70 0', stroke: GOLD, 'stroke-width': 4, 'stroke-linecap': 'round' }],
    ['circle', { cx: 66, cy: 19, r: 3.5, fill: '#fff3c4' }],
    [
      'path',
      { d: 'M78 26 Q90 30 94 44 M76 30 Q84 40 80 52', stroke: '#fff3c4', 'stroke-width': 2, fill: 'none' },
    ],
  ],
  'gold-bar': [
    ['polygon', { points: '10,76 90,76 78,46 22,46', fill: GOLD, stroke: '#fff3c4', 'stroke-width': 2 }],
    ['polygon', { points: '22,46 78,46 70,34 30,34', fill: '#f6d77a' }],
    ['polygon', { points: '24,46 36,46 32,34 30,34', fill: '#fff3c4', opacity: 0.7 }],
    [
      'text',
      { x: 50, y: 68, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700, fill: GOLD_DARK },
      '999.9',
    ],
  ],
  lantern: [
    ['line', { x1: 50, y1: 2, x2: 50, y2: 14, stroke: GOLD, 'stroke-width': 3 }],
    ['rect', { x: 34, y: 12, width: 32, height: 9, rx: 2, fill: GOLD }],
    ['ellipse', { cx: 50, cy: 50, rx: 34, ry: 30, fill: '#d8344f', stroke: '#ff8f8f', 'stroke-width': 2 }],
    [
      'path',
      {
        d: 'M50 20 V80 M34 24 Q22 50 34 76 M66 24 Q78 50 66 76',
        stroke: '#9e1f36',
        'stroke-width': 2,
        fill: 'none',
      },
    ],
    ['rect', { x: 34, y: 78, width: 32, height: 8, rx: 2, fill: GOLD }],
    ['path', { d: 'M44 86 V98 M50 86 V98 M56 86 V98', stroke: GOLD, 'stroke-width': 2 }],
  ],
  coin: [
    ['circle', { cx: 50, cy: 50, r: 40, fill: GOLD, stroke: '#fff3c4', 'stroke-width': 3 }],
    ['circle', { cx: 50, cy: 50, r: 30, fill: 'none', stroke: GOLD_DARK, 'stroke-width': 3 }],
    ['rect', { x: 40, y: 40, width: 20, height: 20, fill: '#1b1b22', stroke: GOLD_DARK, 'stroke-width': 2 }],
  ],
  seven: [
    [
      'path',
      {
        d: 'M20 20 H82 L48 90',
        stroke: '#1a1408',
        'stroke-width': 22,
        fill: 'none',
        'stroke-linejoin': 'round',
      },
    ],
    [
      'path',
      {
        d: 'M20 20 H82 L48 90',
        stroke: '#e5383b',
        'stroke-width': 14,
        fill: 'none',
        'stroke-linejoin': 'round',
      },
    ],
    ['path', { d: 'M30 50 H70', stroke: '#e5383b', 'stroke-width': 8 }],
  ],
  bell: [
    [
      'path',
      {
        d: 'M50 10 C28 12 26 36 24 58 L14 74 H86 L76 58 C74 36 72 12 50 10 Z',
        fill: GOLD,
        stroke: '#fff3c4',
        'stroke-width': 2,
      },
    ],
    ['circle', { cx: 50, cy: 80, r: 9, fill: GOLD_DARK }],
    [
      'path',
      {
        d: 'M36 30 Q34 44 34 56',
        stroke: '#fff3c4',
        'stroke-width': 4,
        fill: 'none',
        'stroke-linecap': 'round',
      },
    ],
  ],
  watermelon: [
    ['path', { d: 'M8 36 A42 42 0 0 0 92 36 Z', fill: '#3fae6a' }],
    ['path', { d: 'M15 36 A35 35 0 0 0 85 36 Z', fill: '#ff5d6c' }],
    ['ellipse', { cx: 36, cy: 48, rx: 2.5, ry: 4, fill: '#1a1408' }],
    ['ellipse', { cx: 50, cy: 56, rx: 2.5, ry: 4, fill: '#1a1408' }],
    ['ellipse', { cx: 64, cy: 48, rx: 2.5, ry: 4, fill: '#1a1408' }],
  ],
  grapes: [
    ...[
      [38, 36],
      [62, 36],
      [50, 50],
      [30, 52],
      [70, 52],
      [40, 66],
      [60, 66],
      [50, 80],
    ].map(([cx, cy]) => ['circle', { cx, cy, r: 11, fill: '#8c4fd1', stroke: '#c9a4ff', 'stroke-width': 2 }]),
    ['path', { d: 'M50 24 Q52 12 62 8', stroke: '#3fae6a', 'stroke-width': 4, fill: 'none' }],
  ],
  orange: [
    ['circle', { cx: 50, cy: 54, r: 36, fill: '#f28b30', stroke: '#ffc27a', 'stroke-width': 2 }],
    ['ellipse', { cx: 62, cy: 16, rx: 14, ry: 7, fill: '#3fae6a', transform: 'rotate(-20 62 16)' }],
    ['circle', { cx: 38, cy: 42, r: 6, fill: '#ffc27a', opacity: 0.7 }],
  ],
  lemon: [
    [
      'path',
      {
        d: 'M8 50 Q20 18 50 18 Q80 18 92 50 Q80 82 50 82 Q20 82 8 50 Z',
        fill: '#f5e04a',
        stroke: '#fff39a',
        'stroke-width': 2,
      },
    ],
    ['ellipse', { cx: 38, cy: 38, rx: 10, ry: 5, fill: '#fff39a', opacity: 0.8 }],
  ],
  cherry: [
    [
      'path',
      { d: 'M30 66 Q40 30 64 12 M70 62 Q66 34 64 12', stroke: '#3fae6a', 'stroke-width': 4, fill: 'none' },
    ],
    ['circle', { cx: 30, cy: 70, r: 18, fill: '#d8344f', stroke: '#ff8f8f', 'stroke-width': 2 }],
    ['circle', { cx: 70, cy: 66, r: 18, fill: '#d8344f', stroke: '#ff8f8f', 'stroke-width': 2 }],
    ['circle', { cx: 24, cy: 64, r: 4, fill: '#ffd1d1' }],
  ],
  elephant: [
    ['ellipse', { cx: 46, cy: 58, rx: 32, ry: 22, fill: '#f1ede2' }],
    ['rect', { x: 22, y: 70, width: 10, height: 20, rx: 3, fill: '#f1ede2' }],
    ['rect', { x: 54, y: 70, width: 10, height: 20, rx: 3, fill: '#f1ede2' }],
    ['circle', { cx: 74, cy: 40, r: 18, fill: '#f1ede2' }],
    ['ellipse', { cx: 64, cy: 42, rx: 10, ry: 14, fill: '#dcd5c4' }],
    [
      'path',
      {
        d: 'M88 44 Q96 66 86 80',
        stroke: '#f1ede2',
        'stroke-width': 8,
        fill: 'none',
        'stroke-linecap': 'round',
      },
    ],
    ['circle', { cx: 80, cy: 36, r: 2.5, fill: '#1a1408' }],
    ['path', { d: 'M26 40 H62 L58 58 H30 Z', fill: '#d8344f', stroke: GOLD, 'stroke-width': 2 }],
  ],
  stupa: [
    ['polygon', { points: '50,4 54,30 46,30', fill: GOLD }],
    ['rect', { x: 42, y: 30, width: 16, height: 8, fill: GOLD_DARK }],
    ['path', { d: 'M24 70 Q24 40 50 38 Q76 40 76 70 Z', fill: GOLD, stroke: '#fff3c4', 'stroke-width': 2 }],
    ['rect', { x: 18, y: 70, width: 64, height: 10, fill: GOLD_DARK }],
    ['rect', { x: 12, y: 80, width: 76, height: 12, fill: GOLD }],
  ],
  drum: [
    ['rect', { x: 18, y: 30, width: 64, height: 44, fill: '#d8344f' }],
    ['path', { d: 'M18 30 L40 74 M40 30 L62 74 M62 30 L82 70', stroke: GOLD, 'stroke-width': 3 }],
    ['ellipse', { cx: 50, cy: 74, rx: 32, ry: 10, fill: '#9e1f36' }],
    ['ellipse', { cx: 50, cy: 30, rx: 32, ry: 10, fill: '#f1ede2', stroke: GOLD, 'stroke-width': 3 }],
  ],
  ruby: [
    [
      'polygon',
      { points: '30,14 70,14 90,40 50,90 10,40', fill: '#d8344f', stroke: '#ffb3c1', 'stroke-width': 3 },
    ],
    [
      'path',
      {
        d: 'M10 40 H90 M30 14 L40 40 L50 90 L60 40 L70 14',
        stroke: '#ffb3c1',
        'stroke-width': 2,
        fill: 'none',
      },
    ],
  ],
};

// card letters: the art name's last letter, in its own colour
for (const [l, color] of Object.entries({ a: '#ff6b6b', k: '#57b8ff', q: '#c58cff', j: '#6fdc8c' }))
  ART[`letter-${l}`] = letter(l.toUpperCase(), color);

/** The drawing named `art` with its Thai name as the accessible label. */
export function symbolArt(art, name) {
  return drawing(ART[art] ?? letter('?', '#fff'), name);
}
