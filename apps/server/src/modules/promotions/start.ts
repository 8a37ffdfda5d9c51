import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import type { LedgerReason } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { walletTurnover } from '#games';
import { debitedAfterTransfer, lockWalletBalance, runInLedgerTransaction, transfer } from '#ledger';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { bangkokDate, startOfBangkokDay } from '#shared/bangkok-time.ts';
import { refusalMessage } from './dto.ts';
import {
  depositCarriesPromotion,
  findActiveOf,
  findPromotion,
  insertMemberPromotion,
  NOT_YET_CREDITED,
  PROMOTION_WALLET,
  receivedCount,
} from './queries.ts';
import type { MemberPromotionRow, PromotionRow } from './queries.ts';
import type { CountCreditedBefore, PromotionReads } from './reads.ts';
import { bonusFor, isUntouched, refusalFor, requiredTurnover } from './rules.ts';
import type { DepositFacts, Refusal } from './rules.ts';

/** What a credited deposit is to this domain: the payments domain passes it in, nothing more. */
export type CreditedDepositInput = {
  intentId: number;
  reference: string;
  memberId: number;
  agentId: number;
  promotionId: number | null;
  creditedSatang: bigint;
  paidAt: Date;
  now: Date;
};

export type DepositPromotionOutcome =
  | { outcome: 'none' }
  | { outcome: 'started'; memberPromotion: MemberPromotionRow }
  | { outcome: 'refused'; refusal: Refusal };

/** The reasons that count as a stake from main (docs/rules/promotions.md#receiving-after-a-deposit). */
const STAKES: readonly LedgerReason[] = ['game_bet', 'lotto_bet'];

const walletCode = (memberId: number, wallet: number) => `member:${memberId}:wallet:${wallet}`;
const depositTransferKey = (intentId: number) => `deposit:intent:${intentId}`;

async function factsFor(
  tx: Db,
  promotion: PromotionRow,
  deposit: { id: number; memberId: number; amountSatang: bigint; paidAt: Date },
  now: Date,
  creditedDepositsBefore: CountCreditedBefore,
): Promise<DepositFacts> {
  const dayStart = startOfBangkokDay(deposit.paidAt);
  const today = startOfBangkokDay(now);
  // One after another: a transaction is one connection, which answers one query at a time.
  const earlier = await creditedDepositsBefore(tx, deposit.memberId, deposit.paidAt, deposit.id);
  const earlierThatDay = await creditedDepositsBefore(
    tx,
    deposit.memberId,
    deposit.paidAt,
    deposit.id,
    dayStart,
  );
  const received = await receivedCount(tx, deposit.memberId, promotion.id);
  const receivedToday = await receivedCount(tx, deposit.memberId, promotion.id, today);
  const active = await findActiveOf(tx, deposit.memberId);
  const rg = await readResponsibleGaming(tx, deposit.memberId, now);
  const exclusion = activeExclusion(rg);
  return {
    amountSatang: deposit.amountSatang,
    paidAt: deposit.paidAt,
    earlierDeposits: earlier,
    earlierDepositsThatDay: earlierThatDay,
    receivedCount: received,
    receivedCountThatDay: receivedToday,
    hasActivePromotion: active !== undefined,
    ...(exclusion ? { exclusion: { message: exclusion.message } } : {}),
  };
}

/**
 * Starts the promotion on a deposit that is in main: the row with its copied terms and the turnover base,
 * then the deposit from main and the bonus from promotion_expense into the promotion wallet, all in the
 * caller's transaction (docs/rules/promotions.md#starting). A unique index refusing the row (another
 * promotion became active, or the deposit was used meanwhile) is answered as that refusal.
 */
async function start(
  tx: Db,
  promotion: PromotionRow,
  deposit: { id: number; reference: string; memberId: number; agentId: number; amountSatang: bigint },
  source: 'deposit' | 'receive',
  now: Date,
): Promise<{ row: MemberPromotionRow } | { refusal: Refusal }> {
  const bonus = bonusFor(promotion, deposit.amountSatang);
  const today = bangkokDate(now);
  const base = await walletTurnover(tx, deposit.memberId, PROMOTION_WALLET, {
    from: today,
    to: today,
    categories: promotion.categories,
  });
  const row = await insertMemberPromotion(tx, {
    agentId: deposit.agentId,
    memberId: deposit.memberId,
    promotionId: promotion.id,
    depositIntentId: deposit.id,
    source,
    status: 'active',
    depositSatang: deposit.amountSatang,
    bonusSatang: bonus,
    requiredTurnoverSatang: requiredTurnover(
      promotion.turnoverMultiplierHundredths,
      deposit.amountSatang,
      bonus,
    ),
    maxWithdrawSatang: promotion.maxWithdrawSatang,
    categories: promotion.categories,
    startDay: today,
    turnoverBaseSatang: base,
    startedAt: now,
  });
  if (!row) {
    const used = await depositCarriesPromotion(tx, deposit.id);
    return { refusal: { key: used ? 'PROMOTION_DEPOSIT_USED' : 'PROMOTION_ALREADY_ACTIVE' } };
  }
  const common = {
    refType: 'member_promotion',
    refId: String(row.id),
    createdBy: `member:${deposit.memberId}`,
    at: now,
  };
  const wallet = { member: deposit.memberId, wallet: PROMOTION_WALLET } as const;
  // Keyed by the deposit: one deposit moves into a promotion wallet once, whatever the retries.
  await transfer(tx, {
    ...common,
    key: `promotion:deposit:${deposit.id}`,
    from: { member: deposit.memberId, wallet: MAIN_WALLET_TYPE_ID },
    to: wallet,
    amount: deposit.amountSatang,
    reason: 'promotion_transfer',
    memo: deposit.reference,
  });
  if (bonus > 0n) {
    await transfer(tx, {
      ...common,
      key: `promotion:bonus:${row.id}`,
      from: { system: 'promotion_expense' },
      to: wallet,
      amount: bonus,
      reason: 'promotion_bonus',
    });
  }
  return { row };
}

