import type { BaccaratBet } from '../games/baccarat.ts';
import type { FishId } from '../games/fishing.ts';
import type { FootballPick, TeamId } from '../games/football.ts';
import type { SlotSymbol } from '../games/slot-model.ts';

/**
 * How the pages show the games' ids, in Thai. They are keyed by the model's own id types, so a symbol,
 * fish, team, bet or pick added to a model fails to compile until it has a label here; the pages get
 * them with the tables (play/games.ts) and hold no list of ids of their own.
 */

/** `glyph` is a text glyph, not an emoji, so the reels look the same on every phone; `tone` is a CSS class. */
export const SLOT_SYMBOL_LABELS: Record<SlotSymbol, { glyph: string; name: string; tone: string }> = {
  W: { glyph: '★', name: 'ไวลด์', tone: 'wild' },
  S: { glyph: '◆', name: 'สแกตเตอร์', tone: 'scatter' },
  D: { glyph: 'มังกร', name: 'มังกร', tone: 'high' },
  G: { glyph: 'ทอง', name: 'ทองแท่ง', tone: 'high' },
  L: { glyph: 'โคม', name: 'โคมแดง', tone: 'high' },
  C: { glyph: 'เหรียญ', name: 'เหรียญ', tone: 'high' },
  A: { glyph: 'A', name: 'A', tone: 'low' },
  K: { glyph: 'K', name: 'K', tone: 'low' },
  Q: { glyph: 'Q', name: 'Q', tone: 'low' },
  J: { glyph: 'J', name: 'J', tone: 'low' },
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

export const FOOTBALL_PICK_LABELS: Record<FootballPick, string> = {
  home: 'เจ้าบ้านชนะ (1)',
  draw: 'เสมอ (X)',
  away: 'ทีมเยือนชนะ (2)',
};
