import type { BaccaratBet } from '../games/baccarat.ts';
import type { FishId } from '../games/fishing.ts';
import type { FootballPick, TeamId } from '../games/football.ts';
import type { DragonTigerBet } from '../games/dragon-tiger.ts';
import type { HorseId } from '../games/horse-racing.ts';
import type { SicboBet } from '../games/sicbo.ts';
import type { SlotSymbol } from '../games/slot-model.ts';
import type { FruitSymbol, TempleSymbol } from '../games/slot-themes.ts';

/**
 * How the pages show the games' ids, in Thai. They are keyed by the model's own id types, so a symbol,
 * fish, team, bet or pick added to a model fails to compile until it has a label here; the pages get
 * them with the tables (play/games.ts) and hold no list of ids of their own.
 */

/**
 * `glyph` is a text glyph, not an emoji, for the pay table's text; `tone` is a CSS class; `art` names
 * the drawing in public/slot-art.js (our own inline SVG), a name of the art, not a model id.
 */
export type SlotSymbolLabel = { glyph: string; name: string; tone: string; art: string };

export const SLOT_SYMBOL_LABELS: Record<SlotSymbol, SlotSymbolLabel> = {
  W: { glyph: '★', name: 'ไวลด์', tone: 'wild', art: 'star' },
  S: { glyph: '◆', name: 'สแกตเตอร์', tone: 'scatter', art: 'gem' },
  D: { glyph: 'มังกร', name: 'มังกร', tone: 'high', art: 'dragon' },
  G: { glyph: 'ทอง', name: 'ทองแท่ง', tone: 'high', art: 'gold-bar' },
  L: { glyph: 'โคม', name: 'โคมแดง', tone: 'high', art: 'lantern' },
  C: { glyph: 'เหรียญ', name: 'เหรียญ', tone: 'high', art: 'coin' },
  A: { glyph: 'A', name: 'A', tone: 'low', art: 'letter-a' },
  K: { glyph: 'K', name: 'K', tone: 'low', art: 'letter-k' },
  Q: { glyph: 'Q', name: 'Q', tone: 'low', art: 'letter-q' },
  J: { glyph: 'J', name: 'J', tone: 'low', art: 'letter-j' },
};

export const FRUIT_SYMBOL_LABELS: Record<FruitSymbol, SlotSymbolLabel> = {
  W: { glyph: '★', name: 'ไวลด์', tone: 'wild', art: 'rainbow-star' },
  S: { glyph: '◆', name: 'สแกตเตอร์', tone: 'scatter', art: 'gift' },
  '7': { glyph: '7', name: 'เลขเจ็ด', tone: 'high', art: 'seven' },
  B: { glyph: 'ระฆัง', name: 'ระฆัง', tone: 'high', art: 'bell' },
  M: { glyph: 'แตงโม', name: 'แตงโม', tone: 'high', art: 'watermelon' },
  G: { glyph: 'องุ่น', name: 'องุ่น', tone: 'low', art: 'grapes' },
  O: { glyph: 'ส้ม', name: 'ส้ม', tone: 'low', art: 'orange' },
  L: { glyph: 'มะนาว', name: 'มะนาว', tone: 'low', art: 'lemon' },
  C: { glyph: 'เชอร์รี่', name: 'เชอร์รี่', tone: 'low', art: 'cherry' },
};

export const TEMPLE_SYMBOL_LABELS: Record<TempleSymbol, SlotSymbolLabel> = {
  W: { glyph: '★', name: 'ไวลด์', tone: 'wild', art: 'crown' },
  S: { glyph: '◆', name: 'ดอกบัว (สแกตเตอร์)', tone: 'scatter', art: 'lotus' },
  E: { glyph: 'ช้าง', name: 'ช้างเผือก', tone: 'high', art: 'elephant' },
  T: { glyph: 'เจดีย์', name: 'เจดีย์', tone: 'high', art: 'stupa' },
  N: { glyph: 'กลอง', name: 'กลองทอง', tone: 'high', art: 'drum' },
  R: { glyph: 'ทับทิม', name: 'ทับทิม', tone: 'high', art: 'ruby' },
  A: { glyph: 'A', name: 'A', tone: 'low', art: 'letter-a' },
  K: { glyph: 'K', name: 'K', tone: 'low', art: 'letter-k' },
  Q: { glyph: 'Q', name: 'Q', tone: 'low', art: 'letter-q' },
  J: { glyph: 'J', name: 'J', tone: 'low', art: 'letter-j' },
};

export const BACCARAT_BET_LABELS: Record<BaccaratBet, string> = {
  player: 'ผู้เล่น',
  banker: 'เจ้ามือ',
  tie: 'เสมอ',
  player_pair: 'คู่ผู้เล่น',
  banker_pair: 'คู่เจ้ามือ',
};

