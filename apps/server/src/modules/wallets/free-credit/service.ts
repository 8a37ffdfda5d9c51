import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { hasOpenRound, walletTurnover } from '#games';
import { lockWalletBalance, runInLedgerTransaction, transfer } from '#ledger';
import type { TransferInput, TransferResult } from '#ledger';
import { bangkokDate } from '#shared/bangkok-time.ts';
import {
  addToRequirement,
  deleteRequirement,
  findRequirement,
  FREE_CREDIT_WALLET,
  lockRequirement,
} from './queries.ts';
import type { FreeCreditRequirementRow } from './queries.ts';
import { freeCreditReleaseSplit, freeCreditVerdict, turnoverFor } from './rules.ts';

/**
 * A round staked from the free-credit wallet longer ago than this is taken as abandoned, as for the
 * promotion wallet: its win no longer holds up the release.
 */
export const FREE_CREDIT_OPEN_ROUND_WAIT_MS = 60 * 60 * 1000;

export type FreeCreditGrant = Omit<TransferInput, 'to' | 'at'> & { memberId: number; at: Date };

/**
 * Pays free credit into the member's free-credit wallet and adds it to the running requirement
 * (docs/rules/wallets.md#free-credit), in the caller's transaction: quests, the wheel and coupons pay
 * free credit through here only. A replayed key moved nothing and adds nothing.
 */
export async function grantFreeCredit(tx: Db, grant: FreeCreditGrant): Promise<TransferResult> {
  const { memberId, ...movement } = grant;
  const moved = await transfer(tx, { ...movement, to: { member: memberId, wallet: FREE_CREDIT_WALLET } });
  if (moved.replayed) return moved;
  const today = bangkokDate(grant.at);
  await addToRequirement(tx, {
    memberId,
    creditedSatang: grant.amount,
    requiredTurnoverSatang: turnoverFor(grant.amount),
    startDay: today,
    // Used only when this credit starts the requirement: the stakes already played today do not count.
    turnoverBaseSatang: await walletTurnover(tx, memberId, FREE_CREDIT_WALLET, { from: today }),
    startedAt: grant.at,
  });
  return moved;
}

/** Stakes from the free-credit wallet since the requirement started. */
async function playedSince(db: Db, row: FreeCreditRequirementRow): Promise<bigint> {
  return (
    (await walletTurnover(db, row.memberId, FREE_CREDIT_WALLET, { from: row.startDay })) -
    row.turnoverBaseSatang
  );
}

export type FreeCreditProgress = { credited: bigint; required: bigint; played: bigint };

/** The member's running requirement and its progress, or null when none runs. */
export async function freeCreditProgress(db: Db, memberId: number): Promise<FreeCreditProgress | null> {
  const row = await findRequirement(db, memberId);
  if (!row) return null;
  const played = await playedSince(db, row);
  return {
    credited: row.creditedSatang,
    required: row.requiredTurnoverSatang,
    played: played < 0n ? 0n : played,
  };
}

export type FreeCreditSettleResult = 'released' | 'ended' | 'running' | 'waiting' | 'none';

/**
 * Decides the member's requirement once (docs/rules/wallets.md#free-credit): with its row and the wallet's
 * ledger row locked, a met turnover releases the wallet to main up to the cap and forfeits the rest; an
 * empty wallet ends it. An open round from the wallet makes either wait for its win. Ending deletes the
 * row, so a second instance, or a retry, finds nothing to decide; the ledger keys name the requirement.
 */
export function settleFreeCredit(db: Db, memberId: number, now: Date): Promise<FreeCreditSettleResult> {
  return runInLedgerTransaction(db, async (tx) => {
    // The wallet first, then the requirement: the order a grant takes them in (its transfer, then its
    // upsert), so the two never wait on each other crosswise.
    const balance = await lockWalletBalance(tx, memberId, FREE_CREDIT_WALLET);
    const row = await lockRequirement(tx, memberId);
    if (!row) return 'none';
    const next = freeCreditVerdict(row.requiredTurnoverSatang, await playedSince(tx, row), balance);
    if (next === 'running') return 'running';
    const openedAfter = new Date(now.getTime() - FREE_CREDIT_OPEN_ROUND_WAIT_MS);
    if (await hasOpenRound(tx, memberId, FREE_CREDIT_WALLET, openedAfter)) return 'waiting';
    if (next === 'release') {
      const split = freeCreditReleaseSplit(balance, row.creditedSatang);
      const common = {
        refType: 'free_credit_requirement',
        refId: String(row.id),
        createdBy: 'free-credit',
        at: now,
      };
      const from = { member: memberId, wallet: FREE_CREDIT_WALLET } as const;
      if (split.released > 0n) {
        await transfer(tx, {
          ...common,
          key: `free-credit:release:${common.refId}`,
          from,
          to: { member: memberId, wallet: MAIN_WALLET_TYPE_ID },
          amount: split.released,
          reason: 'free_credit_release',
        });
      }
      if (split.forfeited > 0n) {
        await transfer(tx, {
          ...common,
          key: `free-credit:forfeit:${common.refId}`,
          from,
          to: { system: 'free_credit_expense' },
          amount: split.forfeited,
          reason: 'free_credit_forfeit',
        });
      }
    }
    await deleteRequirement(tx, memberId);
    return next === 'release' ? 'released' : 'ended';
  });
}