/**
 * Called by the payments domain inside the transaction that credits a deposit to main
 * (docs/rules/promotions.md#choosing-while-depositing), with its count of the member's credited deposits. Without a chosen promotion nothing happens; a
 * promotion that still applies starts now; otherwise the money stays in main and a `refused` row keeps
 * the Thai reason the member reads on the deposit page and in the promotion history. Never throws a
 * refusal: the deposit is credited whatever the promotion's fate.
 */
export async function applyPromotionToCreditedDeposit(
  tx: Db,
  credit: CreditedDepositInput,
  creditedDepositsBefore: CountCreditedBefore,
): Promise<DepositPromotionOutcome> {
  if (credit.promotionId === null) return { outcome: 'none' };
  const deposit = {
    id: credit.intentId,
    reference: credit.reference,
    memberId: credit.memberId,
    agentId: credit.agentId,
    amountSatang: credit.creditedSatang,
    paidAt: credit.paidAt,
  };
  const promotion = await findPromotion(tx, credit.agentId, credit.promotionId);
  const refusal = promotion
    ? refusalFor(
        promotion,
        await factsFor(tx, promotion, deposit, credit.now, creditedDepositsBefore),
        credit.now,
      )
    : { key: 'PROMOTION_NOT_FOUND' as const };
  if (promotion && !refusal) {
    const started = await start(tx, promotion, deposit, 'deposit', credit.now);
    if ('row' in started) return { outcome: 'started', memberPromotion: started.row };
    return recordRefusal(tx, promotion, deposit, started.refusal, credit.now);
  }
  if (!promotion) return { outcome: 'refused', refusal: refusal! };
  return recordRefusal(tx, promotion, deposit, refusal!, credit.now);
}

async function recordRefusal(
  tx: Db,
  promotion: PromotionRow,
  deposit: { id: number; memberId: number; agentId: number; amountSatang: bigint },
  refusal: Refusal,
  now: Date,
): Promise<DepositPromotionOutcome> {
  await insertMemberPromotion(tx, {
    agentId: deposit.agentId,
    memberId: deposit.memberId,
    promotionId: promotion.id,
    depositIntentId: deposit.id,
    source: 'deposit',
    status: 'refused',
    depositSatang: deposit.amountSatang,
    categories: promotion.categories,
    startDay: bangkokDate(now),
    note: refusalMessage(refusal),
    startedAt: now,
  });
  return { outcome: 'refused', refusal };
}

/**
 * The check generate_qr makes before the member pays (docs/rules/promotions.md#choosing-while-depositing):
 * the promotion exists, is open and receivable, and nothing about the member already rules it out. The
 * deposit's own rules (minimum, first of the day) are checked with the amount the member asked for.
 * Crediting checks everything again, since time passes between the two. Payments passes its count of the
 * member's credited deposits.
 */
export async function checkPromotionForDeposit(
  db: Db,
  input: { memberId: number; agentId: number; promotionId: number; amountSatang: bigint; now: Date },
  creditedDepositsBefore: CountCreditedBefore,
): Promise<void> {
  const promotion = await findPromotion(db, input.agentId, input.promotionId);
  if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
  const deposit = {
    id: NOT_YET_CREDITED,
    memberId: input.memberId,
    amountSatang: input.amountSatang,
    paidAt: input.now,
  };
  const facts = await factsFor(db, promotion, deposit, input.now, creditedDepositsBefore);
  const refusal = refusalFor(promotion, facts, input.now);
  if (refusal) throw new AppError(refusal.key, refusal.message);
}

/**
 * POST /api/member/promotion/receive (docs/rules/promotions.md#receiving-after-a-deposit): the promotion
 * on the member's latest credited deposit, when that deposit is still untouched in main and the
 * promotion's rules hold for it. The main wallet's row is locked first, so the untouched check and the
 * move are one step; a refusal throws and changes nothing. The deposits are read through payments'
 * functions in `reads`.
 */
export function receivePromotion(
  db: Db,
  member: { id: number; agentId: number },
  promotionId: number,
  now: Date,
  reads: PromotionReads,
): Promise<MemberPromotionRow> {
  return runInLedgerTransaction(db, async (tx) => {
    const promotion = await findPromotion(tx, member.agentId, promotionId);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    const mainCode = walletCode(member.id, MAIN_WALLET_TYPE_ID);
    const mainBalance = await lockWalletBalance(tx, member.id, MAIN_WALLET_TYPE_ID);
    const deposit = await reads.latestCreditedDeposit(tx, member.id);
    if (!deposit) throw new AppError('PROMOTION_NO_DEPOSIT');
    const facts = await factsFor(tx, promotion, deposit, now, reads.creditedDepositsBefore);
    const refusal = refusalFor(promotion, facts, now);
    if (refusal) throw new AppError(refusal.key, refusal.message);
    if (await depositCarriesPromotion(tx, deposit.id)) throw new AppError('PROMOTION_DEPOSIT_USED');
    const staked = await debitedAfterTransfer(tx, mainCode, depositTransferKey(deposit.id), STAKES);
    if (!isUntouched(deposit.amountSatang, mainBalance, staked))
      throw new AppError('PROMOTION_DEPOSIT_TOUCHED');
    const started = await start(tx, promotion, deposit, 'receive', now);
    if ('refusal' in started) throw new AppError(started.refusal.key, started.refusal.message);
    return started.row;
  });
}
