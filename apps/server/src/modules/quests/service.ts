import { questMetric, questPeriod, questRewardKind, satangToBaht } from '@ug99/contract';
import type { CheckinResult, Quest, QuestList, QuestRedeemResult, QuestRewardKind } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { memberPoints, runInLedgerTransaction } from '#ledger';
import { grantFreeCredit } from '#wallets';
import type { SessionMember } from '#members';
import { notifyMembers } from '#notifications';
import { assertRewardsAllowed, awardPoints } from '#points';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { grantSpins } from '#wheel';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import {
  claimedQuestIds,
  findQuest,
  insertCheckin,
  insertClaim,
  lastCheckin,
  questCandidates,
} from './queries.ts';
import type { QuestRow } from './queries.ts';
import { progressOf } from './progress.ts';
import {
  checkinPoints,
  checkinStrip,
  effectiveQuest,
  periodAt,
  questReachable,
  questState,
  streakDayFor,
} from './rules.ts';

export type QuestService = ReturnType<typeof createQuestService>;

const isMoney = (metric: QuestRow['metric']) => metric === 'deposit' || metric === 'turnover';
const shown = (metric: QuestRow['metric'], value: bigint) =>
  isMoney(metric) ? satangToBaht(value) : Number(value);

/** Quests and the daily check-in (docs/ENGAGEMENT.md#quests-and-check-in). */
export function createQuestService(db: Db, clock: Clock) {
  async function view(
    member: SessionMember,
    quest: QuestRow,
    now: Date,
    claimed: Set<string>,
    checkedInToday: boolean,
  ): Promise<{ quest: Quest; offered: boolean }> {
    const period = periodAt(questPeriod.parse(quest.period), now);
    const metric = questMetric.parse(quest.metric);
    const progress = await progressOf(db, member.id, metric, period);
    const isClaimed = claimed.has(`${quest.id}:${period.startDate}`);
    const rewardKind = questRewardKind.parse(quest.rewardKind);
    const state = questState(progress, quest.target, isClaimed);
    const offered =
      state !== 'in_progress' ||
      questReachable({ metric, period }, progress, quest.target, now, checkedInToday);
    const view: Quest = {
      id: quest.id,
      code: quest.code,
      title: quest.title,
      description: quest.description,
      period: questPeriod.parse(quest.period),
      metric,
      target: shown(metric, quest.target),
      progress: shown(metric, progress),
      reward_kind: rewardKind,
      reward_amount: rewardAmountOf(rewardKind, quest.rewardAmount),
      state,
      period_ends_at: period.end.toISOString(),
    };
    return { quest: view, offered };
  }

  return {
    async list(member: SessionMember): Promise<QuestList> {
      const now = clock.now();
      // An operator's change applies from the quest's next period (docs/BACKOFFICE.md#engagement).
      const rows = (await questCandidates(db, member.agentId))
        .map((q) => effectiveQuest(q, now))
        .filter((q) => q.active)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      const starts = [periodAt('day', now).startDate, periodAt('week', now).startDate];
      const claimed = await claimedQuestIds(db, member.id, starts);
      const checkin = checkinStrip(bangkokDate(now), await lastCheckin(db, member.id));
      // A check-in quest that can no longer be completed this period is not offered
      // (docs/rules/quests.md#late-in-the-period).
      const list = (
        await Promise.all(rows.map((q) => view(member, q, now, claimed, checkin.checked_in_today)))
      )
        .filter((v) => v.offered)
        .map((v) => v.quest);
      // No rewards and no nudging during cool-off or self-exclusion (docs/rules/points.md#responsible-gaming).
      const exclusion = activeExclusion(await readResponsibleGaming(db, member.id, now));
      return {
        quests: list,
        checkin,
        claimable: exclusion ? 0 : list.filter((q) => q.state === 'claimable').length,
        paused_until: exclusion ? exclusion.until.toISOString() : null,
      };
    },

    /**
     * Pays a completed quest's reward once per period (docs/rules/quests.md#claiming): the claim row's
     * unique key and the reward's ledger key both name (quest, member, period), in one transaction.
     */
    async redeem(member: SessionMember, questId: number): Promise<QuestRedeemResult> {
      const now = clock.now();
      return runInLedgerTransaction(db, async (tx) => {
        const found = await findQuest(tx, member.agentId, questId);
        const quest = found && effectiveQuest(found, now);
        if (!quest?.active) throw new AppError('QUEST_NOT_FOUND');
        await assertRewardsAllowed(tx, member.id, now);
        const period = periodAt(questPeriod.parse(quest.period), now);
        const progress = await progressOf(tx, member.id, questMetric.parse(quest.metric), period);
        if (progress < quest.target) throw new AppError('QUEST_NOT_COMPLETE');

        const key = `quest:${quest.id}:${member.id}:${period.startDate}`;
        const rewardKind = questRewardKind.parse(quest.rewardKind);
        let transferId: number | null = null;
        if (rewardKind === 'spins') {
          // Free spins of the prize wheel, once per quest, member and period by their source key.
          await grantSpins(tx, {
            memberId: member.id,
            spins: Number(quest.rewardAmount),
            source: 'quest',
            sourceRef: key,
          });
        } else if (rewardKind === 'points') {
          const moved = await awardPoints(tx, {
            memberId: member.id,
            points: quest.rewardAmount,
            key,
            refType: 'quest',
            refId: String(quest.id),
            memo: `รางวัลภารกิจ: ${quest.title}`,
            at: now,
          });
          transferId = moved.transferId;
        } else {
          const moved = await grantFreeCredit(tx, {
            key,
            from: { system: 'free_credit_expense' },
            memberId: member.id,
            amount: quest.rewardAmount,
            reason: 'quest_reward',
            refType: 'quest',
            refId: String(quest.id),
            memo: `รางวัลภารกิจ: ${quest.title}`,
            createdBy: `member:${member.id}`,
            at: now,
          });
          transferId = moved.transferId;
        }
        const claim = await insertClaim(tx, {
          questId: quest.id,
          memberId: member.id,
          periodStart: period.startDate,
          rewardKind,
          rewardAmount: quest.rewardAmount,
          transferId,
          claimedAt: now,
        });
        // A parallel claim that committed first owns the period; its reward's key made ours a replay.
        if (!claim) throw new AppError('QUEST_ALREADY_CLAIMED');
        await notifyMembers(
          tx,
          [
            {
              kind: 'quest_reward_credited',
              memberId: member.id,
              claim: `${quest.id}:${period.startDate}`,
              questTitle: quest.title,
              reward: { kind: rewardKind, amount: quest.rewardAmount },
            },
          ],
          now,
        );
        return {
          quest_id: quest.id,
          reward_kind: rewardKind,
          reward_amount: rewardAmountOf(rewardKind, quest.rewardAmount),
          point: Number(await memberPoints(tx, member.id)),
        };
      });
    },

    /**
     * Today's check-in (docs/rules/quests.md#check-in): once per Bangkok day, paying the streak day's
     * points; the (member, day) primary key refuses a second one however many arrive together.
     */
    async checkin(member: SessionMember): Promise<CheckinResult> {
      const now = clock.now();
      const today = bangkokDate(now);
      return runInLedgerTransaction(db, async (tx) => {
        await assertRewardsAllowed(tx, member.id, now);
        const streakDay = streakDayFor(today, await lastCheckin(tx, member.id, today));
        const points = checkinPoints(streakDay);
        const inserted = await insertCheckin(tx, {
          memberId: member.id,
          day: today,
          streakDay,
          points,
          createdAt: now,
        });
        if (!inserted) throw new AppError('CHECKIN_ALREADY_DONE');
        const moved = await awardPoints(tx, {
          memberId: member.id,
          points,
          key: `checkin:${member.id}:${today}`,
          refType: 'checkin',
          refId: today,
          memo: `เช็คอินวันที่ ${streakDay}`,
          at: now,
        });
        return { streak_day: streakDay, points, point: Number(moved.balanceAfter) };
      });
    },
  };
}

/** Baht for a credit reward; a count of points or spins otherwise. */
function rewardAmountOf(kind: QuestRewardKind, amount: bigint): number {
  return kind === 'credit' ? satangToBaht(amount) : Number(amount);
}
