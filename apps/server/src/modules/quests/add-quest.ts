import type { BoQuest, BoQuestCreate } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator, OperatorScope } from '#shared/acting-operator.ts';
import { createQuest } from './manage.ts';
import { questRewardStored, questTargetStored, questView } from './quest-view.ts';

/**
 * A new quest from the back office (docs/BACKOFFICE.md#engagement), switched on from its next period, with
 * its `quest.add` audit row in the caller's transaction; a code in use is BO_QUEST_CODE_TAKEN. Run by the
 * marketing operator within the caps, or by the approver of a `quest.save` request.
 */
export async function addQuest(
  tx: Db,
  scope: OperatorScope,
  operator: ActingOperator,
  input: BoQuestCreate,
  detail: Record<string, unknown> = {},
): Promise<BoQuest> {
  const row = await createQuest(
    tx,
    {
      agentId: scope.agentId,
      code: input.code,
      period: input.period,
      metric: input.metric,
      title: input.title,
      description: input.description,
      target: questTargetStored(input.metric, input.target),
      rewardKind: input.reward_kind,
      rewardAmount: questRewardStored(input.reward_kind, input.reward_amount),
      sortOrder: input.sort_order,
    },
    scope.clock.now(),
  );
  if (!row) throw new AppError('BO_QUEST_CODE_TAKEN');
  const view = questView(row);
  await operator.audit(tx, {
    action: 'quest.add',
    targetType: 'quest',
    targetId: row.id,
    after: view,
    detail: { code: row.code, from: row.pendingFrom, ...detail },
  });
  return view;
}
