import type { PublicFairState } from '../fair/seeds.ts';

/** What the game pages say when a round does not happen; each tells the player what to do next. */
export const REFUSALS = {
  INSUFFICIENT_FUNDS: 'ยอดเงินไม่พอสำหรับเดิมพันนี้ กรุณาลดเดิมพันหรือฝากเงินเพิ่มที่เว็บไซต์',
  PLAYER_BLOCKED:
    'บัญชีของท่านเดิมพันไม่ได้ในขณะนี้ (อยู่ในช่วงพักการเล่น หรือถึงวงเงินขาดทุนที่ตั้งไว้) ดูรายละเอียดได้ที่หน้าการเล่นอย่างรับผิดชอบ',
  SESSION_EXPIRED: 'เซสชันเกมหมดอายุ กรุณาปิดเกมแล้วเปิดใหม่จากเว็บไซต์',
  WALLET_UNAVAILABLE: 'ระบบกระเป๋าเงินไม่ตอบสนอง รอบนี้ยังไม่เริ่ม หากยอดถูกหักระบบจะคืนให้อัตโนมัติ กรุณาลองใหม่อีกครั้ง',
  BAD_BET: 'เดิมพันไม่ถูกต้อง กรุณาเลือกจำนวนเดิมพันจากปุ่มที่มีให้',
  FIXTURE_CHANGED: 'คู่แข่งขันเปลี่ยนแล้ว กรุณาดูราคาใหม่แล้วเลือกอีกครั้ง',
  BAD_CLIENT_SEED: 'เมล็ดฝั่งผู้เล่นใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และเครื่องหมาย 1–64 ตัว ไม่มีช่องว่างและไม่มี :',
  CLIENT_SEED_NEEDED:
    'ชุดเมล็ดใหม่ยังไม่มีเมล็ดฝั่งผู้เล่น รอบนี้จึงยังไม่เริ่มและไม่มีการหักเงิน หน้าเกมจะตั้งเมล็ดสุ่มจากเบราว์เซอร์ของท่านให้ กรุณากดเล่นอีกครั้ง',
  CLIENT_SEED_LOCKED: 'ชุดเมล็ดนี้มีเมล็ดฝั่งผู้เล่นแล้ว หากต้องการใช้เมล็ดใหม่ กรุณากด "บันทึกและเปลี่ยนชุดเมล็ด"',
} as const;
export type RefusalCode = keyof typeof REFUSALS;

/** Shown instead of a game when its link cannot be used. */
export const LINK_PROBLEMS = {
  INVALID_TOKEN: 'ลิงก์เข้าเกมนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาปิดหน้าต่างเกมแล้วเลือกเกมใหม่จากเว็บไซต์',
  UNKNOWN_GAME: 'ไม่พบเกมนี้ กรุณากลับไปเลือกเกมจากเว็บไซต์',
  UNAVAILABLE: 'ยังเชื่อมต่อระบบกระเป๋าเงินไม่ได้ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
} as const;

export type Refusal = { ok: false; code: RefusalCode; message: string; balance?: number };
export type Played = {
  ok: true;
  roundId: string;
  balance: number;
  win: number;
  view: unknown;
  fair: PublicFairState;
  info: Record<string, unknown>;
};

export const refuse = (code: RefusalCode, balance?: number): Refusal => ({
  ok: false,
  code,
  message: REFUSALS[code],
  balance,
});
