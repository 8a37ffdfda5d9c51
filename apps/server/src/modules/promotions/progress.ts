import { bahtToSatang, MAIN_WALLET_TYPE_ID, satangToBaht } from '@ug99/contract';
import type { ActivePromotion, GiveUpPreview } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { hasOpenRound, walletTurnover } from '#games';
import { accountBalance, lockWalletBalance, runInLedgerTransaction, transfer } from '#ledger';
import { notifyMembers } from '#notifications';
import { findAgentCode } from '#shared/agents.ts';
import { toPromotion } from './dto.ts';
import {
  findActiveOf,
  findMemberPromotion,
  findPromotion,
  lockActive,
  lockLastFinished,
  PROMOTION_WALLET,
  finishMemberPromotion,
  addToFinished,
} from './queries.ts';
import type { MemberPromotionRow } from './queries.ts';
import type { PromotionReads } from './reads.ts';
import { giveUpSplit, lateCreditSplit, progress, releaseSplit, verdict } from './rules.ts';

/**
 * A game round opened from the promotion wallet longer ago than this is taken as abandoned: its win, if
 * one ever comes, no longer holds up the promotion's end (docs/rules/promotions.md#open-game-rounds).
 */
export const OPEN_ROUND_WAIT_MS = 60 * 60 * 1000;

/**
 * A game round or a lotto bill from the promotion wallet whose win may still land in it; a bill has no
 * age limit, unlike a round: every lotto round is resulted or voided in the end.
 */
const stakeOutstanding = async (db: Db, memberId: number, now: Date, reads: PromotionReads) =>
  (await hasOpenRound(db, memberId, PROMOTION_WALLET, new Date(now.getTime() - OPEN_ROUND_WAIT_MS))) ||
  (await reads.hasPendingBillFrom(db, memberId, PROMOTION_WALLET));

const promotionWallet = (memberId: number) => ({ member: memberId, wallet: PROMOTION_WALLET }) as const;

/**
 * Stakes from the promotion wallet on the promotion's categories since it started: the kept daily
 * totals from its start day on, less what that day had before it started (docs/rules/promotions.md#turnover).
 */
export async function turnoverOf(db: Db, row: MemberPromotionRow): Promise<bigint> {
  const played = await walletTurnover(db, row.memberId, PROMOTION_WALLET, {
    from: row.startDay,
    categories: row.categories,
  });
  return played - row.turnoverBaseSatang;
}

export type SettleResult = 'released' | 'ended' | 'running' | 'waiting' | 'gone';

/**
 * Decides a running promotion's end, once (docs/rules/promotions.md#release): with its row and the
 * promotion wallet's ledger row locked, a met turnover releases the balance to main up to max_withdraw
 * and forfeits the rest; a balance under 5 ฿ ends it and forfeits what is left. An open round from the
 * wallet makes it wait for the round's win. Called on every read of the progress and by the job;
 * twenty at once release once (the row lock, the `status = 'active'` update and the ledger keys).
 */
export async function settle(db: Db, id: number, now: Date, reads: PromotionReads): Promise<SettleResult> {
  // Most reads find nothing to decide: that is seen without locks, so a poll never holds up a bet.
  const seen = await findMemberPromotion(db, id);
  if (seen?.status !== 'active') return 'gone';
  const seenMet = progress(seen.requiredTurnoverSatang, await turnoverOf(db, seen)).met;
  const seenBalance = await accountBalance(db, promotionWallet(seen.memberId));
  if (verdict(seenMet, seenBalance) === 'running') return 'running';
  return runInLedgerTransaction(db, async (tx) => {
    const row = await lockActive(tx, id);
    if (!row) return 'gone';
    const { met } = progress(row.requiredTurnoverSatang, await turnoverOf(tx, row));
    const balance = await lockWalletBalance(tx, row.memberId, PROMOTION_WALLET);
    const next = verdict(met, balance);
    if (next === 'running') return 'running';
    if (await stakeOutstanding(tx, row.memberId, now, reads)) return 'waiting';
    const split =
      next === 'release'
        ? releaseSplit(balance, row.maxWithdrawSatang)
        : { released: 0n, forfeited: balance };
    await moveOut(tx, row, split.released, 'promotion_release', split.forfeited, now);
    await finishMemberPromotion(tx, row.id, {
      status: next === 'release' ? 'completed' : 'ended',
      released: split.released,
      forfeited: split.forfeited,
      at: now,
    });
    await notifyMembers(
      tx,
      [
        next === 'release'
          ? {
              kind: 'promotion_released',
              memberId: row.memberId,
              memberPromotionId: row.id,
              releasedSatang: split.released,
            }
          : { kind: 'promotion_ended', memberId: row.memberId, memberPromotionId: row.id },
      ],
      now,
    );
    return next === 'release' ? 'released' : 'ended';
  });
}

