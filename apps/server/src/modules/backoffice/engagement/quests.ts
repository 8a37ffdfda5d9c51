import { questAmountsProblem } from '@ug99/contract';
import type { BoQuestCreate, BoQuestOutcome, BoQuestQuery, BoQuestUpdate } from '@ug99/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { listQuests } from '#quests';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import {
  addQuestAs,
  questRaise,
  questRewardBefore,
  questSummary,
  questToUpdate,
  questView,
  rewardOfInput,
  updateQuestAs,
} from '../value-controls/quest-actions.ts';
import type { QuestPayload, QuestRaise } from '../value-controls/quest-actions.ts';
import { checkAndRecord } from '../value-controls/service.ts';
import { activeOf } from './active-filter.ts';

/**
 * Quests on the engagement screen (docs/BACKOFFICE.md#engagement): added switched on from their next
 * period, edited or switched off from their next period, each change audited with before and after. A
 * save that sets or raises a reward is a capped path (docs/rules/value-controls.md#quest-rewards): past
 * the caps it becomes a four-eyes request and the quest keeps what it had until finance or an admin
 * approves.
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
    async list(q: BoQuestQuery) {
      const { total, rows } = await listQuests(db, await ctx.agentId(), {
        page: q.page,
        pageSize: q.page_size,
        active: activeOf(q.active),
      });
      return { total, page: q.page, page_size: q.page_size, items: rows.map(questView) };
    },

    async create(operator: Operator, input: BoQuestCreate): Promise<BoQuestOutcome> {
      const problem = questAmountsProblem(input);
      if (problem) throw new AppError('BO_QUEST_INVALID', problem);
      return runInLedgerTransaction(db, async (tx) => {
        const raise = questRaise(null, rewardOfInput(input, true));
        const payload: QuestPayload = { op: 'add', input, summary: questSummary(input.title, input) };
        const request = await overCaps(tx, operator, raise, `quest:code:${input.code}`, payload);
        return request ?? addQuestAs(tx, ctx, audit, operator, input);
      });
    },

    async update(operator: Operator, questId: number, input: BoQuestUpdate): Promise<BoQuestOutcome> {
      return runInLedgerTransaction(db, async (tx) => {
        const row = await questToUpdate(tx, ctx, questId, input);
        const raise = questRaise(questRewardBefore(row), rewardOfInput(input, input.active));
        const payload: QuestPayload = {
          op: 'update',
          quest_id: row.id,
          input,
          summary: questSummary(input.title, input),
        };
        const request = await overCaps(tx, operator, raise, `quest:${row.id}`, payload);
        return request ?? updateQuestAs(tx, ctx, audit, operator, row, input);
      });
    },
  };
}
