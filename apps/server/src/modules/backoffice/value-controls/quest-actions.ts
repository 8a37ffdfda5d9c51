import {
  bahtToSatang,
  questAmountsProblem,
  questMetric,
  questPeriod,
  questRewardKind,
  satangToBaht,
} from '@ug99/contract';
import type { BoQuest, BoQuestCreate, BoQuestUpdate, ValueControlKey } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { QuestPendingChange } from '#quests';
import { AppError } from '#http/app-error.ts';
import { createQuest, lockQuest, scheduleQuestChange } from '#quests';
import type { QuestValues, listQuests } from '#quests';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

/**
 * Quests as the back office shows and saves them (docs/BACKOFFICE.md#engagement), and what a save creates
 * on the quest paths (docs/rules/value-controls.md#quest-rewards): run by the marketing operator within
 * the caps, or by the approver of a `quest.save` request.
 */

type Audit = typeof writeBackofficeAudit;
type Row = Awaited<ReturnType<typeof listQuests>>['rows'][number];

const isMoney = (metric: string) => metric === 'deposit' || metric === 'turnover';
const targetShown = (metric: string, v: bigint) => (isMoney(metric) ? satangToBaht(v) : Number(v));
const rewardShown = (kind: string, v: bigint) => (kind === 'credit' ? satangToBaht(v) : Number(v));
const targetStored = (metric: string, v: number) => (isMoney(metric) ? bahtToSatang(v) : BigInt(v));
const rewardStored = (kind: string, v: number) => (kind === 'credit' ? bahtToSatang(v) : BigInt(v));

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

