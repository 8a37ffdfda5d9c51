import { questAmountsProblem } from '@ug99/contract';
import type { BoQuestCreate, BoQuestOutcome, BoQuestUpdate } from '@ug99/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { addQuest, questToUpdate, updateQuest } from '#quests';
import { actingAs } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { scopeOf } from '../operations/context.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import {
  questRaise,
  questRewardBefore,
  questSummary,
  rewardOfInput,
} from '../value-controls/quest-actions.ts';
import type { QuestPayload, QuestRaise } from '../value-controls/quest-actions.ts';
import { checkAndRecord } from '../value-controls/service.ts';

/**
 * Quest saves on the engagement screen (docs/BACKOFFICE.md#engagement): the quests domain adds a quest
 * switched on from its next period, or schedules an edit for its next period, with its audit row. A save
 * that sets or raises a reward is a capped path (docs/rules/value-controls.md#quest-rewards): past the
 * caps it becomes a four-eyes request and the quest keeps what it had until finance or an admin approves.
 */
export function createQuestScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  const { db } = ctx;

  /** Within the caps: null (go ahead, recorded); past them: the request the save became. */
  async function overCaps(
    tx: Db,
    operator: Operator,
    raise: QuestRaise,
    subject: string,
    payload: QuestPayload,
  ): Promise<BoQuestOutcome | null> {
    if (raise.amount === 0n) return null;
    const within = await checkAndRecord(tx, ctx, operator, {
      key: raise.key,
      memberId: null,
      amount: raise.amount,
      ref: `${subject}:${randomUUID()}`,
    });
    if (within === 'within') return null;
    const approval = await requestApproval(tx, { audit, clock: ctx.clock }, operator, {
      kind: 'quest.save',
      subject,
      payload,
      retryAfterDecision: false,
    });
    return { approval: approvalView(approval, operator) };
  }

  return {
    async create(operator: Operator, input: BoQuestCreate): Promise<BoQuestOutcome> {
      const problem = questAmountsProblem(input);
      if (problem) throw new AppError('BO_QUEST_INVALID', problem);
      return runInLedgerTransaction(db, async (tx) => {
        const raise = questRaise(null, rewardOfInput(input, true));
        const payload: QuestPayload = { op: 'add', input, summary: questSummary(input.title, input) };
        const request = await overCaps(tx, operator, raise, `quest:code:${input.code}`, payload);
        return request ?? addQuest(tx, await scopeOf(ctx), actingAs(operator, audit), input);
      });
    },

    async update(operator: Operator, questId: number, input: BoQuestUpdate): Promise<BoQuestOutcome> {
      return runInLedgerTransaction(db, async (tx) => {
        const row = await questToUpdate(tx, await ctx.agentId(), questId, input);
        const raise = questRaise(questRewardBefore(row), rewardOfInput(input, input.active));
        const payload: QuestPayload = {
          op: 'update',
          quest_id: row.id,
          input,
          summary: questSummary(input.title, input),
        };
        const request = await overCaps(tx, operator, raise, `quest:${row.id}`, payload);
        return request ?? updateQuest(tx, ctx.clock, actingAs(operator, audit), row, input);
      });
    },
  };
}
