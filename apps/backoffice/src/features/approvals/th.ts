/** The four-eyes screen's Thai words (docs/BACKOFFICE.md#four-eyes-approval). */
export const ta = {
  nav: 'รออนุมัติ',
  title: 'คำขอที่ต้องมีผู้อนุมัติคนที่สอง',
  intro:
    'การปรับยอดเกินวงเงินและผลหวยรัฐบาลต้องให้ผู้ดูแลอีกคนอนุมัติ ผู้ขอไม่สามารถอนุมัติคำขอของตนเองได้ เมื่ออนุมัติ ระบบจะทำรายการทันที',
  caption: 'คำขออนุมัติ',
  status: 'สถานะ',
  col: {
    id: 'คำขอ',
    kind: 'ประเภท',
    summary: 'รายละเอียด',
    requested: 'ผู้ขอ',
    decided: 'ผู้ตัดสิน',
    actions: 'จัดการ',
  },
  approve: 'อนุมัติ',
  reject: 'ไม่อนุมัติ',
  ownRequest: 'คำขอของคุณ รอผู้ดูแลคนอื่น',
  approveTitle: (id: number) => `อนุมัติคำขอ #${id}`,
  rejectTitle: (id: number) => `ไม่อนุมัติคำขอ #${id}`,
  approveConfirm: 'ยืนยันอนุมัติ',
  rejectConfirm: 'ยืนยันไม่อนุมัติ',
  approved: (id: number) => `อนุมัติคำขอ #${id} แล้ว`,
  rejected: (id: number) => `ไม่อนุมัติคำขอ #${id} แล้ว`,
  requestedBy: (who: string, when: string) => `${who} เมื่อ ${when}`,
  adjustRequested: (id: number) => `ยอดเกินวงเงิน ส่งคำขอ #${id} แล้ว รอผู้ดูแลอีกคนอนุมัติ`,
};
