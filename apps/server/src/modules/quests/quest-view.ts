import { bahtToSatang, questMetric, questPeriod, questRewardKind, satangToBaht } from '@ug99/contract';
import type { BoQuest } from '@ug99/contract';
import type { QuestPendingChange } from '#db/schema/quests.ts';
import type { QuestRow } from './manage.ts';

/**
 * Quests as the back office shows them and its audit rows record them (docs/BACKOFFICE.md#engagement):
 * money targets and credit rewards in baht, counts and points as numbers.
 */

const isMoney = (metric: string) => metric === 'deposit' || metric === 'turnover';
const targetShown = (metric: string, v: bigint) => (isMoney(metric) ? satangToBaht(v) : Number(v));
const rewardShown = (kind: string, v: bigint) => (kind === 'credit' ? satangToBaht(v) : Number(v));
export const questTargetStored = (metric: string, v: number) =>
  isMoney(metric) ? bahtToSatang(v) : BigInt(v);
/** A reward as stored: satang for credit, else points or spins. */
export const questRewardStored = (kind: string, v: number) =>
  kind === 'credit' ? bahtToSatang(v) : BigInt(v);

function pendingView(metric: string, p: QuestPendingChange, from: string): NonNullable<BoQuest['pending']> {
  return {
    title: p.title,
    description: p.description,
    target: targetShown(metric, BigInt(p.target)),
    reward_kind: questRewardKind.parse(p.rewardKind),
    reward_amount: rewardShown(p.rewardKind, BigInt(p.rewardAmount)),
    active: p.active,
    sort_order: p.sortOrder,
    from,
  };
}

export function questView(q: QuestRow): BoQuest {
  return {
    id: q.id,
    code: q.code,
    period: questPeriod.parse(q.period),
    metric: questMetric.parse(q.metric),
    title: q.title,
    description: q.description,
    target: targetShown(q.metric, q.target),
    reward_kind: questRewardKind.parse(q.rewardKind),
    reward_amount: rewardShown(q.rewardKind, q.rewardAmount),
    active: q.active,
    sort_order: q.sortOrder,
    pending: q.pending && q.pendingFrom ? pendingView(q.metric, q.pending, q.pendingFrom) : null,
    created_at: q.createdAt.toISOString(),
  };
}
