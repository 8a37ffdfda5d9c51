/**
 * The Thai strings of the LINE LIFF entry: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const liffTh = {
  pages: { deposit: 'ฝากเงิน', promotions: 'โปรโมชั่น', lotto: 'แทงหวย' } as Record<string, string>,
  indexTitle: 'บริการผ่าน LINE',
  indexIntro: 'เลือกหน้าที่ต้องการเปิดผ่าน LINE',
  heading: (page: string) => `${page} ผ่าน LINE`,
  opening: (page: string) => `กำลังเปิดหน้า${page}…`,
  open: (page: string) => `ไปหน้า${page}`,
  connecting: 'กำลังเชื่อมต่อกับ LINE…',
  linked: 'เชื่อมบัญชี LINE กับบัญชีสมาชิกเรียบร้อย',
  loginFirst: 'เข้าสู่ระบบบัญชีสมาชิกก่อน เพื่อเชื่อมกับบัญชี LINE ของคุณ',
  login: 'เข้าสู่ระบบ',
  lineFailed: 'เชื่อมต่อกับ LINE ไม่สำเร็จ ยังใช้งานหน้านี้ได้ตามปกติ',
} as const;
