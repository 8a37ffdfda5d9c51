import { FEATURES } from '#bo/app/features.ts';

/**
 * Thai names of the audit log's actions and targets (docs/BACKOFFICE.md#audit-log). The log stores the
 * command's code (`withdraw:approve`), which stays on screen beside the name so that it can be typed in
 * the action filter; an action this table does not know yet shows its code alone.
 */
const ACTION_NAMES: Record<string, string> = {
  ...Object.assign({}, ...FEATURES.map((f) => f.actionNames)),
  'withdraw:approve': 'อนุมัติการถอนเงิน',
  'withdraw:reject': 'ปฏิเสธการถอนเงิน',
  'withdraw:auto_approve': 'อนุมัติถอนอัตโนมัติ',
  'withdraw:auto_refer': 'ส่งรายการถอนให้แอดมินตรวจ',
  'withdraw_rules.set': 'ตั้งกฎอนุมัติถอนอัตโนมัติ',
  'deposit:confirm': 'ยืนยันรายการฝาก',
  'deposit:import-statement': 'นำเข้ารายการเดินบัญชี',
  'deposit:flagged:credit': 'เติมรายการฝากที่ต้องตรวจสอบให้สมาชิก',
  'deposit:flagged:return': 'คืนเงินรายการฝากให้ผู้โอน',
  'balance:adjust': 'ปรับยอดเงินสมาชิก',
  'points:adjust': 'ปรับพอยท์สมาชิก',
  'sandbox:pay': 'ชำระเงินทดสอบ',
  'sandbox:redeliver': 'ส่งแจ้งเตือนการชำระเงินซ้ำ',
  'lotto:round:add': 'เพิ่มงวดหวย',
  'lotto:close': 'ปิดรับแทงงวดหวย',
  'lotto:result': 'ออกผลหวย',
  'lotto:void': 'ยกเลิกงวดหวย',
  'lotto:number': 'ตั้งค่าเลขอั้น',
  'yeekee:bonus': 'โบนัสยี่กี',
  'promotion:add': 'เพิ่มโปรโมชั่น',
  'promotion:disable': 'ปิดโปรโมชั่น',
  'coupon:add': 'เพิ่มคูปอง',
  'coupon:end': 'ปิดคูปอง',
  'poll:add': 'เพิ่มโพล',
  'shop:sent': 'ส่งของรางวัลแล้ว',
  'affiliate:commission': 'จ่ายค่าคอมมิชชั่นพันธมิตร',
  'member.lock': 'ระงับบัญชีสมาชิก',
  'member.unlock': 'ยกเลิกการระงับบัญชีสมาชิก',
  'member.sessions.reset': 'ออกจากระบบทุกอุปกรณ์ของสมาชิก',
  'member.note': 'บันทึกโน้ตถึงสมาชิก',
  'backoffice.login': 'เข้าสู่ระบบหลังบ้าน',
  'backoffice.logout': 'ออกจากระบบหลังบ้าน',
  'backoffice.operator.add': 'เพิ่มผู้ใช้งานหลังบ้าน',
  'backoffice.operator.setup': 'ตั้งค่าบัญชีผู้ใช้งาน',
  'backoffice.operator.disable': 'ปิดใช้งานผู้ใช้งาน',
  'backoffice.operator.setup_link': 'สร้างลิงก์ตั้งค่าใหม่',
  'backoffice.session.revoke': 'ยกเลิกเซสชัน',
  'backoffice.session.revoke_others': 'ออกจากระบบอุปกรณ์อื่น',
};

const TARGET_NAMES: Record<string, string> = {
  ...Object.assign({}, ...FEATURES.map((f) => f.targetNames)),
  withdrawal: 'รายการถอน',
  flagged_deposit: 'รายการฝากที่ต้องตรวจสอบ',
  deposit_intent: 'รายการฝาก',
  gateway_event: 'แจ้งเตือนการชำระเงิน',
  statement: 'รายการเดินบัญชี',
  member: 'สมาชิก',
  lotto_round: 'งวดหวย',
  promotion: 'โปรโมชั่น',
  coupon: 'คูปอง',
  poll: 'โพล',
  shop_redemption: 'การแลกของรางวัล',
  affiliate_day: 'ค่าคอมมิชชั่นรายวัน',
  operator: 'ผู้ใช้งานหลังบ้าน',
  operator_session: 'เซสชันผู้ใช้งาน',
  bulk: 'หลายรายการ',
};

export const actionName = (code: string): string | undefined =>
  Object.hasOwn(ACTION_NAMES, code) ? ACTION_NAMES[code] : undefined;

export const targetName = (type: string): string =>
  (Object.hasOwn(TARGET_NAMES, type) ? TARGET_NAMES[type] : undefined) ?? type;
