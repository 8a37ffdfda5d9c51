import { questRewardKind } from '@ug99/contract';
import type { BoQuest, BoQuestCreate, BoQuestUpdate, ValueControlKey } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { addQuest, questRewardStored, questToUpdate, updateQuest } from '#quests';
import type { QuestRow } from '#quests';
import type { ActingOperator, OperatorScope } from '#shared/acting-operator.ts';

/**
 * What a quest save creates on the quest paths (docs/rules/value-controls.md#quest-rewards), measured
 * before the quests domain adds or edits the quest (docs/BACKOFFICE.md#engagement): by the marketing
 * operator within the caps, or by the approver of a `quest.save` request.
 */

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
export function questRewardBefore(row: QuestRow): Reward {
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
  amount: questRewardStored(input.reward_kind, input.reward_amount),
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

/** An approved quest request, done by the approver in the approval's transaction. */
export async function executeQuestPayload(
  tx: Db,
  scope: OperatorScope,
  approver: ActingOperator,
  p: QuestPayload,
  detail: Record<string, unknown>,
): Promise<{ quest: BoQuest; raise: QuestRaise }> {
  if (p.op === 'add') {
    const raise = questRaise(null, rewardOfInput(p.input, true));
    return { quest: await addQuest(tx, scope, approver, p.input, detail), raise };
  }
  const row = await questToUpdate(tx, scope.agentId, p.quest_id, p.input);
  const raise = questRaise(questRewardBefore(row), rewardOfInput(p.input, p.input.active));
  return { quest: await updateQuest(tx, scope.clock, approver, row, p.input, detail), raise };
}
