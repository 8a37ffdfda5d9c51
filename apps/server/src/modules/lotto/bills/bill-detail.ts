import { satangToBaht } from '@ug99/contract';
import type { LottoBillStatus, LottoPricedLine } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { billSummary, rateOfHundredths } from './answers.ts';
import type { BillDetail } from './answers.ts';
import { billWithRound, linesOf } from './queries.ts';

/** One of the member's own bills with its lines; another member's bill is LOTTO_BILL_NOT_FOUND. */
export async function billDetail(
  db: Db,
  clock: Clock,
  member: SessionMember,
  billId: number,
): Promise<BillDetail> {
  const found = await billWithRound(db, billId, member.id);
  if (!found) throw new AppError('LOTTO_BILL_NOT_FOUND');
  const { bill, round, category } = found;
  const lines = await linesOf(db, bill.id);
  return {
    ...billSummary(bill, round, category, clock.now()),
    note: bill.note,
    lines: lines.map((l) => ({
      type: l.betType as LottoPricedLine['type'],
      number: l.number,
      amount: satangToBaht(l.amountSatang),
      rate: rateOfHundredths(l.rateHundredths),
      discount: satangToBaht(l.discountSatang),
      status: l.status as LottoBillStatus,
      win_amount: satangToBaht(l.winSatang),
    })),
  };
}