export function questView(q: Row): BoQuest {
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

/** What a quest request carries: a new quest, or a quest's new values from its next period. */
export type QuestPayload =
  | { op: 'add'; input: BoQuestCreate; summary: string }
  | { op: 'update'; quest_id: number; input: BoQuestUpdate; summary: string };

/** The path of each reward kind: credit in satang, points, spins. */
export const QUEST_REWARD_PATHS = {
  credit: 'quest_rewards',
  points: 'quest_points',
  spins: 'quest_spins',
} as const satisfies Record<string, ValueControlKey>;

/** A reward as a path and an amount (satang for credit), 0 when the save raises nothing. */
export type QuestRaise = { key: ValueControlKey; amount: bigint };

type Reward = { kind: string; amount: bigint; active: boolean };

/**
 * What a save creates (docs/rules/value-controls.md#quest-rewards): the reward per completion of a quest
 * it adds, or, for an edit, the new reward when it is switched on and of another kind, higher, or was off
 * in what the quest pays from its next period without this save (a waiting change, or else its values
 * now). Lowering a reward, targets, texts and switching off measure nothing.
 */
export function questRaise(before: Reward | null, after: Reward): QuestRaise {
  const key = QUEST_REWARD_PATHS[questRewardKind.parse(after.kind)];
  const same = before !== null && before.active && before.kind === after.kind;
  const raised = after.active && (!same || after.amount > before.amount);
  return { key, amount: raised ? after.amount : 0n };
}

/** The quest's reward before a save: its waiting change, or else its values now. */
export function questRewardBefore(row: Row): Reward {
  if (row.pending) {
    return {
      kind: row.pending.rewardKind,
      amount: BigInt(row.pending.rewardAmount),
      active: row.pending.active,
    };
  }
  return { kind: row.rewardKind, amount: row.rewardAmount, active: row.active };
}

export const rewardOfInput = (input: BoQuestCreate | BoQuestUpdate, active: boolean): Reward => ({
  kind: input.reward_kind,
  amount: rewardStored(input.reward_kind, input.reward_amount),
  active,
});

/** `ภารกิจ ฝาก 3 วัน: รางวัล 5,000.00 บาท ต่อครั้งที่สำเร็จ`-style text for a request. */
export function questSummary(title: string, input: BoQuestCreate | BoQuestUpdate): string {
  const amount =
    input.reward_kind === 'credit'
      ? `${input.reward_amount.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาท`
      : `${input.reward_amount.toLocaleString('th-TH')} ${input.reward_kind === 'points' ? 'พอยท์' : 'ครั้งหมุนฟรี'}`;
  return `ภารกิจ ${title}: รางวัล ${amount} ต่อครั้งที่สำเร็จ`;
}

/** A new quest (switched on from its next period) with its `quest.add` audit row; a code in use is refused. */
export async function addQuestAs(
  tx: Db,
  ctx: OperationsContext,
  audit: Audit,
  operator: Operator,
  input: BoQuestCreate,
  detail: Record<string, unknown> = {},
): Promise<BoQuest> {
  const row = await createQuest(
    tx,
    {
      agentId: await ctx.agentId(),
      code: input.code,
      period: input.period,
      metric: input.metric,
      title: input.title,
      description: input.description,
      target: targetStored(input.metric, input.target),
      rewardKind: input.reward_kind,
      rewardAmount: rewardStored(input.reward_kind, input.reward_amount),
      sortOrder: input.sort_order,
    },
    ctx.clock.now(),
  );
  if (!row) throw new AppError('BO_QUEST_CODE_TAKEN');
  const view = questView(row);
  await audit(tx, operator, {
    ip: operator.ip,
    action: 'quest.add',
    targetType: 'quest',
    targetId: row.id,
    after: view,
    detail: { code: row.code, from: row.pendingFrom, ...detail },
  });
  return view;
}

/** The quest locked and the save checked against what it counts; BO_QUEST_NOT_FOUND or BO_QUEST_INVALID. */
export async function questToUpdate(
  tx: Db,
  ctx: OperationsContext,
  questId: number,
  input: BoQuestUpdate,
): Promise<Row> {
  const row = await lockQuest(tx, await ctx.agentId(), questId);
  if (!row) throw new AppError('BO_QUEST_NOT_FOUND');
  const problem = questAmountsProblem({ ...input, metric: row.metric });
  if (problem) throw new AppError('BO_QUEST_INVALID', problem);
  return row;
}

/** Schedules the quest's new values for its next period, with its `quest.update` audit row. */
export async function updateQuestAs(
  tx: Db,
  ctx: OperationsContext,
  audit: Audit,
  operator: Operator,
  row: Row,
  input: BoQuestUpdate,
  detail: Record<string, unknown> = {},
): Promise<BoQuest> {
  const values: QuestValues = {
    title: input.title,
    description: input.description,
    target: targetStored(row.metric, input.target),
    rewardKind: input.reward_kind,
    rewardAmount: rewardStored(input.reward_kind, input.reward_amount),
    active: input.active,
    sortOrder: input.sort_order,
  };
  const updated = await scheduleQuestChange(tx, row, values, ctx.clock.now());
  const after = questView(updated);
  await audit(tx, operator, {
    ip: operator.ip,
    action: 'quest.update',
    targetType: 'quest',
    targetId: row.id,
    before: questView(row),
    after,
    detail: { code: row.code, from: updated.pendingFrom, ...detail },
  });
  return after;
}

/** An approved quest request, done by the approver in the approval's transaction. */
export async function executeQuestPayload(
  tx: Db,
  ctx: OperationsContext,
  audit: Audit,
  approver: Operator,
  p: QuestPayload,
  detail: Record<string, unknown>,
): Promise<{ quest: BoQuest; raise: QuestRaise }> {
  if (p.op === 'add') {
    const raise = questRaise(null, rewardOfInput(p.input, true));
    return { quest: await addQuestAs(tx, ctx, audit, approver, p.input, detail), raise };
  }
  const row = await questToUpdate(tx, ctx, p.quest_id, p.input);
  const raise = questRaise(questRewardBefore(row), rewardOfInput(p.input, p.input.active));
  return { quest: await updateQuestAs(tx, ctx, audit, approver, row, p.input, detail), raise };
}
