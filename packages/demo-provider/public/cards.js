// Playing cards drawn as cards: a white face with the rank and suit in two corners and a large suit
// in the middle, or a patterned back before the deal. A card arrives as 0..51 (rank = card % 13,
// suit = floor(card / 13)), as the game models deal them.
import { drawing } from './svg.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUIT_NAMES = ['โพดำ', 'โพแดง', 'ข้าวหลามตัด', 'ดอกจิก'];
const RANK_NAMES = ['เอ', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'แจ็ค', 'ควีน', 'คิง'];

export function cardName(card) {
  return `${RANK_NAMES[card % 13]} ${SUIT_NAMES[Math.floor(card / 13)]}`;
}

export function cardFace(card) {
  const rank = RANKS[card % 13];
  const suit = SUITS[Math.floor(card / 13)];
  const color = suit === '♥' || suit === '♦' ? '#c8102e' : '#1a1a1a';
  const node = drawing(
    [
      [
        'rect',
        { x: 2, y: 2, width: 96, height: 136, rx: 10, fill: '#fdfbf5', stroke: '#c9c2ad', 'stroke-width': 2 },
      ],
      [
        'text',
        { x: 12, y: 28, 'font-size': 22, 'font-weight': 700, fill: color, 'font-family': 'Georgia, serif' },
        rank,
      ],
      ['text', { x: 12, y: 50, 'font-size': 20, fill: color }, suit],
      [
        'text',
        {
          x: 88,
          y: 114,
          'font-size': 22,
          'font-weight': 700,
          fill: color,
          'text-anchor': 'end',
          'font-family': 'Georgia, serif',
          transform: 'rotate(180 80 108)',
        },
        rank,
      ],
      ['text', { x: 50, y: 88, 'font-size': 54, fill: color, 'text-anchor': 'middle' }, suit],
    ],
    cardName(card),
    '0 0 100 140',
  );
  node.classList.add('card');
  return node;
}

export function cardBack() {
  const node = drawing(
    [
      [
        'rect',
        { x: 2, y: 2, width: 96, height: 136, rx: 10, fill: '#8e1b2e', stroke: '#e6b93d', 'stroke-width': 3 },
      ],
      [
        'rect',
        {
          x: 12,
          y: 12,
          width: 76,
          height: 116,
          rx: 6,
          fill: 'none',
          stroke: '#e6b93d',
          'stroke-width': 2,
          'stroke-dasharray': '6 4',
        },
      ],
      ['circle', { cx: 50, cy: 70, r: 18, fill: 'none', stroke: '#e6b93d', 'stroke-width': 3 }],
    ],
    'ไพ่คว่ำ',
    '0 0 100 140',
  );
  node.classList.add('card');
  return node;
}
