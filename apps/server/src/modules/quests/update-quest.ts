import { questAmountsProblem } from '@ug99/contract';
import type { BoQuest, BoQuestUpdate } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import type { Clock } from '#shared/clock.ts';
import { lockQuest, scheduleQuestChange } from './manage.ts';
import type { QuestRow } from './manage.ts';
import { questRewardStored, questTargetStored, questView } from './quest-view.ts';
import type { QuestValues } from './rules.ts';

/** The quest locked and the save checked against what it counts; BO_QUEST_NOT_FOUND or BO_QUEST_INVALID. */
export async function questToUpdate(
  tx: Db,
  agentId: number,
  questId: number,
  input: BoQuestUpdate,
): Promise<QuestRow> {
  const row = await lockQuest(tx, agentId, questId);
  if (!row) throw new AppError('BO_QUEST_NOT_FOUND');
  const problem = questAmountsProblem({ ...input, metric: row.metric });
  if (problem) throw new AppError('BO_QUEST_INVALID', problem);
  return row;
}

/**
 * A quest's new values from the back office, scheduled for its next period (docs/BACKOFFICE.md#engagement),
 * with its `quest.update` audit row (before and after) in the caller's transaction.
 */
export async function updateQuest(
  tx: Db,
  clock: Clock,
  operator: ActingOperator,
  row: QuestRow,
  input: BoQuestUpdate,
  detail: Record<string, unknown> = {},
): Promise<BoQuest> {
  const values: QuestValues = {
    title: input.title,
    description: input.description,
    target: questTargetStored(row.metric, input.target),
    rewardKind: input.reward_kind,
    rewardAmount: questRewardStored(input.reward_kind, input.reward_amount),
    active: input.active,
    sortOrder: input.sort_order,
  };
  const updated = await scheduleQuestChange(tx, row, values, clock.now());
  const after = questView(updated);
  await operator.audit(tx, {
    action: 'quest.update',
    targetType: 'quest',
    targetId: row.id,
    before: questView(row),
    after,
    detail: { code: row.code, from: updated.pendingFrom, ...detail },
  });
  return after;
}
