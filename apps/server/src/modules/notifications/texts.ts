import { formatBaht, satangToBaht } from '@ug99/contract';
import type { InboxKind } from '@ug99/contract';

/**
 * What the server writes into a member's inbox (docs/NOTIFICATIONS.md#kinds), one variant per kind: the
 * facts the member's own pages already show (an amount, a reference, a bill number), never more. `source`
 * names the event, so the same event writes one item however often it is reported.
 */
export type InboxEvent = { memberId: number } &
  /** `credit`: the intent's reference, or `flagged:<id>` for a flagged deposit an operator credited. */
  (
    | { kind: 'deposit_credited'; credit: string; amountSatang: bigint }
    | { kind: 'deposit_flagged'; flaggedId: number; amountSatang: bigint }
    | { kind: 'withdrawal_paid'; withdrawalId: number; amountSatang: bigint }
    /** An operator's rejection or a payout the gateway failed; `reason` as the payment history shows it. */
    | { kind: 'withdrawal_rejected'; withdrawalId: number; amountSatang: bigint; reason: string | null }
    | { kind: 'bill_won'; billId: number; roundName: string; winSatang: bigint }
    | { kind: 'bill_lost'; billId: number; roundName: string }
    /** A running promotion whose turnover was met (released to main) or whose balance ran out (ended). */
    | { kind: 'promotion_released'; memberPromotionId: number; releasedSatang: bigint }
    | { kind: 'promotion_ended'; memberPromotionId: number }
  );

type Written = { source: string; title: string; body: string; link: string };

const baht = (satang: bigint) => formatBaht(satangToBaht(satang));

const WRITERS: { [K in InboxKind]: (event: Extract<InboxEvent, { kind: K }>) => Written } = {
  deposit_credited: (e) => ({
    source: e.credit,
    title: 'ฝากเงินสำเร็จ',
    body: `ยอดฝาก ${baht(e.amountSatang)} บาท เข้ากระเป๋าหลักแล้ว`,
    link: '/member/payment',
  }),
  deposit_flagged: (e) => ({
    source: String(e.flaggedId),
    title: 'รายการฝากรอตรวจสอบ',
    body: `ยอดฝาก ${baht(e.amountSatang)} บาท รอเจ้าหน้าที่ตรวจสอบก่อนเข้ากระเป๋า`,
    link: '/member/payment',
  }),
  withdrawal_paid: (e) => ({
    source: String(e.withdrawalId),
    title: 'ถอนเงินสำเร็จ',
    body: `โอนเงิน ${baht(e.amountSatang)} บาท เข้าบัญชีธนาคารของคุณแล้ว`,
    link: '/member/payment',
  }),
  withdrawal_rejected: (e) => ({
    source: String(e.withdrawalId),
    title: 'คำขอถอนเงินไม่ผ่าน',
    body: `คำขอถอน ${baht(e.amountSatang)} บาท ไม่สำเร็จ${e.reason ? ` (${e.reason})` : ''} ยอดเงินคืนเข้ากระเป๋าหลักแล้ว`,
    link: '/member/payment',
  }),
  bill_won: (e) => ({
    source: String(e.billId),
    title: 'โพยถูกรางวัล',
    body: `โพย #${e.billId} ${e.roundName} ถูกรางวัล ${baht(e.winSatang)} บาท`,
    link: '/lotto/bills',
  }),
  bill_lost: (e) => ({
    source: String(e.billId),
    title: 'ประกาศผลโพย',
    body: `โพย #${e.billId} ${e.roundName} ไม่ถูกรางวัล`,
    link: '/lotto/bills',
  }),
  promotion_released: (e) => ({
    source: String(e.memberPromotionId),
    title: 'โปรโมชั่นทำยอดครบแล้ว',
    body: `ยอด ${baht(e.releasedSatang)} บาท ย้ายจากกระเป๋าโปรโมชั่นเข้ากระเป๋าหลักแล้ว`,
    link: '/member/promotions',
  }),
  promotion_ended: (e) => ({
    source: String(e.memberPromotionId),
    title: 'โปรโมชั่นสิ้นสุดแล้ว',
    body: 'ยอดในกระเป๋าโปรโมชั่นต่ำกว่าที่กำหนด โปรโมชั่นจึงสิ้นสุด',
    link: '/member/promotions',
  }),
};

export function writeInboxItem(event: InboxEvent): Written {
  return (WRITERS[event.kind] as (e: InboxEvent) => Written)(event);
}
