/**
 * The Thai strings of the member's inbox (docs/NOTIFICATIONS.md): every word the member reads there, in one
 * place, loaded with the bell and the page (docs/rules/member-site.md#first-load).
 */
export const inboxTh = {
  heading: 'กล่องข้อความ',
  intro: 'แจ้งเตือนเรื่องฝากถอน ผลโพย และโปรโมชั่นของคุณ เก็บไว้ 90 วัน',
  bell: (unread: string) => `กล่องข้อความ ยังไม่อ่าน ${unread} รายการ`,
  filterLabel: 'แสดงข้อความ',
  all: 'ทั้งหมด',
  unread: 'ยังไม่อ่าน',
  readAll: 'อ่านทั้งหมดแล้ว',
  empty: 'ยังไม่มีข้อความ',
  emptyUnread: 'อ่านครบทุกข้อความแล้ว',
  unreadMark: 'ยังไม่อ่าน',
  open: 'ดูรายละเอียด',
} as const;
