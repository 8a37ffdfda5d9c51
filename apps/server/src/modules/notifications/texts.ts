import { formatBangkokDateTime, formatBaht, RG_PERIOD_LABELS, satangToBaht } from '@ug99/contract';
import type { CashbackKind, InboxKind, RgPeriod } from '@ug99/contract';

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
    /** A finished rebate period that pays something and is not claimed yet; `period` is its key. */
    | {
        kind: 'cashback_claimable';
        cashback: CashbackKind;
        period: string;
        rebateSatang: bigint;
        claimUntil: Date;
      }
    /** A finished Bangkok day's commission paid into the affiliate wallet, ready to move to main. */
    | { kind: 'commission_claimable'; day: string; amountSatang: bigint }
    | { kind: 'coupon_reward_credited'; redemptionId: number; code: string; reward: Reward }
    /** `claim`: the quest's claim key (quest and period), one reward per period. */
    | { kind: 'quest_reward_credited'; claim: string; questTitle: string; reward: Reward }
    /** The VIP level's monthly bonus of free credit; `month` (`YYYY-MM`, Bangkok) is paid once. */
    | { kind: 'vip_bonus_credited'; month: string; levelName: string; amountSatang: bigint }
    /**
     * A deposit or loss limit that now applies: a stricter one at once, a looser one once its wait is
     * over. `limitSatang` null: the limit is removed. `at` is when it took effect (part of the source).
     */
    | {
        kind: 'limit_changed';
        limit: 'deposit' | 'loss';
        period: RgPeriod;
        limitSatang: bigint | null;
        at: Date;
      }
    /**
     * An operator's broadcast (docs/NOTIFICATIONS.md#the-operators-broadcast): its own title, body and
     * link as the operator wrote them; one item per member per broadcast.
     */
    | { kind: 'announcement'; broadcastId: number; title: string; body: string; link: string }
  );

/** A coupon's or a quest's reward: baht of free credit (in satang), points, or prize-wheel spins. */
export type Reward = { kind: 'credit' | 'points' | 'spins'; amount: bigint };

type Written = { source: string; title: string; body: string; link: string };

const baht = (satang: bigint) => formatBaht(satangToBaht(satang));

const rewardText = (r: Reward) =>
  r.kind === 'credit'
    ? `เครดิตฟรี ${baht(r.amount)} บาท`
    : r.kind === 'points'
      ? `แต้มสะสม ${Number(r.amount).toLocaleString('th-TH')} แต้ม`
      : `สิทธิ์หมุนวงล้อ ${Number(r.amount).toLocaleString('th-TH')} ครั้ง`;

/** `YYYY-MM-DD` as the Thai pages write a date: 16/11/2569. */
const thaiDate = (isoDate: string) => formatBangkokDateTime(`${isoDate}T12:00:00+07:00`).split(' ')[0]!;
/** `YYYY-MM` as the member reads it, e.g. `11/2569` (Buddhist year, as the dates above). */
const thaiMonth = (month: string) => thaiDate(`${month}-01`).split('/').slice(1).join('/');

const CASHBACK_NAMES: Record<CashbackKind, (period: string) => string> = {
  loss: (period) => `คืนยอดเสียสัปดาห์ที่เริ่ม ${thaiDate(period)}`,
  turnover: (period) => `คืนยอดเล่นวันที่ ${thaiDate(period)}`,
};
const LIMIT_NAMES = { deposit: 'วงเงินฝาก', loss: 'วงเงินเสีย' } as const;

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
  cashback_claimable: (e) => ({
    source: `${e.cashback}:${e.period}`,
    title: 'มียอดเงินคืนให้รับ',
    body: `${CASHBACK_NAMES[e.cashback](e.period)} ${baht(e.rebateSatang)} บาท กดรับได้ถึง ${formatBangkokDateTime(e.claimUntil)} น.`,
    link: '/cashback',
  }),
  commission_claimable: (e) => ({
    source: e.day,
    title: 'ได้รับค่าคอมมิชชั่น',
    body: `ค่าคอมมิชชั่นวันที่ ${thaiDate(e.day)} ${baht(e.amountSatang)} บาท เข้ากระเป๋าแนะนำเพื่อนแล้ว ถอนเข้ากระเป๋าหลักได้`,
    link: '/affiliate',
  }),
  coupon_reward_credited: (e) => ({
    source: String(e.redemptionId),
    title: 'ได้รับรางวัลคูปอง',
    body: `คูปอง ${e.code} ได้รับ${rewardText(e.reward)}แล้ว`,
    link: '/member/coupon',
  }),
  quest_reward_credited: (e) => ({
    source: e.claim,
    title: 'ได้รับรางวัลภารกิจ',
    body: `ภารกิจ ${e.questTitle} ได้รับ${rewardText(e.reward)}แล้ว`,
    link: '/member/creditfree',
  }),
  vip_bonus_credited: (e) => ({
    source: e.month,
    title: 'ได้รับโบนัส VIP รายเดือน',
    body: `${e.levelName} ได้รับเครดิตฟรี ${baht(e.amountSatang)} บาท ประจำเดือน ${thaiMonth(e.month)} แล้ว`,
    link: '/member/creditfree',
  }),
  limit_changed: (e) => ({
    source: `${e.limit}:${e.period}:${e.at.toISOString()}`,
    title: 'วงเงินที่ตั้งไว้มีผลแล้ว',
    body:
      e.limitSatang === null
        ? `ยกเลิก${LIMIT_NAMES[e.limit]}${RG_PERIOD_LABELS[e.period]}แล้ว`
        : `${LIMIT_NAMES[e.limit]}${RG_PERIOD_LABELS[e.period]} ${baht(e.limitSatang)} บาท มีผลแล้ว`,
    link: '/member/profile#responsible-gaming',
  }),
  announcement: (e) => ({ source: `broadcast:${e.broadcastId}`, title: e.title, body: e.body, link: e.link }),
};

export function writeInboxItem(event: InboxEvent): Written {
  return (WRITERS[event.kind] as (e: InboxEvent) => Written)(event);
}