/** A miss is no fish: the page says it missed. */
export const FISH_LABELS: Record<Exclude<FishId, 'miss'>, string> = {
  clownfish: 'ปลาการ์ตูน',
  puffer: 'ปลาปักเป้า',
  turtle: 'เต่าทะเล',
  shark: 'ฉลาม',
  whale: 'วาฬ',
  'golden-dragon': 'มังกรทอง',
  'reef-crab': 'ปูปะการัง',
  squid: 'หมึกกล้วย',
  'manta-ray': 'กระเบนราหู',
  swordfish: 'ปลากระโทงดาบ',
  octopus: 'หมึกยักษ์',
  'sea-dragon': 'มังกรทะเล',
  kraken: 'คราเคน',
};

/** How each fish is drawn (public/fish-art.js): a shape and its colour, never the fish's id. */
export const FISH_ART: Record<Exclude<FishId, 'miss'>, { shape: string; color: string }> = {
  clownfish: { shape: 'fish', color: '#f28b30' },
  puffer: { shape: 'round', color: '#e8d36a' },
  turtle: { shape: 'shell', color: '#5fae6e' },
  shark: { shape: 'long', color: '#8aa0b4' },
  whale: { shape: 'big', color: '#4f7fbf' },
  'golden-dragon': { shape: 'serpent', color: '#e6b93d' },
  'reef-crab': { shape: 'crab', color: '#e0604a' },
  squid: { shape: 'tentacles', color: '#f0a3c0' },
  'manta-ray': { shape: 'ray', color: '#6c7fa6' },
  swordfish: { shape: 'long', color: '#4aa3c9' },
  octopus: { shape: 'tentacles', color: '#b05fc9' },
  'sea-dragon': { shape: 'serpent', color: '#3fc1a5' },
  kraken: { shape: 'tentacles', color: '#c23b4f' },
};

export const TEAM_LABELS: Record<TeamId, string> = {
  'bangkok-tigers': 'บางกอก ไทเกอร์ส',
  'chiang-mai-elephants': 'เชียงใหม่ เอเลแฟนท์ส',
  'phuket-sharks': 'ภูเก็ต ชาร์คส์',
  'khon-kaen-eagles': 'ขอนแก่น อีเกิลส์',
  'korat-lions': 'โคราช ไลออนส์',
  'udon-warriors': 'อุดร วอริเออร์ส',
  'hat-yai-dragons': 'หาดใหญ่ ดรากอนส์',
  'pattaya-dolphins': 'พัทยา ดอลฟินส์',
};

/** Club colours for the match card's crests. */
export const TEAM_COLORS: Record<TeamId, string> = {
  'bangkok-tigers': '#f2a23a',
  'chiang-mai-elephants': '#8c6fd1',
  'phuket-sharks': '#3aa0d8',
  'khon-kaen-eagles': '#c94a3f',
  'korat-lions': '#e0c14a',
  'udon-warriors': '#3fae6a',
  'hat-yai-dragons': '#d8503f',
  'pattaya-dolphins': '#4ac3c9',
};

export const FOOTBALL_PICK_LABELS: Record<FootballPick, string> = {
  home: 'เจ้าบ้านชนะ (1)',
  draw: 'เสมอ (X)',
  away: 'ทีมเยือนชนะ (2)',
};

export const DRAGON_TIGER_BET_LABELS: Record<DragonTigerBet, string> = {
  dragon: 'มังกร',
  tiger: 'เสือ',
  tie: 'เสมอ',
};

export const SICBO_BET_LABELS: Record<SicboBet, string> = {
  small: 'ต่ำ (4–10)',
  big: 'สูง (11–17)',
  odd: 'คี่',
  even: 'คู่',
  any_triple: 'ตองใดก็ได้',
};

/** Each horse's Thai name and its silks colour on the track. */
export const HORSE_LABELS: Record<HorseId, { name: string; color: string }> = {
  'thunder-king': { name: 'ราชาสายฟ้า', color: '#e6b93d' },
  'golden-arrow': { name: 'ศรทอง', color: '#f28b30' },
  'river-spirit': { name: 'วิญญาณแม่น้ำ', color: '#3aa0d8' },
  'night-tiger': { name: 'เสือราตรี', color: '#6b5fd1' },
  'lucky-star': { name: 'ดาวนำโชค', color: '#e0604a' },
  'silver-wind': { name: 'ลมเงิน', color: '#b8c2cc' },
  'red-lotus': { name: 'บัวแดง', color: '#c23b4f' },
  'jade-runner': { name: 'หยกวิ่ง', color: '#3fae6a' },
  monsoon: { name: 'มรสุม', color: '#4ac3c9' },
  'little-mango': { name: 'มะม่วงน้อย', color: '#e8d36a' },
};
