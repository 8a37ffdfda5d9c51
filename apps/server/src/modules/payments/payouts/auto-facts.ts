import type { Db } from '#db/client.ts';
import { memberStakesSince } from '#ledger';
import { hasOperatorNote, memberCreatedAt, subAccountAddedSince } from '#members';
import { hasActivePromotion } from '#promotions';
import { isExcludedAt } from '#responsible-gaming';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { hasFreeCreditRequirement } from '#wallets';
import {
  autoApprovedTotals,
  hasPaidWithdrawalBesides,
  hasPendingFlaggedDeposit,
  HOUR_MS,
  lastPaidDeposit,
} from './auto-queries.ts';
import type { AutoFacts, Withdrawal } from './auto-queries.ts';

/**
 * Everything the rules look at (docs/rules/payments.md#automatic-approval), read in the decision's
 * transaction (after the budget lock): payments' own rows, and each other domain's answer through its
 * index, all with the same `tx`.
 */
export async function autoFacts(tx: Db, w: Withdrawal, now: Date): Promise<AutoFacts> {
  const m = w.memberId;
  const createdAt = await memberCreatedAt(tx, m);
  const lastDeposit = await lastPaidDeposit(tx, m);
  const stakesSince = lastDeposit?.paidAt
    ? await memberStakesSince(tx, m, bangkokDate(lastDeposit.paidAt))
    : 0n;
  // One after another: a transaction is one connection, which runs one query at a time anyway (pg queues
  // a second one, and warns that pg 9 will refuse it).
  const coolingOff = await isExcludedAt(tx, m, now);
  const note = await hasOperatorNote(tx, m);
  const flagged = await hasPendingFlaggedDeposit(tx, m);
  const promotion = await hasActivePromotion(tx, m);
  const freeCredit = await hasFreeCreditRequirement(tx, m);
  const bankChanged = await subAccountAddedSince(tx, m, new Date(now.getTime() - 24 * HOUR_MS));
  const paidBefore = await hasPaidWithdrawalBesides(tx, w);
  const totals = await autoApprovedTotals(tx, w, now);
  return {
    amountSatang: w.amountSatang,
    coolingOff,
    hasOperatorNote: note,
    hasFlaggedDeposit: flagged,
    promotionOrFreeCreditRunning: promotion || freeCredit,
    lastDeposit: lastDeposit
      ? { amountSatang: lastDeposit.credited ?? lastDeposit.amount, stakesSince }
      : null,
    bankChangedWithin24h: bankChanged,
    accountAgeHours: createdAt ? (now.getTime() - createdAt.getTime()) / HOUR_MS : 0,
    firstWithdrawal: !paidBefore,
    memberTodaySatang: totals.memberToday,
    siteHourSatang: totals.siteHour,
    siteTodaySatang: totals.siteToday,
  };
}
