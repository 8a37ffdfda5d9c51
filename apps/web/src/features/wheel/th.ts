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
  fair: 'ผลการหมุนคำนวณจากชุดเมล็ดที่ระบบผูกไว้ก่อนท่านหมุนและน้ำหนักของแต่ละรางวัล ตรวจสอบได้ในส่วน "ความยุติธรรมของวงล้อ" ด้านล่าง',
  fairness: {
    title: 'ความยุติธรรมของวงล้อ',
    intro:
      'ก่อนท่านหมุน ระบบแสดงแฮช SHA-256 ของเมล็ดเซิร์ฟเวอร์ไว้ที่นี่ ผลของแต่ละครั้งคำนวณจากเมล็ดเซิร์ฟเวอร์ เมล็ดฝั่งผู้เล่นของท่าน และลำดับการหมุน (nonce) ตามน้ำหนักของรางวัล เมื่อเปลี่ยนชุดเมล็ด ระบบเปิดเผยเมล็ดเซิร์ฟเวอร์ชุดเดิมให้ท่านคำนวณซ้ำได้',
    hash: 'แฮชของเมล็ดเซิร์ฟเวอร์ (SHA-256)',
    serverSeed: 'เมล็ดเซิร์ฟเวอร์',
    clientSeed: 'เมล็ดฝั่งผู้เล่น',
    clientSeedFromBrowser: 'ใช้เมล็ดนี้จากเบราว์เซอร์ของท่านเมื่อหมุนครั้งแรกของชุดนี้',
    nonce: 'ลำดับการหมุนครั้งถัดไป (nonce)',
    rotateEvery: (n: string) => `ระบบเปลี่ยนชุดเมล็ดและเปิดเผยเมล็ดเดิมอัตโนมัติทุก ${n} ครั้ง`,
    newClientSeed: 'ตั้งเมล็ดฝั่งผู้เล่นใหม่ (ไม่บังคับ)',
    rotate: 'บันทึกและเปลี่ยนชุดเมล็ด',
    rotating: 'กำลังเปลี่ยนชุดเมล็ด...',
    revealed: 'เมล็ดเซิร์ฟเวอร์ชุดเดิมที่เปิดเผยแล้ว',
    check: 'ตรวจสอบความยุติธรรม',
    checking: 'กำลังตรวจสอบ...',
    checkIntro: 'เบราว์เซอร์ของท่านคำนวณผลการหมุนที่เปิดเผยเมล็ดแล้วซ้ำด้วยวิธีเดียวกับระบบ แล้วเทียบกับผลที่ระบบบันทึกไว้ ทีละครั้ง',
    noHistory: 'ยังไม่มีประวัติการหมุน',
    spin: (tab: string, nonce: string, label: string) => `${tab} · nonce ${nonce} · ${label}`,
    before: (label: string) => `${label} · ก่อนมีระบบตรวจสอบ`,
    agree: 'ตรงกัน',
    disagree: 'ไม่ตรงกัน กรุณาแจ้งแอดมิน',
    unrevealed: 'รอเปิดเผยเมล็ด',
    unprovable: 'ตรวจไม่ได้',
    summary: (agree: string, disagree: string, waiting: string) =>
      `ตรงกัน ${agree} ครั้ง · ไม่ตรงกัน ${disagree} ครั้ง · รอเปิดเผยเมล็ด ${waiting} ครั้ง`,
    needsSecurePage:
      'เบราว์เซอร์คำนวณตรวจสอบได้เมื่อเปิดเว็บไซต์ผ่าน https เท่านั้น กรุณาเปิดหน้านี้ผ่าน https หรือใช้คำสั่งตรวจสอบจากแอดมิน',
    waitingHint: 'การหมุนของชุดเมล็ดปัจจุบันตรวจได้หลังกด "บันทึกและเปลี่ยนชุดเมล็ด"',
  },
} as const;
