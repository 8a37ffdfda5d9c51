/**
 * The Thai strings of the member's inbox (docs/NOTIFICATIONS.md): every word the member reads there, in one
 * place, loaded with the bell and the page (docs/rules/member-site.md#first-load).
 */
export const inboxTh = {
  heading: 'กล่องข้อความ',
  intro: 'แจ้งเตือนเรื่องฝากถอน ผลโพย โปรโมชั่น รางวัล และวงเงินของคุณ เก็บไว้ 90 วัน',
  bell: (unread: string) => `กล่องข้อความ ยังไม่อ่าน ${unread} รายการ`,
  filterLabel: 'แสดงข้อความ',
  all: 'ทั้งหมด',
  unread: 'ยังไม่อ่าน',
  readAll: 'อ่านทั้งหมดแล้ว',
  empty: 'ยังไม่มีข้อความ',
  emptyUnread: 'อ่านครบทุกข้อความแล้ว',
  unreadMark: 'ยังไม่อ่าน',
  open: 'ดูรายละเอียด',
  pushHeading: 'แจ้งเตือนบนอุปกรณ์นี้',
  pushIntro: 'รับแจ้งเตือนทันทีแม้ไม่ได้เปิดเว็บ เลือกเรื่องที่ต้องการแล้วกดเปิดการแจ้งเตือน',
  pushOn: 'เปิดการแจ้งเตือนบนอุปกรณ์นี้แล้ว เปลี่ยนเรื่องที่ต้องการได้แล้วกดบันทึก',
  pushChoose: 'เรื่องที่ต้องการรับแจ้งเตือน',
  pushGroups: {
    money: 'ฝากถอน',
    bills: 'ผลโพย',
    rewards: 'โปรโมชั่นและรางวัล',
    limits: 'วงเงินที่ตั้งไว้',
  },
  pushTurnOn: 'เปิดการแจ้งเตือน',
  pushSave: 'บันทึก',
  pushTurnOff: 'ปิดการแจ้งเตือน',
  pushSaved: 'บันทึกการแจ้งเตือนแล้ว',
  pushTurnedOff: 'ปิดการแจ้งเตือนบนอุปกรณ์นี้แล้ว',
  pushFailed: 'ตั้งค่าการแจ้งเตือนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  pushDenied: 'เบราว์เซอร์ปิดการแจ้งเตือนของเว็บนี้ไว้ เปิดได้ที่การตั้งค่าของเบราว์เซอร์ แล้วกลับมาที่หน้านี้',
  pushUnsupported: 'เบราว์เซอร์นี้รับการแจ้งเตือนไม่ได้ บน iPhone ให้เพิ่มเว็บไปยังหน้าจอโฮมก่อน แล้วเปิดจากไอคอนบนหน้าจอโฮม',
} as const;