/**
 * Splits the promotion wallet: `toMain` to main with `reason`, `forfeited` to the promotion expense. The
 * ledger keys are the promotion's, so its end moves once; a late credit's keys add `keyTail`.
 */
async function moveOut(
  tx: Db,
  row: MemberPromotionRow,
  toMain: bigint,
  reason: 'promotion_release' | 'promotion_return',
  forfeited: bigint,
  now: Date,
  keyTail = '',
): Promise<void> {
  const common = { refType: 'member_promotion', refId: String(row.id), createdBy: 'promotions', at: now };
  if (toMain > 0n) {
    await transfer(tx, {
      ...common,
      key: `promotion:${reason === 'promotion_release' ? 'release' : 'return'}:${row.id}${keyTail}`,
      from: promotionWallet(row.memberId),
      to: { member: row.memberId, wallet: MAIN_WALLET_TYPE_ID },
      amount: toMain,
      reason,
    });
  }
  if (forfeited > 0n) {
    await transfer(tx, {
      ...common,
      key: `promotion:forfeit:${row.id}${keyTail}`,
      from: promotionWallet(row.memberId),
      to: { system: 'promotion_expense' },
      amount: forfeited,
      reason: 'promotion_forfeit',
    });
  }
}

export type LateCreditResult = 'moved' | 'none';

/**
 * Moves a late credit out of the promotion wallet (docs/rules/promotions.md#late-credits): with the
 * wallet's ledger row locked, money found there while no promotion of the member runs is split as the
 * promotion that ended last was, and added to its released and forfeited figures. A promotion that starts
 * meanwhile either commits first (this then sees it running and leaves the wallet to it) or waits for the
 * lock (its deposit then arrives in a wallet already split). The ledger keys carry what the promotion had
 * moved before, so each credit is split once: a retry or a second instance finds the wallet empty.
 */
export function sweepLateCredit(db: Db, memberId: number, now: Date): Promise<LateCreditResult> {
  return runInLedgerTransaction(db, async (tx) => {
    const credit = await lockWalletBalance(tx, memberId, PROMOTION_WALLET);
    if (credit === 0n || (await findActiveOf(tx, memberId))) return 'none';
    const last = await lockLastFinished(tx, memberId);
    if (!last || last.status === 'active' || last.status === 'refused') return 'none';
    const split = lateCreditSplit(last.status, credit, {
      released: last.releasedSatang,
      maxWithdraw: last.maxWithdrawSatang,
      deposit: last.depositSatang,
      bonus: last.bonusSatang,
    });
    const movedBefore = last.releasedSatang + last.forfeitedSatang;
    const reason = last.status === 'given_up' ? 'promotion_return' : 'promotion_release';
    await moveOut(tx, last, split.toMain, reason, split.forfeited, now, `:late:${movedBefore}`);
    await addToFinished(tx, last.id, { released: split.toMain, forfeited: split.forfeited });
    return 'moved';
  });
}

/**
 * GET /api/member/promotion/active: settles first, so a met turnover is released the moment the member
 * looks, then answers the live figures, or null when nothing runs.
 */
