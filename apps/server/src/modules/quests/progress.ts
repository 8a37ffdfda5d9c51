import type { QuestMetric } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { turnoverBetween } from '#games';
import { billsPlacedBetween } from '#lotto';
import { paidDepositsBetween } from '#payments';
import { checkinDaysIn } from './queries.ts';
import type { Span } from './queries.ts';

/**
 * A member's progress on one metric over a period (docs/rules/quests.md#progress): credited deposits
 * from payments, turnover from games' kept totals, lotto bills not cancelled from the lotto, and
 * check-ins. Each is asked of the domain that owns its table (docs/ARCHITECTURE.md#each-domain-owns-its-tables),
 * one statement as before. Never anything the client reports.
 */
export async function progressOf(
  db: Db,
  memberId: number,
  metric: QuestMetric,
  period: Span,
): Promise<bigint> {
  switch (metric) {
    case 'deposit':
      return (await paidDepositsBetween(db, memberId, period.start, period.end)).creditedSatang;
    case 'turnover':
      return turnoverBetween(db, memberId, period.startDate, period.endDate);
    case 'lotto_bills':
      return billsPlacedBetween(db, memberId, period.start, period.end);
    case 'checkin_days':
      return checkinDaysIn(db, memberId, period);
  }
}
