/** The Thai strings of the install card (docs/PWA.md#install-prompt), loaded with the card. */
export const installAppTh = {
  promptHeading: 'ติดตั้งแอป UG99 ไว้บนเครื่อง',
  promptText: 'เปิดเล่นได้ทันทีจากหน้าจอโฮม เต็มจอเหมือนแอป ไม่ต้องพิมพ์ชื่อเว็บ',
  install: 'ติดตั้ง',
  later: 'ไว้ทีหลัง',
  iosHeading: 'เพิ่มไปยังหน้าจอโฮม',
  iosText: 'ใช้ UG99 เหมือนแอป เปิดได้จากหน้าจอโฮมของ iPhone หรือ iPad',
  /** The first step, around the share button's picture. */
  iosShareStep: { before: 'แตะปุ่มแชร์', after: 'ที่แถบด้านล่างของ Safari' },
  iosSteps: ['เลื่อนลงแล้วแตะ “เพิ่มไปยังหน้าจอโฮม”', 'แตะ “เพิ่ม” ที่มุมขวาบน'],
  shareButton: 'ปุ่มแชร์',
  understood: 'เข้าใจแล้ว',
};
