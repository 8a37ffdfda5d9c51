import { bahtToSatang, MAIN_WALLET_TYPE_ID, satangToBaht } from '@ug99/contract';
import type {
  LottoBillCreated,
  LottoBillStatus,
  LottoBillValidateRequest,
  LottoPricedBill,
  LottoPricedLine,
} from '@ug99/contract';
import type { z } from 'zod';
import type { lottoBillDetail } from '@ug99/contract';
import { takesBets } from '../rounds/taking-bets.ts';
import { isStakeable, winSatang } from './pricing.ts';
import type { LineInput, PricedLine } from './pricing.ts';
import type { BillRow, LineRow, RoundRow } from './queries.ts';
import { memberWallet } from './wallet.ts';

/** How the bill use cases read a request and answer a bill; shared by validate, create, cancel and the reads. */

export type BillDetail = z.infer<typeof lottoBillDetail>;

/** The bill's own wallet: the stake left it, so a cancel returns there (docs/rules/lotto.md#bill-wallet). */
export const billWallet = (bill: BillRow) => memberWallet(bill.memberId, bill.walletTypeId);
export const stakes = { system: 'lotto_stakes' } as const;
export const rateOfHundredths = (h: number) => h / 100;

export const walletOf = (req: LottoBillValidateRequest): number => req.wallet_id ?? MAIN_WALLET_TYPE_ID;

export const inputLines = (req: LottoBillValidateRequest): LineInput[] =>
  req.lines.map((l) => ({ type: l.type, number: l.number, amountSatang: bahtToSatang(l.amount) }));

export const totalOf = (lines: PricedLine[]) =>
  lines.filter(isStakeable).reduce((s, l) => s + l.amountSatang, 0n);
export const discountOf = (lines: PricedLine[]) =>
  lines.filter(isStakeable).reduce((s, l) => s + l.discountSatang, 0n);
/** What leaves (and a refund returns to) the bill's wallet: its total less its discount. */
export const payOfBill = (bill: Pick<BillRow, 'totalSatang' | 'discountSatang'>) =>
  bill.totalSatang - bill.discountSatang;

export function toPricedLine(l: PricedLine): LottoPricedLine {
  return {
    type: l.type,
    number: l.number,
    amount: satangToBaht(l.amountSatang),
    rate: rateOfHundredths(l.rateHundredths),
    discount: satangToBaht(l.discountSatang),
    pay: satangToBaht(l.amountSatang - l.discountSatang),
    potential_win: satangToBaht(winSatang(l.amountSatang, l.rateHundredths)),
    state: l.state,
  };
}

/**
 * The priced bill as validate answers it: totals count only the lines that can be staked, and are sums of
 * the lines (docs/rules/lotto.md#discounts).
 */
export function toPricedBill(roundId: number, lines: PricedLine[]): LottoPricedBill {
  const taken = lines.filter(isStakeable);
  const total = totalOf(lines);
  const discount = discountOf(lines);
  return {
    round_id: roundId,
    lines: lines.map(toPricedLine),
    total: satangToBaht(total),
    discount: satangToBaht(discount),
    pay: satangToBaht(total - discount),
    potential_win: satangToBaht(taken.reduce((s, l) => s + winSatang(l.amountSatang, l.rateHundredths), 0n)),
  };
}

function storedLine(l: LineRow): LottoPricedLine {
  return toPricedLine({
    type: l.betType as PricedLine['type'],
    number: l.number,
    amountSatang: l.amountSatang,
    rateHundredths: l.rateHundredths,
    state: l.pricedState as PricedLine['state'],
    discountSatang: l.discountSatang,
  });
}

export const createdAnswer = (bill: BillRow, lines: LineRow[]): LottoBillCreated => ({
  bill_id: bill.id,
  status: bill.status as LottoBillStatus,
  total: satangToBaht(bill.totalSatang),
  discount: satangToBaht(bill.discountSatang),
  pay: satangToBaht(payOfBill(bill)),
  lines: lines.map(storedLine),
});

/** Until when the member may still cancel, or null when they no longer can (docs/rules/lotto.md). */
export function cancelUntil(bill: BillRow, round: NonNullable<RoundRow>['round'], now: Date): string | null {
  const open = bill.status === 'pending' && takesBets(round, now) && now < round.cancelUntil;
  return open ? round.cancelUntil.toISOString() : null;
}

export const categoryDto = (c: NonNullable<RoundRow>['category']) => ({
  category_id: c.id,
  code: c.code as BillDetail['category']['code'],
  name: c.name,
  image: c.image,
});

/**
 * What the member's bill list and a bill's detail both say of a bill: its round, its money in baht, its
 * status and until when it may still be cancelled at `now`.
 */
export function billSummary(
  bill: BillRow,
  round: NonNullable<RoundRow>['round'],
  category: NonNullable<RoundRow>['category'],
  now: Date,
) {
  return {
    bill_id: bill.id,
    round_id: round.id,
    round_title: round.title,
    category: categoryDto(category),
    status: bill.status as LottoBillStatus,
    total: satangToBaht(bill.totalSatang),
    discount: satangToBaht(bill.discountSatang),
    pay: satangToBaht(payOfBill(bill)),
    win_amount: satangToBaht(bill.winSatang),
    created_at: bill.createdAt.toISOString(),
    cancel_until: cancelUntil(bill, round, now),
  };
}
