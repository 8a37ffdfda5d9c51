/**
 * The Thai strings of coupons: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const couponsTh = {
  heading: 'ใช้คูปอง',
  intro: 'กรอกรหัสคูปองเพื่อรับเครดิตฟรี พอยท์ หรือสิทธิ์หมุนวงล้อ คูปองหนึ่งรหัสใช้ได้ครั้งเดียวต่อสมาชิก',
  code: 'รหัสคูปอง',
  codeHint: 'ตัวพิมพ์เล็กหรือใหญ่ก็ได้',
  redeem: 'ใช้คูปอง',
  redeeming: 'กำลังตรวจสอบ...',
  reward: {
    credit: (baht: string) => `เครดิตฟรี ${baht}`,
    points: (n: string) => `${n} พอยท์`,
    spins: (n: string) => `สิทธิ์หมุนวงล้อฟรี ${n} ครั้ง`,
  },
  redeemed: (code: string, reward: string) => `ใช้คูปอง ${code} สำเร็จ ได้รับ ${reward}`,
  historyTitle: 'ประวัติการใช้คูปอง',
  historyEmpty: 'ยังไม่เคยใช้คูปอง',
} as const;
