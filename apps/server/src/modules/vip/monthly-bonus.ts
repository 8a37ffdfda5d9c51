import { VIP_LEVEL_NAMES } from '@ug99/contract';
import type { VipLevel } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { membersReachingFlows, runInLedgerTransaction } from '#ledger';
import { membersOfAgent } from '#members';
import { notifyMembers } from '#notifications';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { grantFreeCredit } from '#wallets';
import { claimMonthlyBonus, paidInMonth } from './queries.ts';
import { allVipTerms } from './terms.ts';
import type { MemberVipReader, VipThresholds } from './terms.ts';

/** The Bangkok month of `at`, `YYYY-MM`: the bonus's period. */
export const bangkokMonth = (at: Date) => bangkokDate(at).slice(0, 7);

/** How often the job looks for members to pay: a member who reaches a level mid-month is paid soon after. */
export const VIP_BONUS_EVERY_MS = 10 * 60_000;

/** A job as the runner takes it (src/jobs/runner.ts), restated so the domain does not import platform jobs. */
export type VipJob = { name: string; everyMs: number; run(ctx: { db: Db; now: Date }): Promise<number> };

export type VipBonusDeps = { agentId: number; thresholds: VipThresholds; memberVip: MemberVipReader };

/** How many members the job reads at a time. */
const PAGE = 200;

/**
 * Pays one member the month's bonus of their level (docs/rules/vip.md#monthly-bonus), in one transaction:
 * the month's row first (a parallel payer waits on its unique key and then pays nothing), then the free
 * credit through the ledger under its turnover requirement, then the inbox item. The level and its terms
 * are read inside the transaction, at the moment of paying. Answers whether it paid.
 */
export function payMonthlyBonus(
  db: Db,
  deps: Pick<VipBonusDeps, 'memberVip'>,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const month = bangkokMonth(now);
  return runInLedgerTransaction(db, async (tx) => {
    const { level, terms } = await deps.memberVip(tx, memberId);
    const amount = terms.monthlyBonusSatang;
    if (amount <= 0n) return false;
    // No bonuses in cool-off or self-exclusion (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion):
    // a later run of the same month pays it once the exclusion is over.
    if (activeExclusion(await readResponsibleGaming(tx, memberId, now))) return false;
    const rowId = await claimMonthlyBonus(tx, { memberId, month, level, amountSatang: amount, paidAt: now });
    if (rowId === undefined) return false;
    const moved = await grantFreeCredit(tx, {
      key: `vip_bonus:${memberId}:${month}`,
      from: { system: 'free_credit_expense' },
      memberId,
      amount,
      reason: 'vip_bonus',
      refType: 'vip_monthly_bonus',
      refId: String(rowId),
      memo: `โบนัส VIP รายเดือน ${month} (${VIP_LEVEL_NAMES[level as VipLevel]})`,
      createdBy: 'vip',
      at: now,
    });
    if (moved.replayed) throw new Error(`vip bonus ${memberId}:${month} was paid without its row`);
    await notifyMembers(
      tx,
      [
        {
          kind: 'vip_bonus_credited',
          memberId,
          month,
          levelName: VIP_LEVEL_NAMES[level],
          amountSatang: amount,
        },
      ],
      now,
    );
    return true;
  });
}

/**
 * The month's run: the members whose kept totals reach the lowest level that pays a bonus, a page at a
 * time, less those already paid this month; each is paid by payMonthlyBonus. Only the current Bangkok
 * month is ever paid: a month that passed while every server was down is not paid afterwards.
 */
export async function payMonthlyBonuses(db: Db, deps: VipBonusDeps, now: Date): Promise<number> {
  const terms = await allVipTerms(db, deps.agentId);
  const { thresholds } = deps;
  const reach =
    terms[1].monthlyBonusSatang > 0n
      ? { deposits: thresholds.goldDepositSatang, stakes: thresholds.goldTurnoverSatang }
      : terms[2].monthlyBonusSatang > 0n
        ? { deposits: thresholds.heroDepositSatang, stakes: thresholds.heroTurnoverSatang }
        : null;
  if (!reach) return 0;
  const month = bangkokMonth(now);
  let paid = 0;
  for (let after = 0; ;) {
    const ids = await membersReachingFlows(db, reach, after, PAGE);
    const ours = await membersOfAgent(db, deps.agentId, ids);
    const done = await paidInMonth(db, month, ours);
    for (const memberId of ours) {
      if (!done.has(memberId) && (await payMonthlyBonus(db, deps, memberId, now))) paid++;
    }
    if (ids.length < PAGE) return paid;
    after = ids.at(-1)!;
  }
}

/** `vip:monthly-bonus`: one instance at a time (the runner's lock), and each member once a month (the row). */
export function createVipJobs(deps: VipBonusDeps): VipJob[] {
  return [
    {
      name: 'vip:monthly-bonus',
      everyMs: VIP_BONUS_EVERY_MS,
      run: ({ db, now }) => payMonthlyBonuses(db, deps, now),
    },
  ];
}