export async function activeProgress(
  db: Db,
  member: { id: number; agentId: number },
  now: Date,
  reads: PromotionReads,
): Promise<ActivePromotion | null> {
  const before = await findActiveOf(db, member.id);
  if (!before) return null;
  await settle(db, before.id, now, reads);
  const row = await findActiveOf(db, member.id);
  if (!row) return null;
  const promotion = await findPromotion(db, member.agentId, row.promotionId);
  if (!promotion) return null;
  const [played, balance] = await Promise.all([
    turnoverOf(db, row),
    accountBalance(db, promotionWallet(member.id)),
  ]);
  const { turnover, remaining } = progress(row.requiredTurnoverSatang, played);
  return {
    promotion: toPromotion(promotion, (await findAgentCode(db, member.agentId)) ?? ''),
    locked_balance: satangToBaht(balance),
    required_turnover: satangToBaht(row.requiredTurnoverSatang),
    turnover: satangToBaht(turnover > row.requiredTurnoverSatang ? row.requiredTurnoverSatang : turnover),
    remaining: satangToBaht(remaining),
    max_withdraw: row.maxWithdrawSatang === null ? null : satangToBaht(row.maxWithdrawSatang),
    started_at: row.startedAt.toISOString(),
  };
}

async function previewOf(db: Db, row: MemberPromotionRow, balance: bigint): Promise<GiveUpPreview> {
  const promotion = await findPromotion(db, row.agentId, row.promotionId);
  const { returned, forfeited } = giveUpSplit(balance, row.depositSatang, row.bonusSatang);
  return {
    promotion_id: row.promotionId,
    title: promotion?.title ?? '',
    locked_balance: satangToBaht(balance),
    returned: satangToBaht(returned),
    forfeited: satangToBaht(forfeited),
  };
}

/** GET /api/member/promotion/give_up: what giving up would return and forfeit now. */
export async function giveUpPreview(db: Db, memberId: number): Promise<GiveUpPreview> {
  const row = await findActiveOf(db, memberId);
  if (!row) throw new AppError('PROMOTION_NOT_ACTIVE');
  return previewOf(db, row, await accountBalance(db, promotionWallet(memberId)));
}

/**
 * POST /api/member/promotion/give_up (docs/rules/promotions.md#giving-up): the deposit's share back to
 * main, the bonus's forfeited, once. The member confirms the amount they were shown; when a bet moved the
 * balance since, the call is refused with the new figures. A repeat finds no active promotion and moves
 * nothing.
 */
export function giveUp(
  db: Db,
  member: { id: number },
  request: { promotionId: number; returnedBaht: number },
  now: Date,
  reads: PromotionReads,
): Promise<MemberPromotionRow> {
  return runInLedgerTransaction(db, async (tx) => {
    const active = await findActiveOf(tx, member.id);
    const row =
      active && active.promotionId === request.promotionId ? await lockActive(tx, active.id) : undefined;
    if (!row) throw new AppError('PROMOTION_NOT_ACTIVE');
    if (await stakeOutstanding(tx, member.id, now, reads)) {
      throw new AppError('PROMOTION_ROUND_OPEN');
    }
    const balance = await lockWalletBalance(tx, member.id, PROMOTION_WALLET);
    const split = giveUpSplit(balance, row.depositSatang, row.bonusSatang);
    if (split.returned !== bahtToSatang(request.returnedBaht)) {
      throw new AppError('PROMOTION_GIVE_UP_CHANGED', undefined, await previewOf(tx, row, balance));
    }
    await moveOut(tx, row, split.returned, 'promotion_return', split.forfeited, now);
    return finishMemberPromotion(tx, row.id, {
      status: 'given_up',
      released: split.returned,
      forfeited: split.forfeited,
      at: now,
    });
  });
}

/** The game categories the promotion wallet may stake on now: the active promotion's, or none. */
export async function promotionWalletCategories(db: Db, memberId: number): Promise<string[]> {
  const row = await findActiveOf(db, memberId);
  return row ? [...row.categories] : [];
}
