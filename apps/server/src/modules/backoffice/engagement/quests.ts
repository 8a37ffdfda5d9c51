import {
  bahtToSatang,
  questAmountsProblem,
  questMetric,
  questPeriod,
  questRewardKind,
  satangToBaht,
} from '@ug99/contract';
import type { BoQuest, BoQuestCreate, BoQuestQuery, BoQuestUpdate } from '@ug99/contract';
import type { QuestPendingChange } from '#db/schema/index.ts';
import { AppError } from '#http/app-error.ts';
import { createQuest, listQuests, lockQuest, scheduleQuestChange } from '#quests';
import type { QuestValues } from '#quests';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { activeOf } from './calls.ts';

/**
 * Quests on the engagement screen (docs/BACKOFFICE.md#engagement): added switched on from their next
 * period, edited or switched off from their next period, each change audited with before and after.
 */

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

export function createQuestScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  const { db } = ctx;
  return {
    async list(q: BoQuestQuery) {
      const { total, rows } = await listQuests(db, await ctx.agentId(), {
        page: q.page,
        pageSize: q.page_size,
        active: activeOf(q.active),
      });
      return { total, page: q.page, page_size: q.page_size, items: rows.map(questView) };
    },

    async create(operator: Operator, input: BoQuestCreate): Promise<BoQuest> {
      const problem = questAmountsProblem(input);
      if (problem) throw new AppError('BO_QUEST_INVALID', problem);
      const agentId = await ctx.agentId();
      return db.transaction(async (tx) => {
        const row = await createQuest(
          tx,
          {
            agentId,
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
          detail: { code: row.code, from: row.pendingFrom },
        });
        return view;
      });
    },

    async update(operator: Operator, questId: number, input: BoQuestUpdate): Promise<BoQuest> {
      const agentId = await ctx.agentId();
      return db.transaction(async (tx) => {
        const row = await lockQuest(tx, agentId, questId);
        if (!row) throw new AppError('BO_QUEST_NOT_FOUND');
        const problem = questAmountsProblem({ ...input, metric: row.metric });
        if (problem) throw new AppError('BO_QUEST_INVALID', problem);
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
        const before = questView(row);
        const after = questView(updated);
        await audit(tx, operator, {
          ip: operator.ip,
          action: 'quest.update',
          targetType: 'quest',
          targetId: row.id,
          before,
          after,
          detail: { code: row.code, from: updated.pendingFrom },
        });
        return after;
      });
    },
  };
}
