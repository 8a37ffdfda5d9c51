import { AppError } from '#http/app-error.ts';
import { thaiDateTime } from '#shared/thai-date-time.ts';

const STATUS_TH: Record<string, string> = {
  pending: 'รอดำเนินการ',
  paid: 'อนุมัติ',
  approved: 'อนุมัติ',
  sent: 'อนุมัติ',
  unknown: 'อนุมัติ',
  failed: 'อนุมัติ',
  rejected: 'ปฏิเสธ',
  credited: 'เติมเงินให้สมาชิก',
  returned: 'คืนเงินผู้โอน',
};

/** BO_ALREADY_DECIDED with who decided the item and when, in Thai. */
export function alreadyDecided(item: {
  status: string;
  decidedBy: string | null;
  decidedAt: Date | null;
}): AppError {
  if (item.status === 'pending' || !item.decidedAt) {
    return new AppError(
      'BO_ALREADY_DECIDED',
      'ข้อมูลรายการนี้เปลี่ยนไปแล้ว กรุณาโหลดรายการใหม่ก่อนดำเนินการ ยังไม่มีการเปลี่ยนแปลงใด ๆ',
    );
  }
  return new AppError(
    'BO_ALREADY_DECIDED',
    `รายการนี้ถูก${STATUS_TH[item.status] ?? item.status}แล้วโดย ${item.decidedBy ?? '-'} ` +
      `เมื่อ ${thaiDateTime(item.decidedAt)} ไม่มีการเปลี่ยนแปลงใด ๆ`,
  );
}
