/**
 * The Thai strings of the lucky wheel: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const wheelTh = {
  heading: 'กงล้อนำโชค',
  intro: 'หมุนวงล้อรับเครดิตฟรี พอยท์ และสิทธิ์หมุนเพิ่ม ผลของทุกการหมุนสุ่มโดยระบบ',
  tabFree: 'วงล้อฟรี',
  tabPoints: 'วงล้อพอยท์',
  freeSpins: (n: string) => `สิทธิ์หมุนฟรีคงเหลือ ${n} ครั้ง`,
  points: (n: string) => `พอยท์ของท่าน ${n} พอยท์`,
  cost: (n: string) => `หมุนครั้งละ ${n} พอยท์`,
  howToEarn: (minBaht: string, spins: string) =>
    `ฝากเงินตั้งแต่ ${minBaht} ขึ้นไป รับสิทธิ์หมุนฟรี ${spins} ครั้งต่อรายการฝาก หรือรับจากภารกิจและคูปอง`,
  spin: 'หมุนวงล้อ',
  spinning: 'กำลังหมุน...',
  noSpins: 'สิทธิ์หมุนหมดแล้ว',
  notEnoughPoints: 'พอยท์ไม่พอ',
  resultTitle: 'ผลการหมุน',
  won: (label: string) => `ยินดีด้วย! ท่านได้รับ ${label}`,
  credited: {
    credit: 'เครดิตฟรีเข้ากระเป๋าเครดิตฟรีแล้ว',
    points: 'พอยท์เข้าบัญชีพอยท์ของท่านแล้ว',
    spins: 'สิทธิ์หมุนฟรีเพิ่มให้ท่านแล้ว',
    nothing: '',
  },
  lost: 'เสียใจด้วย รอบนี้ยังไม่ได้รางวัล ลองใหม่อีกครั้ง',
  close: 'ตกลง',
  pendingTitle: 'รางวัลที่ยังไม่ได้รับ',
  claim: 'รับรางวัล',
  claimed: (label: string) => `รับ ${label} แล้ว`,
  boardTitle: 'ผู้โชคดีล่าสุด',
  boardEmpty: 'ยังไม่มีผู้ได้รับรางวัล',
  segmentsTitle: 'รางวัลบนวงล้อ',
  chance: (percent: string) => `โอกาส ${percent}%`,
  fair: 'ผลการหมุนสุ่มโดยเซิร์ฟเวอร์ด้วยตัวสุ่มที่ปลอดภัยทางการเข้ารหัส น้ำหนักของแต่ละรางวัลแสดงไว้ด้านล่าง',
} as const;
