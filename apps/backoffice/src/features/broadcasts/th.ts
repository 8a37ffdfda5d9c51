import type { BroadcastAudience } from '@ug99/contract';

/** The broadcast screen's words, in Thai (docs/NOTIFICATIONS.md#the-operators-broadcast). */
export const bt = {
  nav: 'ประกาศถึงสมาชิก',
  title: 'ประกาศถึงสมาชิก',
  add: 'ส่งประกาศใหม่',
  composeTitle: 'ส่งประกาศถึงสมาชิก',
  heading: 'หัวข้อ',
  body: 'ข้อความ',
  link: 'ลิงก์',
  linkHint: 'หน้าในเว็บไซต์ เช่น /promotions หรือที่อยู่ https:// ที่อนุญาต',
  audience: 'กลุ่มผู้รับ',
  audienceHint: 'ไม่เลือกเลย = สมาชิกทุกคน เลือกหลายข้อ = ต้องตรงทุกข้อ',
  vip: 'ระดับ VIP',
  vipNames: { 0: 'ทั่วไป', 1: 'Gold', 2: 'Hero' } as Record<0 | 1 | 2, string>,
  depositedWithin: 'ฝากเงินภายใน (วัน)',
  depositedWithinHint: 'นับวันนี้เป็นวันที่ 1 เว้นว่างไว้ = ไม่กรอง',
  lineLinked: 'เฉพาะสมาชิกที่เชื่อม LINE แล้ว',
  optOutNote: 'สมาชิกที่ปิดรับข่าวสาร และสมาชิกที่พักการเล่นอยู่ จะไม่ได้รับประกาศ',
  previewButton: 'ดูตัวอย่างและจำนวนผู้รับ',
  previewTitle: 'ตัวอย่างที่สมาชิกเห็น',
  inboxLabel: 'กล่องข้อความ',
  lineLabel: 'ข้อความ LINE',
  recipients: (n: number) => `จะส่งถึงสมาชิก ${n.toLocaleString('th-TH')} คน`,
  send: 'ส่งประกาศ',
  sent: (n: number) =>
    `บันทึกประกาศแล้ว ระบบกำลังส่งถึงสมาชิก ${n.toLocaleString('th-TH')} คน (กล่องข้อความ แจ้งเตือน และ LINE)`,
  changed: 'แก้ไขแล้ว กรุณากดดูตัวอย่างอีกครั้งก่อนส่ง',
  status: { sending: 'กำลังส่ง', done: 'ส่งครบแล้ว' },
  everyone: 'สมาชิกทุกคน',
  audienceText: (a: BroadcastAudience) => {
    const parts: string[] = [];
    if (a.vip_levels) parts.push(`VIP ${a.vip_levels.map((l) => bt.vipNames[l]).join(', ')}`);
    if (a.deposited_within_days) parts.push(`ฝากภายใน ${a.deposited_within_days} วัน`);
    if (a.line_linked) parts.push('เชื่อม LINE แล้ว');
    return parts.length === 0 ? bt.everyone : parts.join(' · ');
  },
  col: {
    title: 'หัวข้อ',
    audience: 'กลุ่มผู้รับ',
    progress: 'ส่งแล้ว / ผู้รับ',
    status: 'สถานะ',
    created: 'ส่งเมื่อ / โดย',
  },
};
